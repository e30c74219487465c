import React from 'react';
import Translate from '@docusaurus/Translate';
import SignupButton from '@site/src/components/Landing/SignupButton';
import styles from './styles.module.css';

/** SPEC §2 landing: closing call to action 'Get Started Free', scrolling to the signup form. */
export default function ClosingCta(): React.JSX.Element {
  return (
    // data-nosnippet: SPEC §9 keeps call-to-action blocks out of search snippets.
    <section className={styles.section} aria-labelledby="landing-cta-title" data-nosnippet="">
      <div className="container">
        <h2 id="landing-cta-title" className={styles.title}>
          <Translate id="landing.cta.title">Ready to Transform Your Business?</Translate>
        </h2>
        <p className={styles.text}>
          <Translate id="landing.cta.text">
            Put AI agents to work for your customers and your team, starting this week.
          </Translate>
        </p>
        <SignupButton onBrand>
          <Translate id="landing.cta.button">Get Started Free</Translate>
        </SignupButton>
      </div>
    </section>
  );
}
