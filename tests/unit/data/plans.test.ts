import {externalLinks} from '@site/src/config/site';
import {
  featuresAddedBy,
  planFeatures,
  planIds,
  planIncludes,
  planList,
  plans,
  previousPlan,
  type Plan,
} from '@site/src/data/plans';
import {annualTotal, formatUsd} from '@site/src/lib/pricing';

/** SPEC §9 "Pricing", word for word. */
const spec = {
  pro: {price: 299, annual: '$3,588', seatPrice: 49, interactionsPerDay: 1000, link: externalLinks.checkoutPro},
  business: {price: 449, annual: '$5,388', seatPrice: 69, interactionsPerDay: 5000, link: externalLinks.checkoutBusiness},
  enterprise: {price: null, annual: null, seatPrice: null, interactionsPerDay: null, link: externalLinks.demoScheduler},
} as const;

function problemsOf(plan: Plan): string[] {
  const problems: string[] = [];
  const where = `plans.${plan.id}`;
  const expected = spec[plan.id];
  if (plan.price !== expected.price) {
    problems.push(`${where}.price is ${plan.price}; SPEC §9 says ${expected.price ?? 'null (by quote)'}.`);
  }
  if (expected.annual && !plan.priceSubtext.includes(expected.annual)) {
    problems.push(`${where}.priceSubtext "${plan.priceSubtext}" must state ${expected.annual} billed annually.`);
  }
  if (plan.price !== null && formatUsd(annualTotal(plan.price)) !== expected.annual) {
    problems.push(`${where}: 12 x ${plan.price} does not give SPEC's annual total ${expected.annual}.`);
  }
  if (plan.seatPrice !== expected.seatPrice) {
    problems.push(`${where}.seatPrice is ${plan.seatPrice}; SPEC §9 says ${expected.seatPrice ?? 'null (by quote)'}.`);
  }
  if (plan.interactionsPerDay !== expected.interactionsPerDay) {
    problems.push(
      `${where}.interactionsPerDay is ${plan.interactionsPerDay}; SPEC §9 says ${expected.interactionsPerDay ?? 'null (custom)'}.`,
    );
  }
  if (plan.ctaLink !== expected.link) {
    problems.push(`${where}.ctaLink must be ${expected.link} (from src/config/site.ts), not ${plan.ctaLink}.`);
  }
  if (!/^https:\/\//.test(plan.ctaLink)) {
    problems.push(`${where}.ctaLink must be an absolute https URL.`);
  }
  if (plan.popular !== (plan.id === 'business')) {
    problems.push(`${where}.popular: SPEC §9 marks only Business as most popular.`);
  }
  for (const key of ['title', 'description', 'ctaText', 'priceSubtext'] as const) {
    if (plan[key].trim() === '') problems.push(`${where}.${key} is empty.`);
  }
  return problems;
}

describe('plans', () => {
  it('has Pro, Business and Enterprise in that order, keyed by their ids', () => {
    expect(planList.map((plan) => plan.id)).toEqual(['pro', 'business', 'enterprise']);
    for (const id of planIds) expect(plans[id].id).toBe(id);
  });

  it.each(planList.map((plan) => [plan.id, plan] as const))('%s matches SPEC §9', (_id, plan) => {
    expect(problemsOf(plan)).toEqual([]);
  });

  it('includes one user and 5 TB of knowledge storage in Pro (SPEC §9)', () => {
    expect(plans.pro.includedUsers).toBe(1);
    expect(plans.pro.knowledgeStorageTb).toBe(5);
  });

  it('sends only Enterprise to the demo scheduler, and it is the only plan by quote', () => {
    const byQuote = planList.filter((plan) => plan.price === null).map((plan) => plan.id);
    expect(byQuote).toEqual(['enterprise']);
    expect(plans.enterprise.ctaLink).toBe(externalLinks.demoScheduler);
  });
});

describe('plan features', () => {
  it('has unique ids and non-empty labels', () => {
    const problems = planFeatures.flatMap((feature) => {
      const found: string[] = [];
      if (feature.label.trim() === '') found.push(`planFeatures "${feature.id}" has an empty label.`);
      if (planFeatures.filter((other) => other.id === feature.id).length > 1) {
        found.push(`planFeatures "${feature.id}" appears more than once.`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('lists the additions of SPEC §9 for Business and Enterprise', () => {
    expect(featuresAddedBy('business').map((feature) => feature.id)).toEqual([
      'crmLeads',
      'listViews',
      'workflows',
      'invoicing',
      'massMessaging',
      'connectors',
    ]);
    expect(featuresAddedBy('enterprise').map((feature) => feature.id)).toEqual([
      'deployAnywhere',
      'customCoach',
      'personalities',
      'internalExternalAgents',
      'apiKeys',
      'customApps',
      'enterpriseWide',
    ]);
  });

  it('gives each plan everything of the plans before it', () => {
    expect(planIncludes('enterprise', 'pro')).toBe(true);
    expect(planIncludes('business', 'pro')).toBe(true);
    expect(planIncludes('pro', 'business')).toBe(false);
    expect(planIncludes('business', 'enterprise')).toBe(false);
    expect(previousPlan('pro')).toBeUndefined();
    expect(previousPlan('business')).toBe('pro');
    expect(previousPlan('enterprise')).toBe('business');
  });
});
