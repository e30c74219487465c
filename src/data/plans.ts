/**
 * SPEC §3 "Plan" and §9 "Pricing", word for word: Pro $299/month ($3,588 billed annually) plus
 * $49 per seat/month with one user and 5 TB knowledge storage included; Business $449/month
 * ($5,388 annually) plus $69 per seat/month, most popular; Enterprise by quote. Every plan
 * needs an annual commitment. (The spec's "49, 99 and 249 per month" are sample data, not prices.)
 *
 * Numbers stay numbers so tests and the comparison table can check them; visible words go
 * through translate() so each locale's build inlines its own text.
 */
import {translate} from '@docusaurus/Translate';
import {externalLinks} from '@site/src/config/site';
import {annualTotal, formatUsd} from '@site/src/lib/pricing';
import {numberLocale} from './numberLocale';

/** Cheapest first: each plan includes everything of the one before it. */
export const planIds = ['pro', 'business', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

export type Plan = {
  id: PlanId;
  title: string;
  /** US dollars per month on the annual commitment; null: priced by quote. */
  price: number | null;
  /** The line under the price ("$3,588 billed annually", "Priced for your organization"). */
  priceSubtext: string;
  /** US dollars per extra seat per month; null: part of the quote. */
  seatPrice: number | null;
  /** Users in the base price; null: agreed in the quote. */
  includedUsers: number | null;
  /** Knowledge storage in terabytes; null: agreed in the quote. */
  knowledgeStorageTb: number | null;
  /** AI interactions per day; null: a custom limit. */
  interactionsPerDay: number | null;
  description: string;
  /** Label of the button. */
  ctaText: string;
  /** Checkout (Pro, Business) or the demo scheduler (Enterprise); external, opens in a new tab. */
  ctaLink: string;
  popular: boolean;
};

/** Annual-billing line for a monthly price. */
function billedAnnually(monthlyPrice: number): string {
  return translate(
    {
      id: 'pricing.plan.billedAnnually',
      message: '{amount} billed annually',
      description: 'Line under a plan price, e.g. "$3,588 billed annually"',
    },
    {amount: formatUsd(annualTotal(monthlyPrice), numberLocale)},
  );
}

const getStarted = translate({id: 'pricing.plan.cta.getStarted', message: 'Get Started'});

// Plan names are product names: the same in every language, so not sent to translators.
export const plans: Record<PlanId, Plan> = {
  pro: {
    id: 'pro',
    title: 'Pro',
    price: 299,
    priceSubtext: billedAnnually(299),
    seatPrice: 49,
    includedUsers: 1,
    knowledgeStorageTb: 5,
    interactionsPerDay: 1000,
    description: translate({
      id: 'pricing.plan.pro.description',
      message: 'For small teams putting their first AI agent to work on their website.',
    }),
    ctaText: getStarted,
    ctaLink: externalLinks.checkoutPro,
    popular: false,
  },
  business: {
    id: 'business',
    title: 'Business',
    price: 449,
    priceSubtext: billedAnnually(449),
    seatPrice: 69,
    includedUsers: 1,
    knowledgeStorageTb: 5,
    interactionsPerDay: 5000,
    description: translate({
      id: 'pricing.plan.business.description',
      message: 'For growing teams that want their AI agent to win leads and run everyday operations.',
    }),
    ctaText: getStarted,
    ctaLink: externalLinks.checkoutBusiness,
    popular: true,
  },
  enterprise: {
    id: 'enterprise',
    title: 'Enterprise',
    price: null,
    priceSubtext: translate({
      id: 'pricing.plan.enterprise.priceSubtext',
      message: 'Priced for your organization',
    }),
    seatPrice: null,
    includedUsers: null,
    knowledgeStorageTb: null,
    interactionsPerDay: null,
    description: translate({
      id: 'pricing.plan.enterprise.description',
      message: 'For organizations rolling out AI agents across every team, channel and system.',
    }),
    ctaText: translate({id: 'pricing.plan.cta.contactSales', message: 'Contact Sales'}),
    ctaLink: externalLinks.demoScheduler,
    popular: false,
  },
};

/** Plans in card order. */
export const planList: readonly Plan[] = planIds.map((id) => plans[id]);

export type PlanFeatureId =
  | 'knowledgeAgent'
  | 'websiteWidget'
  | 'languages'
  | 'handoff'
  | 'crmLeads'
  | 'listViews'
  | 'workflows'
  | 'invoicing'
  | 'massMessaging'
  | 'connectors'
  | 'deployAnywhere'
  | 'customCoach'
  | 'personalities'
  | 'internalExternalAgents'
  | 'apiKeys'
  | 'customApps'
  | 'enterpriseWide';

export type PlanFeature = {
  id: PlanFeatureId;
  label: string;
  /** The cheapest plan that has it; every plan after it has it too. */
  from: PlanId;
};

/**
 * SPEC §9: what each plan adds. Business adds CRM lead creation, list views, workflows,
 * invoicing, mass email/SMS, connectors; Enterprise adds deploy anywhere, custom coach,
 * personalities, internal and external agents, API keys, custom apps, enterprise-wide.
 */
export const planFeatures: readonly PlanFeature[] = [
  {
    id: 'knowledgeAgent',
    from: 'pro',
    label: translate({id: 'pricing.feature.knowledgeAgent', message: 'AI agent that answers from your knowledge base'}),
  },
  {
    id: 'websiteWidget',
    from: 'pro',
    label: translate({id: 'pricing.feature.websiteWidget', message: 'Website chat widget, available 24/7'}),
  },
  {
    id: 'languages',
    from: 'pro',
    label: translate({id: 'pricing.feature.languages', message: 'Answers in over 100 languages'}),
  },
  {
    id: 'handoff',
    from: 'pro',
    label: translate({id: 'pricing.feature.handoff', message: 'Handoff to your team when a person is needed'}),
  },
  {id: 'crmLeads', from: 'business', label: translate({id: 'pricing.feature.crmLeads', message: 'CRM lead creation'})},
  {id: 'listViews', from: 'business', label: translate({id: 'pricing.feature.listViews', message: 'List views'})},
  {id: 'workflows', from: 'business', label: translate({id: 'pricing.feature.workflows', message: 'Workflows'})},
  {id: 'invoicing', from: 'business', label: translate({id: 'pricing.feature.invoicing', message: 'Invoicing'})},
  {
    id: 'massMessaging',
    from: 'business',
    label: translate({id: 'pricing.feature.massMessaging', message: 'Mass email and SMS'}),
  },
  {id: 'connectors', from: 'business', label: translate({id: 'pricing.feature.connectors', message: 'Connectors'})},
  {
    id: 'deployAnywhere',
    from: 'enterprise',
    label: translate({id: 'pricing.feature.deployAnywhere', message: 'Deploy anywhere'}),
  },
  {id: 'customCoach', from: 'enterprise', label: translate({id: 'pricing.feature.customCoach', message: 'Custom coach'})},
  {
    id: 'personalities',
    from: 'enterprise',
    label: translate({id: 'pricing.feature.personalities', message: 'Agent personalities'}),
  },
  {
    id: 'internalExternalAgents',
    from: 'enterprise',
    label: translate({id: 'pricing.feature.internalExternalAgents', message: 'Internal and external agents'}),
  },
  {id: 'apiKeys', from: 'enterprise', label: translate({id: 'pricing.feature.apiKeys', message: 'API keys'})},
  {id: 'customApps', from: 'enterprise', label: translate({id: 'pricing.feature.customApps', message: 'Custom apps'})},
  {
    id: 'enterpriseWide',
    from: 'enterprise',
    label: translate({id: 'pricing.feature.enterpriseWide', message: 'Enterprise-wide rollout'}),
  },
];

/** True when `plan` has a feature introduced by `from` (plans include everything below them). */
export function planIncludes(plan: PlanId, from: PlanId): boolean {
  return planIds.indexOf(plan) >= planIds.indexOf(from);
}

/** The features a plan adds to the plan before it (what its card lists). */
export function featuresAddedBy(plan: PlanId): readonly PlanFeature[] {
  return planFeatures.filter((feature) => feature.from === plan);
}

/** The plan a card says it builds on ("Everything in Pro, plus:"), if any. */
export function previousPlan(plan: PlanId): PlanId | undefined {
  return planIds[planIds.indexOf(plan) - 1];
}
