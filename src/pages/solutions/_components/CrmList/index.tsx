import React from 'react';
import styles from './styles.module.css';

export type Props = {
  names: readonly string[];
};

/** Product names as tags (not translated: they are brand names). */
export default function CrmList({names}: Props): React.JSX.Element {
  return (
    <ul className={styles.list}>
      {names.map((name) => (
        <li key={name} className={styles.item} translate="no">
          {name}
        </li>
      ))}
    </ul>
  );
}
