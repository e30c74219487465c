import React from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {contact, externalLinks} from '@site/src/config/site';
import ExternalLink from '../ExternalLink';
import styles from './styles.module.css';

/** SPEC §2: closing call to action with the demo scheduler and the sales phone; no snippets (§9). */
export default function CallToAction(): React.JSX.Element {
  return (
    <section className={styles.cta} aria-labelledby="pricing-cta-title" data-nosnippet="">
      <div className={clsx('container', styles.inner)}>
        <h2 id="pricing-cta-title" className={styles.title}>
          <Translate id="pricing.cta.title">Not Sure Which Plan Fits?</Translate>
        </h2>
        <p className={styles.description}>
          <Translate id="pricing.cta.description">
            Book a demo and we will show you the agent working on your own content, or call our sales team.
          </Translate>
        </p>
        <div className={styles.actions}>
          <ExternalLink href={externalLinks.demoScheduler} className="button button--primary button--lg">
            <Translate id="pricing.cta.demo">Book a Demo</Translate>
          </ExternalLink>
          <a className="button button--secondary button--lg" href={`tel:${contact.salesPhone.e164}`}>
            <Translate id="pricing.cta.call" values={{phone: contact.salesPhone.display}}>
              {'Call Sales: {phone}'}
            </Translate>
          </a>
        </div>
      </div>
    </section>
  );
}
