import {partnerFaqs} from '@site/src/data/partnerFaqs';
import {
  benefitsPerProgram,
  partnerBenefits,
  partnerFigures,
  partnerPrograms,
  partnerTypes,
} from '@site/src/data/partnerPrograms';
import {partnerStories} from '@site/src/data/partnerStories';
import {limits} from '@site/src/config/site';
import {formatFigure} from '@site/src/lib/figures';
import {iconNames} from '@site/src/components/Icon';

describe('partner programs (src/data/partnerPrograms.ts)', () => {
  it('has one card per partner type of the form, in the form order', () => {
    expect(partnerPrograms.map((program) => program.id)).toEqual([...partnerTypes]);
  });

  it.each(partnerPrograms.map((program) => [program.id, program] as const))(
    'program "%s" has every text filled in and a known icon',
    (id, program) => {
      for (const key of ['name', 'shortName', 'description', 'idealFor', 'highlight'] as const) {
        expect({program: id, field: key, filled: program[key].trim().length > 0}).toEqual({
          program: id,
          field: key,
          filled: true,
        });
      }
      expect(iconNames).toContain(program.icon);
    },
  );

  it.each([...partnerTypes])('program "%s" lists six different benefits (SPEC §2)', (type) => {
    const benefits = partnerBenefits[type];
    expect(benefits).toHaveLength(benefitsPerProgram);
    expect(benefitsPerProgram).toBe(6);
    expect(new Set(benefits).size).toBe(benefits.length);
    for (const benefit of benefits) expect(benefit.trim()).not.toBe('');
  });

  it('quotes the SPEC §9 commissions on the referral and affiliate cards', () => {
    const byId = Object.fromEntries(partnerPrograms.map((program) => [program.id, program]));
    expect(byId.referral?.highlight).toContain('10-20%');
    expect(byId.affiliate?.highlight).toContain('15-30%');
  });
});

describe('partner figures', () => {
  it('are the SPEC §9 values', () => {
    // Stored as numbers, written by Intl; in English as SPEC quotes them.
    const english = Object.fromEntries(Object.entries(partnerFigures).map(([name, figure]) => [name, formatFigure(figure)]));
    expect(english).toEqual({
      reviewBusinessDays: '2',
      onboardingWeeks: '1-2',
      referralCommission: '10-20%',
      affiliateCommission: '15-30%',
    });
  });
});

describe('partner FAQ (src/data/partnerFaqs.ts)', () => {
  const answers = partnerFaqs.map((item) => item.answer).join('\n');

  it('has six questions with unique ids and filled-in answers', () => {
    expect(partnerFaqs).toHaveLength(6);
    expect(new Set(partnerFaqs.map((item) => item.id)).size).toBe(6);
    for (const item of partnerFaqs) {
      expect(item.id).toMatch(/^[a-z0-9-]+$/);
      expect(item.question.trim()).toMatch(/\?$/);
      expect(item.answer.trim().length).toBeGreaterThan(40);
    }
  });

  it.each([
    ['review response within 2 business days', /within 2 business days/],
    ['onboarding 1-2 weeks', /onboarding[^.]*1-2 weeks/i],
    ['no upfront cost for referral and affiliate', /referral and affiliate programs have no upfront cost/],
    ['fees for technology and reseller', /technology and reseller programs may include certification or training fees/],
    ['referral commission 10-20% of first-year contract value', /10-20% of the first-year contract value/],
    ['affiliate 15-30% on initial sales with renewals', /15-30% on initial sales[^.]*renewal commissions/],
    ['several programs at once', /may join multiple programs/],
  ])('states "%s" (SPEC §2)', (_, pattern) => {
    expect(answers).toMatch(pattern);
  });
});

describe('partner success stories (src/data/partnerStories.ts)', () => {
  it('has three fixed testimonials', () => {
    expect(partnerStories).toHaveLength(3);
    expect(new Set(partnerStories.map((story) => story.id)).size).toBe(3);
  });

  it.each(partnerStories.map((story) => [story.id, story] as const))(
    'story "%s" is complete and its initials and program match',
    (_, story) => {
      const initials = story.name
        .split(/\s+/)
        .map((part) => part[0])
        .join('');
      expect(story.initials).toBe(initials);
      expect([...partnerTypes]).toContain(story.program);
      expect(Number.isInteger(story.rating)).toBe(true);
      expect(story.rating).toBeGreaterThanOrEqual(1);
      expect(story.rating).toBeLessThanOrEqual(limits.ratingScale);
      for (const text of [story.role, story.company, story.testimonial]) expect(text.trim()).not.toBe('');
    },
  );
});
