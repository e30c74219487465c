import React from 'react';
import Layout from '@theme/Layout';
import AddOns from '@site/src/components/Pricing/AddOns';
import CallToAction from '@site/src/components/Pricing/CallToAction';
import Compare from '@site/src/components/Pricing/Compare';
import Faq from '@site/src/components/Pricing/Faq';
import Hero from '@site/src/components/Pricing/Hero';
import PlanCards from '@site/src/components/Pricing/PlanCards';
import PricingSeo, {pricingDescription, pricingTitle} from '@site/src/components/Pricing/PricingSeo';
import WhitePaperRequestForm from '@site/src/components/WhitePaperRequestForm';

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
        <Faq />
        <CallToAction />
      </main>
    </Layout>
  );
}
