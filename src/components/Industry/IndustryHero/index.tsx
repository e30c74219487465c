import React from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {externalLinks} from '@site/src/config/site';
import type {IndustryContent} from '@site/src/data/industryContent/types';
import BackLink from '../BackLink';
import {ActionLink} from '../CallToAction';
import HeroImage from '../HeroImage';
import Highlights from '../Highlights';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

export type Props = {
  content: IndustryContent;
};

/** The industry page's opening: name, h1, lead, the SPEC §2 figures and the main actions. */
export default function IndustryHero({content}: Props): React.JSX.Element {
  return (
    <header className={styles.hero} data-nosnippet="">
      <div className="container">
        <BackLink variant="solutions" />
        <div className={styles.grid}>
          <div className={styles.copy}>
            <p className={styles.eyebrow}>
              <Icon name={content.icon} size={20} />
              {content.name}
            </p>
            <h1 className={styles.title}>{content.headline ?? content.name}</h1>
            <p className={styles.lead}>{content.description}</p>
            <Highlights items={content.highlights} className={styles.highlights} />
            <div className={styles.actions}>
              <ActionLink
                primary
                to={externalLinks.demoScheduler}
                label={translate({id: 'industry.common.bookDemo', message: 'Book a Demo'})}
              />
              <ActionLink
                to="/pricing"
                label={translate({id: 'industry.common.viewPricing', message: 'View Pricing'})}
              />
            </div>
          </div>
          <HeroImage
            priority
            src={content.heroImage.src}
            alt={content.heroImage.alt}
            className={clsx(styles.image)}
          />
        </div>
      </div>
    </header>
  );
}
