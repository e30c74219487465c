import React from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {figures} from '@site/src/config/site';
import SignupButton from '../SignupButton';
import styles from './styles.module.css';

export default function Hero(): React.JSX.Element {
  const artSrc = useBaseUrl('/img/landing/hero-agents.svg');
  return (
    // data-nosnippet: SPEC §9 keeps hero blocks out of search snippets.
    <section className={styles.hero} data-nosnippet="">
      <div className={clsx('container', styles.inner)}>
        <div className={styles.copy}>
          <p className={styles.badge}>
            <Translate id="landing.hero.badge">AI-Powered Business Solutions</Translate>
          </p>
          <Heading as="h1" className={styles.title}>
            <Translate id="landing.hero.title">Transform Your Business with AI Agents</Translate>
          </Heading>
          <p className={styles.lead}>
            <Translate id="landing.hero.subtitle">
              It's like having thousands of your best employees on staff 24/7.
            </Translate>
          </p>
          <SignupButton className={styles.cta}>
            <Translate id="landing.hero.cta">Start Your Free Trial</Translate>
          </SignupButton>
          <ul className={styles.points}>
            <li>
              <Translate id="landing.hero.point.knowledge">
                Answers from your own knowledge base
              </Translate>
            </li>
            <li>
              <Translate id="landing.hero.point.languages" values={{count: figures.languages}}>
                {'Over {count} languages'}
              </Translate>
            </li>
            <li>
              <Translate id="landing.hero.point.handoff">Hands off to a person when needed</Translate>
            </li>
          </ul>
        </div>
        <img
          className={styles.art}
          src={artSrc}
          alt={translate({
            id: 'landing.hero.imageAlt',
            message: 'A chat window where an AI agent answers a customer question',
          })}
          width={480}
          height={360}
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
