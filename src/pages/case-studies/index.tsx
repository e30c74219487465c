import React from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import CaseStudiesSeo, {caseStudiesDescription, caseStudiesTitle} from '@site/src/components/CaseStudies/CaseStudiesSeo';
import CaseStudyTabs from './_components/CaseStudyTabs';
import CallToAction from '@site/src/components/sections/CallToAction';
import Hero from '@site/src/components/sections/Hero';
import Section from '@site/src/components/sections/Section';
import WhitePaperDownload from '@site/src/components/WhitePaperDownload';
import {externalLinks} from '@site/src/config/site';

/** SPEC §2 "Case studies": tabs per industry and the white paper download form. */
export default function CaseStudies(): React.JSX.Element {
  return (
    <Layout title={caseStudiesTitle()} description={caseStudiesDescription()}>
      <CaseStudiesSeo />
      <main>
        <Hero
          eyebrow={translate({id: 'caseStudies.hero.eyebrow', message: 'Case Studies'})}
          title={translate({id: 'caseStudies.hero.title', message: 'Customer Success Stories'})}
          lead={translate({
            id: 'caseStudies.hero.lead',
            message:
              'How businesses in every industry put AI agents to work: the problem they started with, what the agent does for them and what changed.',
          })}
          actions={[
            {label: translate({id: 'caseStudies.hero.browse', message: 'Browse Stories'}), to: '#stories', primary: true},
            {label: translate({id: 'caseStudies.hero.pricing', message: 'View Pricing'}), to: '/pricing'},
          ]}
        />
        <Section
          id="stories"
          title={translate({id: 'caseStudies.stories.title', message: 'Stories by Industry'})}
          intro={translate({
            id: 'caseStudies.stories.intro',
            message:
              'These stories are illustrative examples built from results typical of each industry; company names are fictitious.',
          })}>
          <CaseStudyTabs />
        </Section>
        <WhitePaperDownload />
        <CallToAction
          title={translate({id: 'caseStudies.cta.title', message: 'Ready to Write Your Own Success Story?'})}
          description={translate({
            id: 'caseStudies.cta.description',
            message: 'See the agent answer questions from your own content in a 30-minute demo.',
          })}
          actions={[
            {label: translate({id: 'caseStudies.cta.demo', message: 'Book a Demo'}), to: externalLinks.demoScheduler, primary: true},
            {label: translate({id: 'caseStudies.cta.pricing', message: 'View Pricing'}), to: '/pricing'},
          ]}
        />
      </main>
    </Layout>
  );
}
