import React from 'react';
import clsx from 'clsx';
import type {ContentEntry} from '@site/src/data/industryContent/types';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

export type Props = {
  items: readonly ContentEntry[];
  /** Heading level of each card title, below the section's h2. */
  headingLevel?: 'h3' | 'h4';
  /** Fixed four-up grid on wide screens (two-up on tablets) instead of auto-fit. */
  fourUp?: boolean;
  className?: string;
};

/** Cards with an icon, a title and a sentence: AI solutions, key benefits, why-choose points. */
export default function FeatureCards({
  items,
  headingLevel: CardHeading = 'h3',
  fourUp = false,
  className,
}: Props): React.JSX.Element {
  return (
    <ul className={clsx(styles.grid, fourUp && styles.fourUp, className)}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={item.icon} />
          </span>
          <CardHeading className={styles.title}>{item.title}</CardHeading>
          <p className={styles.description}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
