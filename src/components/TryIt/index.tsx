/**
 * "Try it on your content" on /landing (issue 23 §1): the section, its promise about the data,
 * and a button. The feature itself (TryItPanel) is fetched only when the visitor starts it, so
 * the page's first load carries none of its code, or when the visitor made an agent earlier in
 * this tab (a reload finds it again: saved.ts).
 */
import React, {Suspense, lazy, useEffect, useState} from 'react';
import Translate from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {savedTry} from './saved';
import styles from './styles.module.css';

/** The section's anchor: the home and pricing pages link to /landing#try-it. */
export const tryItSectionId = 'try-it';

const TryItPanel = lazy(() => import('./TryItPanel'));

export default function TryItSection(): React.JSX.Element {
  useBrokenLinks().collectAnchor(tryItSectionId);
  const [started, setStarted] = useState(false);
  // After hydration: the prerendered page knows nothing of this tab's storage.
  useEffect(() => {
    if (savedTry()) setStarted(true);
  }, []);
  return (
    <section id={tryItSectionId} className={styles.section} aria-labelledby="try-it-heading">
      <div className="container">
        <h2 id="try-it-heading" className={styles.title}>
          <Translate id="tryIt.title">Try it on your content</Translate>
        </h2>
        <p className={styles.lead}>
          <Translate id="tryIt.lead">
            Paste some text, upload a few documents or give us your site's address: in seconds you can chat with an agent that
            answers from them, and cites them.
          </Translate>
        </p>
        <p className={styles.promise}>
          <Translate id="tryIt.promise">
            What we keep: what you give this agent and the questions you ask it, for 24 hours, then we delete it all. If you keep
            the agent by starting a free trial, we keep it for 30 days so our team can prepare your trial. It is used for nothing
            else, and you can delete it at any moment.
          </Translate>
        </p>
        {started ? (
          <Suspense
            fallback={
              <p role="status" className={styles.status}>
                <Translate id="tryIt.loading">Loading…</Translate>
              </p>
            }>
            <TryItPanel />
          </Suspense>
        ) : (
          <button type="button" className="button button--primary button--lg" onClick={() => setStarted(true)}>
            <Translate id="tryIt.start">Start with my content</Translate>
          </button>
        )}
      </div>
    </section>
  );
}
