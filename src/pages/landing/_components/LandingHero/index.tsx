import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {figureData} from '@site/src/config/site';
import {localFigure} from '@site/src/data/siteFigures';
import SignupButton from '@site/src/components/Landing/SignupButton';
import Hero from '@site/src/components/sections/Hero';
import styles from './styles.module.css';

/** SPEC §1 landing hero: the badge, the claim, a button to the signup form, three selling points. */
export default function LandingHero(): React.JSX.Element {
  return (
    <Hero
      tone="brand"
      eyebrowStyle="badge"
      eyebrow={<Translate id="landing.hero.badge">AI-Powered Business Solutions</Translate>}
      title={<Translate id="landing.hero.title">Transform Your Business with AI Agents</Translate>}
      lead={
        <Translate id="landing.hero.subtitle">
          It's like having thousands of your best employees on staff 24/7.
        </Translate>
      }
      illustration={{
        src: '/img/landing/hero-agents.svg',
        alt: translate({
          id: 'landing.hero.imageAlt',
          message: 'A chat window where an AI agent answers a customer question',
        }),
        width: 480,
        height: 360,
      }}
      controls={
        <SignupButton onBrand>
          <Translate id="landing.hero.cta">Start Your Free Trial</Translate>
        </SignupButton>
      }
      footer={
        <ul className={styles.points}>
          <li>
            <Translate id="landing.hero.point.knowledge">Answers from your own knowledge base</Translate>
          </li>
          <li>
            <Translate id="landing.hero.point.languages" values={{count: localFigure(figureData.languages)}}>
              {'Over {count} languages'}
            </Translate>
          </li>
          <li>
            <Translate id="landing.hero.point.handoff">Hands off to a person when needed</Translate>
          </li>
        </ul>
      }
    />
  );
}
