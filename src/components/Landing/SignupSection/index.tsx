import React from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import LeadForm from '@site/src/components/LeadForm';
import {figureData} from '@site/src/config/site';
import {localFigure} from '@site/src/data/siteFigures';
import {signupHeadingId, signupSectionId} from '../SignupButton';
import styles from './styles.module.css';

export type Props = {
  /** Passed on to the form (tests, previews). */
  fetchImpl?: typeof fetch;
};

/** The target of every "get started" button on the page: SPEC §2 anchor id `signup`. */
export default function SignupSection({fetchImpl}: Props): React.JSX.Element {
  // Registers #signup with the build's anchor checker (links like /landing#signup).
  useBrokenLinks().collectAnchor(signupSectionId);
  return (
    <section
      id={signupSectionId}
      className={styles.section}
      aria-labelledby={signupHeadingId}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.intro}>
          {/* Focused by the page's buttons after they scroll here. */}
          <h2 id={signupHeadingId} tabIndex={-1} className={styles.title}>
            <Translate id="landing.signup.title">Get Your Free Trial</Translate>
          </h2>
          <p className={styles.text}>
            <Translate id="landing.signup.text">
              Tell us about your business in two short steps. We will set up an AI agent trained
              on your own content and show you what it can do.
            </Translate>
          </p>
          <ul className={styles.points}>
            <li>
              <Translate id="landing.signup.point.fast">Up and running in 1-2 days</Translate>
            </li>
            <li>
              <Translate id="landing.signup.point.team">No big tech team needed</Translate>
            </li>
            <li>
              <Translate
                id="landing.signup.point.price"
                values={{price: localFigure(figureData.plansFromPerMonth)}}>
                {'Plans from {price}/month'}
              </Translate>
            </li>
          </ul>
        </div>
        <LeadForm fetchImpl={fetchImpl} className={styles.form} />
      </div>
    </section>
  );
}
