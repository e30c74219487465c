import React from 'react';
import type {ContentEntry} from '@site/src/data/industryContent/types';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

export type Props = {
  steps: readonly ContentEntry[];
};

/** Numbered how-it-works steps; the list order is the order of the work. */
export default function Steps({steps}: Props): React.JSX.Element {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.marker} aria-hidden="true">
            <Icon name={step.icon} size={20} />
          </span>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.description}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
