import React from 'react';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import AddOns from '@site/src/components/Pricing/AddOns';
import CallToAction from '@site/src/components/Pricing/CallToAction';
import Compare from '@site/src/components/Pricing/Compare';
import Hero from '@site/src/components/Pricing/Hero';
import PlanCards from '@site/src/components/Pricing/PlanCards';
import PricingSeo, {pricingDescription, pricingTitle} from '@site/src/components/Pricing/PricingSeo';
import WhitePaperRequestForm from '@site/src/components/WhitePaperRequestForm';
import Faq from '@site/src/components/sections/Faq';
import {pricingFaqs} from '@site/src/data/pricingFaqs';

/** SPEC §2 "Pricing (/pricing)". */
export default function Pricing(): React.JSX.Element {
  return (
    <Layout title={pricingTitle()} description={pricingDescription()}>
      <PricingSeo />
      <main>
        <Hero />
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
