import React from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import LeadForm from '@site/src/components/LeadForm';
import {signupHeadingId, signupSectionId} from '@site/src/components/Landing/SignupButton';
import styles from './styles.module.css';

export type Props = {
  /** Passed on to the form (tests, previews). */
  fetchImpl?: typeof fetch;
};

/**
 * SPEC §1: the home page's own signup area, where 'Get Started Free' scrolls to (anchor id
 * `signup`, as on the landing page, so the same scroll-and-focus helper serves both).
 */
export default function Signup({fetchImpl}: Props): React.JSX.Element {
  // Registers #signup with the build's anchor checker (the hero links to it).
  useBrokenLinks().collectAnchor(signupSectionId);
  return (
    <section id={signupSectionId} className={styles.section} aria-labelledby={signupHeadingId}>
      <div className={clsx('container', styles.inner)}>
        <div>
          {/* Focused by the hero's button after it scrolls here. */}
          <h2 id={signupHeadingId} tabIndex={-1} className={styles.title}>
            <Translate id="home.signup.title">Start Your Free Trial</Translate>
          </h2>
          <p className={styles.text}>
            <Translate id="home.signup.text">
              Two short steps: tell us who you are and what you need. We will set up an AI agent
              trained on your own content and show you what it can do.
            </Translate>
          </p>
        </div>
        <LeadForm fetchImpl={fetchImpl} className={styles.form} />
      </div>
    </section>
  );
}
