import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** SPEC §2 pricing hero; kept out of search snippets (SPEC §9). */
export default function Hero(): React.JSX.Element {
  return (
    <header className={styles.hero} data-nosnippet="">
      <div className={clsx('container', styles.inner)}>
        <p className={styles.eyebrow}>
          <Translate id="pricing.hero.eyebrow">Pricing</Translate>
        </p>
        <h1 className={styles.title}>
          <Translate id="pricing.hero.title">Simple, Transparent Pricing</Translate>
        </h1>
        <p className={styles.lead}>
          <Translate id="pricing.hero.lead">
            AI agents that answer from your own knowledge, around the clock. Pick the plan that fits your team
            today and add seats or add-ons as you grow.
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="#plans">
            <Translate id="pricing.hero.viewPlans">View Plans</Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="#compare">
            <Translate id="pricing.hero.comparePlans">Compare Plans</Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}
