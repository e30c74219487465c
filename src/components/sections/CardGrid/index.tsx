import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import type {IconName} from '@site/src/data/industryContent/types';
import styles from './styles.module.css';

export type Card = {
  /** React key; the title when absent. */
  id?: string;
  icon: IconName;
  title: string;
  /** A key figure shown large under the title; the description says it too (hidden from screen readers). */
  highlight?: string;
  description: ReactNode;
  /** Pinned to the card's foot, e.g. a link or a key figure, so a row's feet line up. */
  footer?: ReactNode;
};

export type Props = {
  items: readonly Card[];
  /** Heading level of each card title, below the section's h2. */
  headingLevel?: 'h3' | 'h4';
  /** 'auto': as many columns as fit; 'four': four-up on wide screens, two-up on tablets. */
  columns?: 'auto' | 'four';
  className?: string;
};

/**
 * The site's card grid: an icon, a title and a sentence per card (AI solutions, key benefits,
 * why-choose points, use cases, partner programs, the landing page's benefits).
 */
export default function CardGrid({items, headingLevel: CardHeading = 'h3', columns = 'auto', className}: Props): React.JSX.Element {
  return (
    <ul className={clsx(styles.grid, columns === 'four' && styles.fourUp, className)}>
      {items.map((item) => (
        <li key={item.id ?? item.title} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={item.icon} />
          </span>
          <CardHeading className={styles.title}>{item.title}</CardHeading>
          {item.highlight && (
            <p className={styles.highlight} aria-hidden="true">
              {item.highlight}
            </p>
          )}
          <p className={styles.description}>{item.description}</p>
          {item.footer && <div className={styles.footer}>{item.footer}</div>}
        </li>
      ))}
    </ul>
  );
}
