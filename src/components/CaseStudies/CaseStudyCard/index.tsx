import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {industryPath} from '@site/src/config/ids';
import type {CaseStudy} from '@site/src/data/caseStudies';
import {industries} from '@site/src/data/industries';
import {plans} from '@site/src/data/plans';
import styles from './styles.module.css';

export type Props = {
  study: CaseStudy;
  /** Heading level of the company name in its context. */
  headingLevel?: 'h3' | 'h4';
  /** Challenge and results only (the pricing page's comparison tab). */
  compact?: boolean;
  className?: string;
};

/** SPEC §3 "Case study card": company, industry, challenge, solution, results, plan. */
export default function CaseStudyCard({study, headingLevel: Title = 'h3', compact, className}: Props): React.JSX.Element {
  const industry = industries[study.industry];
  return (
    <article className={clsx(styles.card, className)} data-industry={study.industry}>
      <div className={styles.tags}>
        <span className={styles.industry}>{industry.label}</span>
        <span className={styles.plan}>
          <Translate id="caseStudies.card.plan" values={{plan: plans[study.plan].title}}>
            {'{plan} plan'}
          </Translate>
        </span>
      </div>
      <Title className={styles.company}>{study.company}</Title>
      <dl className={styles.story}>
        <dt>
          <Translate id="caseStudies.card.challenge">Challenge</Translate>
        </dt>
        <dd>{study.challenge}</dd>
        {!compact && (
          <>
            <dt>
              <Translate id="caseStudies.card.solution">Solution</Translate>
            </dt>
            <dd>{study.solution}</dd>
          </>
        )}
        <dt>
          <Translate id="caseStudies.card.results">Results</Translate>
        </dt>
        <dd>
          <ul className={styles.results}>
            {study.results.map((result) => (
              <li key={result}>{result}</li>
            ))}
          </ul>
        </dd>
      </dl>
      {/* The spec's 'Read more' links went nowhere; ours lead to the industry's own page. */}
      <Link className={styles.more} to={industryPath(industry.id)}>
        <Translate id="caseStudies.card.readMore" values={{industry: industry.label}}>
          {'AI agents for {industry}'}
        </Translate>
        <span aria-hidden="true"> →</span>
      </Link>
    </article>
  );
}
