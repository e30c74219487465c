import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {figures} from '@site/src/config/site';
import styles from './styles.module.css';

type Benefit = {
  key: string;
  icon: ReactNode;
  title: ReactNode;
  highlight?: string;
  description: ReactNode;
};

const iconProps = {
  width: 28,
  height: 28,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

const benefits: Benefit[] = [
  {
    key: 'faster',
    icon: (
      <svg {...iconProps}>
        <path d="M13 2 3 14h9l-1 8 10-12h-9l1-8z" />
      </svg>
    ),
    title: <Translate id="landing.benefits.faster.title">Work Faster</Translate>,
    description: (
      <Translate id="landing.benefits.faster.description">
        AI agents answer questions, book appointments and handle routine tasks in seconds, so
        your team can focus on the work that needs a person.
      </Translate>
    ),
  },
  {
    key: 'money',
    icon: (
      <svg {...iconProps}>
        <path d="M12 2v20M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />
      </svg>
    ),
    title: <Translate id="landing.benefits.money.title">Save Money</Translate>,
    highlight: figures.costSaving,
    description: (
      <Translate id="landing.benefits.money.description" values={{percent: figures.costSaving}}>
        {
          'Cut your costs by {percent}: AI agents take on the repetitive work instead of extra hires for every busy season.'
        }
      </Translate>
    ),
  },
  {
    key: 'customers',
    icon: (
      <svg {...iconProps}>
        <circle cx="12" cy="12" r="10" />
        <path d="M8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01" />
      </svg>
    ),
    title: <Translate id="landing.benefits.customers.title">Happy Customers</Translate>,
    description: (
      <Translate
        id="landing.benefits.customers.description"
        values={{count: figures.languages}}>
        {
          'Customers get accurate answers from your own knowledge base, day or night, in over {count} languages, and reach a person whenever they need one.'
        }
      </Translate>
    ),
  },
];

/** SPEC §1 benefit blocks: Work Faster, Save Money (30% cost saving), Happy Customers. */
export default function Benefits(): React.JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="landing-benefits-title">
      <div className="container">
        <h2 id="landing-benefits-title" className={styles.title}>
          <Translate id="landing.benefits.title">Why Businesses Choose AI Agents</Translate>
        </h2>
        <p className={styles.intro}>
          <Translate id="landing.benefits.intro">
            A team of AI agents trained on your business, working every hour of every day.
          </Translate>
        </p>
        <ul className={styles.grid}>
          {benefits.map((benefit) => (
            <li key={benefit.key} className={styles.card}>
              <span className={styles.icon}>{benefit.icon}</span>
              <Heading as="h3" className={styles.cardTitle}>
                {benefit.title}
              </Heading>
              {benefit.highlight && (
                <p className={styles.highlight} aria-hidden="true">
                  {benefit.highlight}
                </p>
              )}
              <p className={styles.description}>{benefit.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
