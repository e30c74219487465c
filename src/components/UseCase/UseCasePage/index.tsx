import React from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import CallToAction from '@site/src/components/sections/CallToAction';
import CardGrid from '@site/src/components/sections/CardGrid';
import Highlights from '@site/src/components/sections/Highlights';
import Section from '@site/src/components/sections/Section';
import BackLink from '@site/src/components/sections/BackLink';
import Faq from '@site/src/components/sections/Faq';
import Hero from '@site/src/components/sections/Hero';
import {externalLinks} from '@site/src/config/site';
import type {MarketingRouteProps, UseCaseId} from '@site/src/config/ids';
import {getUseCase} from '@site/src/data/useCases';
import Examples from '../Examples';
import UseCaseSeo from '../UseCaseSeo';
import WhatSection from '../WhatSection';

export type Props = MarketingRouteProps & {
  useCaseId: UseCaseId;
};

/**
 * A use-case page (SPEC §2 "Use-case pages"): sections #what, #why and #how, six questions and
 * the closing call to action. Served at /use-cases/{slug} and at its /solutions/... alias.
 */
export default function UseCasePage({useCaseId, canonicalPath}: Props): React.JSX.Element {
  const useCase = getUseCase(useCaseId);
  const scheduleDemo = translate({id: 'useCase.common.scheduleDemo', message: 'Schedule a Demo'});
  return (
    <Layout title={useCase.seoTitle} description={useCase.seoDescription}>
      <UseCaseSeo useCase={useCase} canonicalPath={canonicalPath} />
      <main>
        <Hero
          before={<BackLink variant="solutions" />}
          eyebrow={useCase.eyebrow}
          title={useCase.heroTitle}
          lead={useCase.heroLead}
          image={useCase.heroImage}
          actions={[
            {label: scheduleDemo, to: externalLinks.demoScheduler, primary: true},
            {label: translate({id: 'useCase.common.seeExamples', message: 'See Examples'}), to: '#how'},
          ]}
        />
        <Section
          id="features"
          title={translate({id: 'useCase.page.featuresTitle', message: 'Results at a glance'})}>
          <Highlights items={useCase.highlights} />
        </Section>
        <WhatSection what={useCase.what} />
        <Section id="why" tinted title={useCase.why.title} intro={useCase.why.intro}>
          <CardGrid items={useCase.why.benefits} />
        </Section>
        <Section id="how" title={useCase.how.title} intro={useCase.how.intro}>
          <Examples examples={useCase.how.examples} />
        </Section>
        <Faq
          id="faq"
          tinted
          title={translate({id: 'useCase.page.faqTitle', message: 'Frequently asked questions'})}
          items={useCase.faqItems}
        />
        <CallToAction
          title={useCase.callToAction.title}
          description={useCase.callToAction.description}
          actions={[
            {label: scheduleDemo, to: externalLinks.demoScheduler, primary: true},
            {label: translate({id: 'useCase.common.viewPricing', message: 'View Pricing'}), to: '/pricing'},
            {
              label: translate({id: 'useCase.common.viewSuccessStories', message: 'View Success Stories'}),
              to: '/case-studies',
            },
          ]}
        />
      </main>
    </Layout>
  );
}
