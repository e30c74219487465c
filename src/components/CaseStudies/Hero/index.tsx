import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The case-studies hero; kept out of search snippets (SPEC §9). */
export default function Hero(): React.JSX.Element {
  return (
    <header className={styles.hero} data-nosnippet="">
      <div className={clsx('container', styles.inner)}>
        <p className={styles.eyebrow}>
          <Translate id="caseStudies.hero.eyebrow">Case Studies</Translate>
        </p>
        <h1 className={styles.title}>
          <Translate id="caseStudies.hero.title">Customer Success Stories</Translate>
        </h1>
        <p className={styles.lead}>
          <Translate id="caseStudies.hero.lead">
            How businesses in every industry put AI agents to work: the problem they started with, what the agent
            does for them and what changed.
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="#stories">
            <Translate id="caseStudies.hero.browse">Browse Stories</Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="/pricing">
            <Translate id="caseStudies.hero.pricing">View Pricing</Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}
