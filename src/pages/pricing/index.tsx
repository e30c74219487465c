import React from 'react';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import AddOns from './_components/AddOns';
import CallToAction from './_components/CallToAction';
import Compare from './_components/Compare';
import PlanCards from './_components/PlanCards';
import PricingSeo, {pricingDescription, pricingTitle} from '@site/src/components/Pricing/PricingSeo';
import WhitePaperRequestForm from '@site/src/components/WhitePaperRequestForm';
import Faq from '@site/src/components/sections/Faq';
import Hero from '@site/src/components/sections/Hero';
import {pricingFaqs} from '@site/src/data/pricingFaqs';

/** SPEC §2 "Pricing (/pricing)". */
export default function Pricing(): React.JSX.Element {
  return (
    <Layout title={pricingTitle()} description={pricingDescription()}>
      <PricingSeo />
      <main>
        <Hero
          eyebrow={translate({id: 'pricing.hero.eyebrow', message: 'Pricing'})}
          title={translate({id: 'pricing.hero.title', message: 'Simple, Transparent Pricing'})}
          lead={translate({
            id: 'pricing.hero.lead',
            message:
              'AI agents that answer from your own knowledge, around the clock. Pick the plan that fits your team today and add seats or add-ons as you grow.',
          })}
          actions={[
            {label: translate({id: 'pricing.hero.viewPlans', message: 'View Plans'}), to: '#plans', primary: true},
            {label: translate({id: 'pricing.hero.comparePlans', message: 'Compare Plans'}), to: '#compare'},
          ]}
        />
        <PlanCards />
        <Compare />
        <AddOns />
        <WhitePaperRequestForm id="white-paper" />
        {/* SPEC §2: the anchor #frequently-asked-questions is linked from the plan cards. */}
        <Faq
          id="frequently-asked-questions"
          title={translate({id: 'pricing.faq.title', message: 'Frequently Asked Questions'})}
          items={pricingFaqs}
        />
        <CallToAction />
      </main>
    </Layout>
  );
}
