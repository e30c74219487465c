import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CaseStudyCard from '@site/src/components/CaseStudies/CaseStudyCard';
import {caseStudies} from '@site/src/data/caseStudies';
import {planFeatures, planIds, planIncludes, planList, type Plan} from '@site/src/data/plans';
import {oneStoryPerPlan} from '@site/src/lib/caseStudies';
import Section from '@site/src/components/sections/Section';
import {formatCount, formatPrice, perMonth, perSeatMonth} from '../format';
import styles from './styles.module.css';

function Included({included}: {included: boolean}) {
  return included ? (
    <>
      <svg className={styles.yes} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M7.6 14.2 3.9 10.5l1.4-1.4 2.3 2.3 6.9-6.9 1.4 1.4z" fill="currentColor" />
      </svg>
      <span className="sr-only">
        <Translate id="pricing.compare.included">Included</Translate>
      </span>
    </>
  ) : (
    <>
      <span className={styles.no} aria-hidden="true">
        –
      </span>
      <span className="sr-only">
        <Translate id="pricing.compare.notIncluded">Not included</Translate>
      </span>
    </>
  );
}

type Row = {id: string; label: string; cell: (plan: Plan) => ReactNode};

function useRows(): Row[] {
  const custom = translate({id: 'pricing.compare.custom', message: 'Custom'});
  const byQuote = translate({id: 'pricing.compare.byQuote', message: 'By quote'});
  const limits: Row[] = [
    {
      id: 'price',
      label: translate({id: 'pricing.compare.row.price', message: 'Price (annual commitment)'}),
      cell: (plan) => (plan.price === null ? byQuote : perMonth(plan.price)),
    },
    {
      id: 'annual',
      label: translate({id: 'pricing.compare.row.annual', message: 'Billed annually'}),
      cell: (plan) => (plan.price === null ? byQuote : formatPrice(plan.price * 12)),
    },
    {
      id: 'seats',
      label: translate({id: 'pricing.compare.row.seats', message: 'Additional seats'}),
      cell: (plan) => (plan.seatPrice === null ? byQuote : perSeatMonth(plan.seatPrice)),
    },
    {
      id: 'users',
      label: translate({id: 'pricing.compare.row.users', message: 'Users included'}),
      cell: (plan) => (plan.includedUsers === null ? custom : formatCount(plan.includedUsers)),
    },
    {
      id: 'storage',
      label: translate({id: 'pricing.compare.row.storage', message: 'Knowledge storage'}),
      cell: (plan) =>
        plan.knowledgeStorageTb === null
          ? custom
          : `${formatCount(plan.knowledgeStorageTb)} TB`,
    },
    {
      id: 'interactions',
      label: translate({id: 'pricing.compare.row.interactions', message: 'AI interactions per day'}),
      cell: (plan) =>
        plan.interactionsPerDay === null
          ? custom
          : translate({id: 'pricing.compare.upTo', message: 'Up to {count}'}, {count: formatCount(plan.interactionsPerDay)}),
    },
  ];
  const features: Row[] = planFeatures.map((feature) => ({
    id: feature.id,
    label: feature.label,
    cell: (plan) => <Included included={planIncludes(plan.id, feature.from)} />,
  }));
  return [...limits, ...features];
}

function FeatureTable() {
  const rows = useRows();
  const caption = translate({id: 'pricing.compare.tableCaption', message: 'Plan features compared'});
  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="pricing.compare.feature">Feature</Translate>
            </th>
            {planList.map((plan) => (
              <th key={plan.id} scope="col">
                {plan.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              {planList.map((plan) => (
                <td key={plan.id}>{row.cell(plan)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StoriesByPlan() {
  const stories = oneStoryPerPlan(caseStudies, planIds);
  return (
    <>
      <ul className={styles.stories}>
        {stories.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} compact />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link to="/case-studies">
          <Translate id="pricing.compare.allStories">See all case studies</Translate>
        </Link>
      </p>
    </>
  );
}

/** SPEC §2: the compare section with tabs Case Studies and Features. */
export default function Compare(): React.JSX.Element {
  return (
    <Section
      id="compare"
      tinted
      title={translate({id: 'pricing.compare.title', message: 'Compare Plans'})}
      intro={translate({
        id: 'pricing.compare.intro',
        message: 'See which plan businesses like yours chose, or compare every feature side by side.',
      })}>
      <Tabs queryString="compare" defaultValue="case-studies" className={styles.tabs}>
        <TabItem value="case-studies" label={translate({id: 'pricing.compare.tab.caseStudies', message: 'Case Studies'})}>
          <StoriesByPlan />
        </TabItem>
        <TabItem value="features" label={translate({id: 'pricing.compare.tab.features', message: 'Features'})}>
          <FeatureTable />
        </TabItem>
      </Tabs>
    </Section>
  );
}
