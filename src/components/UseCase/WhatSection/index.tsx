import React from 'react';
import CheckList from '@site/src/components/sections/CheckList';
import Section from '@site/src/components/sections/Section';
import type {UseCase} from '@site/src/data/useCases';
import styles from './styles.module.css';

export type Props = {
  what: UseCase['what'];
};

/** #what: the explanation beside the key points. */
export default function WhatSection({what}: Props): React.JSX.Element {
  return (
    <Section id="what" title={what.title}>
      <div className={styles.columns}>
        <div>
          {what.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
        <CheckList items={what.points} className={styles.points} />
      </div>
    </Section>
  );
}
