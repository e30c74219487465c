import React, {useId} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {externalLinks} from '@site/src/config/site';
import styles from './styles.module.css';

export default function CallToAction(): React.JSX.Element {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <div className={styles.card}>
          <h2 id={headingId} className={styles.title}>
            <Translate id="home.cta.title">Ready to put AI agents to work?</Translate>
          </h2>
          <p className={styles.text}>
            <Translate id="home.cta.text">
              Start free today, or book a demo and see the agent answer from your own content.
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link className="button button--lg button--secondary" to="/landing#signup">
              <Translate id="home.cta.getStarted">Get Started Free</Translate>
            </Link>
            <Link
              className="button button--lg button--outline button--secondary"
              href={externalLinks.demoScheduler}
              target="_blank"
              rel="noopener noreferrer">
              <Translate id="home.cta.bookDemo">Book a Demo</Translate>
              <span className={styles.srOnly}>
                {translate({id: 'home.cta.newTab', message: '(opens in a new tab)'})}
              </span>
            </Link>
            <Link className="button button--lg button--outline button--secondary" to="/landing#try-it">
              <Translate id="home.cta.tryIt">Try it on your content</Translate>
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
