import React from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import CaseStudiesSeo, {caseStudiesDescription, caseStudiesTitle} from '@site/src/components/CaseStudies/CaseStudiesSeo';
import CaseStudyTabs from '@site/src/components/CaseStudies/CaseStudyTabs';
import Hero from '@site/src/components/CaseStudies/Hero';
import CallToAction from '@site/src/components/Industry/CallToAction';
import Section from '@site/src/components/Section';
import WhitePaperDownload from '@site/src/components/WhitePaperDownload';
import {externalLinks} from '@site/src/config/site';

/** SPEC §2 "Case studies": tabs per industry and the white paper download form. */
export default function CaseStudies(): React.JSX.Element {
  return (
    <Layout title={caseStudiesTitle()} description={caseStudiesDescription()}>
      <CaseStudiesSeo />
      <main>
        <Hero />
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
