import React from 'react';
import {translate} from '@docusaurus/Translate';
import Icon from '@site/src/components/Icon';
import BackLink from '@site/src/components/sections/BackLink';
import Hero from '@site/src/components/sections/Hero';
import Highlights from '@site/src/components/sections/Highlights';
import {externalLinks} from '@site/src/config/site';
import type {IndustryContent} from '@site/src/data/industryContent/types';

export type Props = {
  content: IndustryContent;
};

/** The industry page's opening (both layouts): name, h1, lead, the SPEC §2 figures and the main actions. */
export default function IndustryHero({content}: Props): React.JSX.Element {
  return (
    <Hero
      before={<BackLink variant="solutions" />}
      eyebrow={
        <>
          <Icon name={content.icon} size={20} />
          {content.name}
        </>
      }
      title={content.headline ?? content.name}
      lead={content.description}
      image={content.heroImage}
      actions={[
        {
          label: translate({id: 'industry.common.bookDemo', message: 'Book a Demo'}),
          to: externalLinks.demoScheduler,
          primary: true,
        },
        {label: translate({id: 'industry.common.viewPricing', message: 'View Pricing'}), to: '/pricing'},
      ]}>
      <Highlights items={content.highlights} />
    </Hero>
  );
}
