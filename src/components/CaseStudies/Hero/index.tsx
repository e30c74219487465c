import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import PageHero from '@site/src/components/PageHero';

/** The case-studies hero. */
export default function Hero(): React.JSX.Element {
  return (
    <PageHero
      eyebrow={<Translate id="caseStudies.hero.eyebrow">Case Studies</Translate>}
      title={<Translate id="caseStudies.hero.title">Customer Success Stories</Translate>}
      lead={
        <Translate id="caseStudies.hero.lead">
          How businesses in every industry put AI agents to work: the problem they started with, what the agent
          does for them and what changed.
        </Translate>
      }>
      <Link className="button button--primary button--lg" to="#stories">
        <Translate id="caseStudies.hero.browse">Browse Stories</Translate>
      </Link>
      <Link className="button button--secondary button--lg" to="/pricing">
        <Translate id="caseStudies.hero.pricing">View Pricing</Translate>
      </Link>
    </PageHero>
  );
}
