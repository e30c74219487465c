import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Icon from '@site/src/components/Icon';
import type {SolutionUseCase} from '@site/src/data/solutions';
import styles from './styles.module.css';

export type Props = {
  items: readonly SolutionUseCase[];
};

/** The six use cases of SPEC §2, each linking to its page when one exists. */
export default function UseCaseGrid({items}: Props): React.JSX.Element {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={item.icon} />
          </span>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.description}>{item.description}</p>
          {item.link && (
            <Link to={item.link} className={styles.more}>
              <Translate id="solutions.useCases.learnMore" values={{topic: item.title}}>
                {'Learn more about {topic}'}
              </Translate>
              <span aria-hidden="true"> →</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
