import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import PageHero from '@site/src/components/PageHero';

/** SPEC §2 pricing hero. */
export default function Hero(): React.JSX.Element {
  return (
    <PageHero
      eyebrow={<Translate id="pricing.hero.eyebrow">Pricing</Translate>}
      title={<Translate id="pricing.hero.title">Simple, Transparent Pricing</Translate>}
      lead={
        <Translate id="pricing.hero.lead">
          AI agents that answer from your own knowledge, around the clock. Pick the plan that fits your team
          today and add seats or add-ons as you grow.
        </Translate>
      }>
      <Link className="button button--primary button--lg" to="#plans">
        <Translate id="pricing.hero.viewPlans">View Plans</Translate>
      </Link>
      <Link className="button button--secondary button--lg" to="#compare">
        <Translate id="pricing.hero.comparePlans">Compare Plans</Translate>
      </Link>
    </PageHero>
  );
}
