import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {featuresAddedBy, planList, plans, previousPlan, type Plan} from '@site/src/data/plans';
import ExternalLink from '../ExternalLink';
import Section from '@site/src/components/sections/Section';
import {formatCount, formatPrice, perSeatMonth} from '../format';
import styles from './styles.module.css';

export type Props = {
  plans?: readonly Plan[];
};

function CheckIcon() {
  return (
    <svg className={styles.check} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M7.6 14.2 3.9 10.5l1.4-1.4 2.3 2.3 6.9-6.9 1.4 1.4z" fill="currentColor" />
    </svg>
  );
}

/** The limits a card lists first: users, storage and daily interactions (SPEC §9). */
function useLimitLines(plan: Plan): string[] {
  const lines: string[] = [];
  if (plan.includedUsers !== null) {
    lines.push(
      translate(
        {id: 'pricing.plan.limit.users', message: '{count} user included', description: 'e.g. "1 user included"'},
        {count: formatCount(plan.includedUsers)},
      ),
    );
  }
  if (plan.knowledgeStorageTb !== null) {
    lines.push(
      translate(
        {id: 'pricing.plan.limit.storage', message: '{size} TB knowledge storage'},
        {size: formatCount(plan.knowledgeStorageTb)},
      ),
    );
  }
  lines.push(
    plan.interactionsPerDay === null
      ? translate({id: 'pricing.plan.limit.customInteractions', message: 'Custom interaction limits'})
      : translate(
          {id: 'pricing.plan.limit.interactions', message: 'Up to {count} AI interactions per day'},
          {count: formatCount(plan.interactionsPerDay)},
        ),
  );
  if (plan.includedUsers === null) {
    lines.push(translate({id: 'pricing.plan.limit.customSeats', message: 'Seats and storage sized to your organization'}));
  }
  return lines;
}

function PlanCard({plan}: {plan: Plan}) {
  const limits = useLimitLines(plan);
  const basis = previousPlan(plan.id);
  return (
    // The plan's anchor (/pricing#business): the agent's answers about a plan point at its card.
    <li id={plan.id} className={clsx(styles.card, plan.popular && styles.popular)}>
      {plan.popular && (
        <p className={styles.badge} aria-hidden="true">
          <Translate id="pricing.plan.mostPopular">Most Popular</Translate>
        </p>
      )}
      <h3 className={styles.title}>
        {plan.title}
        {plan.popular && (
          <span className="sr-only">
            {' '}
            <Translate id="pricing.plan.mostPopularSr">(most popular plan)</Translate>
          </span>
        )}
      </h3>
      <p className={styles.description}>{plan.description}</p>
      <div className={styles.pricing}>
        {plan.price === null ? (
          <p className={styles.price}>
            <span className={styles.amount}>
              <Translate id="pricing.plan.byQuote">Custom</Translate>
            </span>
          </p>
        ) : (
          <p className={styles.price}>
            <span className={styles.amount}>{formatPrice(plan.price)}</span>
            <span className={styles.period}>
              <Translate id="pricing.plan.perMonth">/month</Translate>
            </span>
          </p>
        )}
        <p className={styles.subtext}>{plan.priceSubtext}</p>
        {plan.seatPrice !== null && (
          <p className={styles.seat}>
            <Translate id="pricing.plan.seatPrice" values={{price: perSeatMonth(plan.seatPrice)}}>
              {'plus {price}'}
            </Translate>
          </p>
        )}
      </div>
      <ExternalLink
        href={plan.ctaLink}
        className={clsx('button button--lg button--block button--primary', !plan.popular && clsx('button--outline', styles.outline))}
        srContext={translate({id: 'pricing.plan.ctaContext', message: '({plan} plan)'}, {plan: plan.title})}>
        {plan.ctaText}
      </ExternalLink>
      <ul className={styles.limits}>
        {limits.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {basis && (
        <p className={styles.basis}>
          <Translate id="pricing.plan.everythingIn" values={{plan: plans[basis].title}}>
            {'Everything in {plan}, plus:'}
          </Translate>
        </p>
      )}
      <ul className={styles.features}>
        {featuresAddedBy(plan.id).map((feature) => (
          <li key={feature.id}>
            <CheckIcon />
            <span>{feature.label}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** SPEC §2/§9: the three plans; Pro and Business buy through checkout, Enterprise by quote. */
export default function PlanCards({plans: shown = planList}: Props): React.JSX.Element {
  return (
    <Section
      id="plans"
      title={translate({id: 'pricing.plans.title', message: 'Choose Your Plan'})}
      intro={translate({
        id: 'pricing.plans.intro',
        message: 'Every plan includes an AI agent trained on your own knowledge, working 24/7.',
      })}>
      <ul className={styles.grid}>
        {shown.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </ul>
      <p className={styles.note}>
        <Translate id="pricing.plans.note">
          All plans require an annual commitment. Prices are in US dollars.
        </Translate>{' '}
        <Link to="#frequently-asked-questions">
          <Translate id="pricing.plans.billingFaq">How billing works</Translate>
        </Link>
      </p>
    </Section>
  );
}
