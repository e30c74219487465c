import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {IndustryContent} from '@site/src/data/industryContent/types';
import CheckList from '@site/src/components/sections/CheckList';
import Section from '@site/src/components/sections/Section';
import styles from './styles.module.css';

export type Props = {
  content: IndustryContent;
  /** Extra content under the lists (e.g. the technology comparison). */
  children?: ReactNode;
};

/** Overview: the industry's story, its five use cases and five benefits. */
export default function Overview({content, children}: Props): React.JSX.Element {
  return (
    <Section
      id="overview"
      title={translate(
        {id: 'industry.page.overviewTitle', message: 'How AI agents help in {industry}'},
        {industry: content.name},
      )}>
      <p className={styles.overview}>{content.overview}</p>
      <div className={styles.lists}>
        <div>
          <h3>
            <Translate id="industry.page.useCasesTitle">Use cases</Translate>
          </h3>
          <CheckList items={content.useCases} />
        </div>
        <div>
          <h3>
            <Translate id="industry.page.benefitsTitle">Benefits</Translate>
          </h3>
          <CheckList items={content.benefits} />
        </div>
      </div>
      {children}
    </Section>
  );
}

