import React from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

export type Props = {
  items: readonly string[];
  className?: string;
};

/** A short list of points, each with a check mark. */
export default function CheckList({items, className}: Props): React.JSX.Element {
  return (
    <ul className={clsx(styles.list, className)}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <Icon name="check" size={20} className={styles.icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
