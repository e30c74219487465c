import React from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import CallToAction from '@site/src/components/sections/CallToAction';
import Highlights from '@site/src/components/sections/Highlights';
import Section from '@site/src/components/sections/Section';
import Steps from '@site/src/components/sections/Steps';
import BackLink from '@site/src/components/sections/BackLink';
import CrmList from './_components/CrmList';
import Hero from '@site/src/components/sections/Hero';
import IntegrationChannels from './_components/IntegrationChannels';
import SolutionsSeo from '@site/src/components/Solutions/SolutionsSeo';
import {externalLinks} from '@site/src/config/site';
import {
  integrationChannels,
  integrationHero,
  integrationSecurity,
  integrationSeo,
  integrationSteps,
  supportedCrms,
} from '@site/src/data/solutions';

/** /solutions/seamless-integration (SPEC §2 "Other linked paths"): how the agent connects. */
export default function SeamlessIntegration(): React.JSX.Element {
  const guideLabel = translate({id: 'integration.common.readGuide', message: 'Read the Integration Guide'});
  return (
    <Layout title={integrationSeo.title} description={integrationSeo.description}>
      <SolutionsSeo
        seo={integrationSeo}
        path="/solutions/seamless-integration"
        breadcrumbName={integrationHero.eyebrow}
      />
      <main>
        <div className="container margin-top--md">
          <BackLink variant="solutions" />
        </div>
        <Hero
          eyebrow={integrationHero.eyebrow}
          title={integrationHero.title}
          lead={integrationHero.lead}
          actions={[
            {
              label: translate({id: 'integration.common.bookDemo', message: 'Book a Demo'}),
              to: externalLinks.demoScheduler,
              primary: true,
            },
            {label: guideLabel, to: '/documentation/integration'},
          ]}
        />
        <Section
          id="channels"
          title={translate({id: 'integration.channels.title', message: 'Four ways to connect'})}>
          <IntegrationChannels channels={integrationChannels} />
        </Section>
        <Section
          id="crm"
          tinted
          title={translate({id: 'integration.crms.title', message: 'Supported CRMs'})}
          intro={translate({
            id: 'integration.crms.intro',
            message: 'Ready-made connectors for the CRMs our customers use most, and the API for everything else.',
          })}>
          <CrmList names={supportedCrms} />
        </Section>
        <Section
          id="setup"
          title={translate({id: 'integration.steps.title', message: 'From sign-up to live in four steps'})}>
          <Steps steps={integrationSteps} />
        </Section>
        <Section
          id="security"
          tinted
          title={translate({id: 'integration.security.title', message: 'Secure by design'})}>
          <Highlights items={integrationSecurity} />
        </Section>
        <CallToAction
          title={translate({id: 'integration.cta.title', message: 'Ready to connect your agent?'})}
          description={translate({
            id: 'integration.cta.description',
            message: 'Follow the step-by-step guide, or let us walk you through it in a demo.',
          })}
          actions={[
            {label: guideLabel, to: '/documentation/integration', primary: true},
            {
              label: translate({id: 'integration.common.bookDemo', message: 'Book a Demo'}),
              to: externalLinks.demoScheduler,
            },
          ]}
        />
      </main>
    </Layout>
  );
}
