import React from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import HomeHero from './_components/HomeHero';
import StatsBand from './_components/StatsBand';
import Collaboration from './_components/Collaboration';
import FeatureExplorer from './_components/FeatureExplorer';
import RoiCalculator from '@site/src/components/RoiCalculator';
import Testimonials from '@site/src/components/Testimonials';
import CallToAction from './_components/CallToAction';
import {StructuredData} from '@site/src/components/Seo';
import {organizationJsonLd} from '@site/src/lib/seo';
import SignupSection from '@site/src/components/Landing/SignupSection';

// SPEC §2 "Home page". The theme emits the canonical link (the site root) for this route.
export default function Home(): React.JSX.Element {
  return (
    <Layout
      title={translate({
        id: 'home.meta.title',
        message: 'AI Agents for Customer Support and Business Automation',
      })}
      description={translate({
        id: 'home.meta.description',
        message:
          'AI agents that answer your customers from your own knowledge base, 24/7 and in over 100 languages. Calculate your ROI and explore our solutions.',
      })}>
      <StructuredData blocks={[organizationJsonLd()]} />
      <main>
        <HomeHero />
        <StatsBand />
        <Collaboration />
        <FeatureExplorer />
        <RoiCalculator />
        <SignupSection />
        <Testimonials />
        <CallToAction />
      </main>
    </Layout>
  );
}
