import React from 'react';
import clsx from 'clsx';
import type {Highlight} from '@site/src/data/industryContent/types';
import styles from './styles.module.css';

export type Props = {
  items: readonly Highlight[];
  className?: string;
};

/** Key figures, each value above its caption. */
export default function Highlights({items, className}: Props): React.JSX.Element {
  return (
    <ul className={clsx(styles.highlights, className)}>
      {items.map((item) => (
        <li key={item.label} className={styles.item}>
          <strong className={styles.value}>{item.value}</strong>
          <span className={styles.label}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
