import React from 'react';
import {translate} from '@docusaurus/Translate';
import BackLink from '@site/src/components/Industry/BackLink';
import {ActionLink} from '@site/src/components/Industry/CallToAction';
import HeroImage from '@site/src/components/Industry/HeroImage';
import {externalLinks} from '@site/src/config/site';
import type {UseCase} from '@site/src/data/useCases';
import styles from './styles.module.css';

export type Props = {
  useCase: UseCase;
};

/** Opening of a use-case page: link back to /solutions, h1, lead, actions and illustration. */
export default function UseCaseHero({useCase}: Props): React.JSX.Element {
  return (
    <header className={styles.hero} data-nosnippet="">
      <div className="container">
        <BackLink variant="solutions" />
        <div className={styles.grid}>
          <div>
            <p className={styles.eyebrow}>{useCase.eyebrow}</p>
            <h1 className={styles.title}>{useCase.heroTitle}</h1>
            <p className={styles.lead}>{useCase.heroLead}</p>
            <div className={styles.actions}>
              <ActionLink
                primary
                to={externalLinks.demoScheduler}
                label={translate({id: 'useCase.common.scheduleDemo', message: 'Schedule a Demo'})}
              />
              <ActionLink
                to="#how"
                label={translate({id: 'useCase.common.seeExamples', message: 'See Examples'})}
              />
            </div>
          </div>
          <HeroImage priority src={useCase.heroImage.src} alt={useCase.heroImage.alt} className={styles.image} />
        </div>
      </div>
    </header>
  );
}
