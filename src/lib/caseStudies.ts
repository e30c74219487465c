/**
 * Filtering behind the case-studies tabs ('All Industries' plus one tab per industry). Generic over
 * the story's shape so src/lib never imports src/data (which imports src/lib).
 */
import type {IndustryId} from '../config/ids';

/** The 'All Industries' tab. */
export const allIndustries = 'all';
export type CaseStudyFilter = IndustryId | typeof allIndustries;

export function filterCaseStudies<S extends {industry: IndustryId}>(
  studies: readonly S[],
  filter: CaseStudyFilter,
): readonly S[] {
  return filter === allIndustries ? studies : studies.filter((study) => study.industry === filter);
}

/** One story per plan, in plan order (the pricing page's "Case Studies" comparison tab). */
export function oneStoryPerPlan<P extends string, S extends {plan: P}>(
  studies: readonly S[],
  planOrder: readonly P[],
): S[] {
  return planOrder.flatMap((plan) => {
    const story = studies.find((study) => study.plan === plan);
    return story ? [story] : [];
  });
}
