import React from 'react';
import Translate from '@docusaurus/Translate';
import type {UseCaseExample} from '@site/src/data/useCases';
import styles from './styles.module.css';

export type Props = {
  examples: readonly UseCaseExample[];
};

/** The 'How' section's worked examples: situation, what the agent does, outcome. */
export default function Examples({examples}: Props): React.JSX.Element {
  return (
    <ul className={styles.examples}>
      {examples.map((example) => (
        <li key={example.title} className={styles.example}>
          <h3 className={styles.title}>{example.title}</h3>
          <p className={styles.description}>{example.description}</p>
          <ol className={styles.steps}>
            {example.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className={styles.result}>
            <strong>
              <Translate id="useCase.common.result">Result:</Translate>
            </strong>{' '}
            {example.result}
          </p>
        </li>
      ))}
    </ul>
  );
}
