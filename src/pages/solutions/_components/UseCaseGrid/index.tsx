import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import CardGrid from '@site/src/components/sections/CardGrid';
import type {SolutionUseCase} from '@site/src/data/solutions';
import styles from './styles.module.css';

export type Props = {
  items: readonly SolutionUseCase[];
};

/** The six use cases of SPEC §2, each linking to its page when one exists. */
export default function UseCaseGrid({items}: Props): React.JSX.Element {
  return (
    <CardGrid
      items={items.map((item) => ({
        id: item.id,
        icon: item.icon,
        title: item.title,
        description: item.description,
        footer: item.link && (
          <Link to={item.link} className={styles.more}>
            <Translate id="solutions.useCases.learnMore" values={{topic: item.title}}>
              {'Learn more about {topic}'}
            </Translate>
            <span aria-hidden="true"> →</span>
          </Link>
        ),
      }))}
    />
  );
}
