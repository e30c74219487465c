import {addOns} from '@site/src/data/addOns';
import {plans} from '@site/src/data/plans';
import {pricingFaqs, type PricingFaq} from '@site/src/data/pricingFaqs';
import {formatUsd} from '@site/src/lib/pricing';

function problemsOf(item: PricingFaq): string[] {
  const where = `pricingFaqs entry "${item.id}"`;
  const problems: string[] = [];
  if (!item.question.trim().endsWith('?')) problems.push(`${where}: the question should end with "?".`);
  if (item.answer.trim().length < 60) problems.push(`${where}: the answer is missing or too short to help.`);
  if (pricingFaqs.filter((other) => other.id === item.id).length > 1) problems.push(`${where}: the id is used twice.`);
  return problems;
}

const allAnswers = pricingFaqs.map((item) => item.answer).join('\n');

describe('pricingFaqs', () => {
  it.each(pricingFaqs.map((item) => [item.id, item] as const))('%s is complete', (_id, item) => {
    expect(problemsOf(item)).toEqual([]);
  });

  // The FAQ is where the billing rules of SPEC §9 are stated; each must be there.
  it.each([
    ['the annual commitment', /annual commitment/i],
    ['immediate, prorated upgrades', /upgrades take effect immediately.*prorated/i],
    ['downgrades at the next billing cycle', /downgrades take effect at the start of your next billing cycle/i],
    ['Enterprise by quote', /Enterprise is priced by quote/i],
    ['the Pro interaction limit', /1,000 interactions per day/],
    ['the Business interaction limit', /5,000 per day/],
    ['the custom Enterprise limits', /Enterprise limits are custom/],
  ])('states %s', (_rule, pattern) => {
    expect(allAnswers).toMatch(pattern);
  });

  it('quotes the same prices as the plans and add-ons data', () => {
    const missing = [
      `${formatUsd(plans.pro.price!)}/month`,
      `${formatUsd(plans.business.price!)}/month`,
      `${formatUsd(plans.pro.seatPrice!)} per seat/month`,
      `${formatUsd(plans.business.seatPrice!)} per seat/month`,
      '$3,588',
      '$5,388',
      ...addOns.map(
        (addOn) => `${addOn.name} ${formatUsd(addOn.price)}${addOn.unit === 'seatMonth' ? ' per seat/month' : '/month'}`,
      ),
    ].filter((text) => !allAnswers.includes(text));
    expect(missing).toEqual([]);
  });
});
