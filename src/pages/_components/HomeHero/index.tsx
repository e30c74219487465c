import React, {type MouseEvent} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {scrollToSignup, signupSectionId} from '@site/src/components/Landing/SignupButton';
import {ROI_SECTION_ID, roiHeadingId} from '@site/src/components/RoiCalculator';
import Hero from '@site/src/components/sections/Hero';
import styles from './styles.module.css';

/**
 * Scrolls to the calculator (instantly when the user prefers reduced motion) and moves focus to
 * its heading, so keyboard and screen-reader users continue from there.
 */
function goToRoiCalculator(event: MouseEvent<HTMLAnchorElement>) {
  const section = document.getElementById(ROI_SECTION_ID);
  if (!section) return; // let the plain anchor do its job
  event.preventDefault();
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({behavior: reduceMotion ? 'auto' : 'smooth', block: 'start'});
  document.getElementById(roiHeadingId(ROI_SECTION_ID))?.focus({preventScroll: true});
}

/** SPEC §2 home hero: its buttons scroll to this page's signup form and calculator. */
export default function HomeHero(): React.JSX.Element {
  return (
    <Hero
      tone="tinted"
      title={<Translate id="home.hero.title">Make Your Business Smarter with AI</Translate>}
      lead={
        <Translate id="home.hero.lead">
          AI agents that answer your customers from your own knowledge base, 24/7 and in over
          100 languages, and bring in your team whenever a human touch is needed.
        </Translate>
      }
      illustration={{
        src: '/img/home/hero.svg',
        alt: translate({
          id: 'home.hero.illustrationAlt',
          message:
            'A chat window in which an AI agent answers a customer, cites the knowledge base and offers to connect a human colleague.',
        }),
        width: 560,
        height: 440,
      }}
      controls={
        <>
          <Link
            className="button button--primary button--lg"
            to={`#${signupSectionId}`}
            onClick={(event) => {
              // SPEC §1: scrolls to the page's own signup area (a plain anchor without script).
              event.preventDefault();
              scrollToSignup();
            }}>
            <Translate id="home.hero.getStarted">Get Started Free</Translate>
          </Link>
          <Link className="button button--secondary button--lg" to={`#${ROI_SECTION_ID}`} onClick={goToRoiCalculator}>
            <Translate id="home.hero.calculateRoi">Calculate ROI</Translate>
          </Link>
          <Link className={clsx('button button--lg', styles.textButton)} to="/solutions">
            <Translate id="home.hero.exploreSolutions">Explore Solutions</Translate>
          </Link>
        </>
      }
    />
  );
}
