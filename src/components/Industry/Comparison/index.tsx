import React from 'react';
import Translate from '@docusaurus/Translate';
import type {ContentEntry} from '@site/src/data/industryContent/types';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

export type Props = {
  /** Row i of `challenges` is answered by row i of `solutions`. */
  challenges: readonly ContentEntry[];
  solutions: readonly ContentEntry[];
};

/** Challenges vs solutions, one pair per row (stacked on small screens). */
export default function Comparison({challenges, solutions}: Props): React.JSX.Element {
  return (
    <ol className={styles.rows}>
      {challenges.map((challenge, index) => {
        const solution = solutions[index];
        return (
          <li key={challenge.title} className={styles.row}>
            <div className={styles.challenge}>
              <span className={styles.tag}>
                <Translate id="industry.technology.comparison.challenge">Challenge</Translate>
              </span>
              <h3 className={styles.title}>{challenge.title}</h3>
              <p className={styles.description}>{challenge.description}</p>
            </div>
            <span className={styles.arrow} aria-hidden="true">
              →
            </span>
            {solution && (
              <div className={styles.solution}>
                <span className={styles.tag}>
                  <Icon name={solution.icon} size={16} />
                  <Translate id="industry.technology.comparison.solution">Solution</Translate>
                </span>
                <h3 className={styles.title}>{solution.title}</h3>
                <p className={styles.description}>{solution.description}</p>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
