/** Filtering behind the case-studies tabs ('All Industries' plus one tab per industry). */
import type {CaseStudy} from '../data/caseStudies';
import type {IndustryId} from '../data/industries';

/** The 'All Industries' tab. */
export const allIndustries = 'all';
export type CaseStudyFilter = IndustryId | typeof allIndustries;

export function filterCaseStudies(
  studies: readonly CaseStudy[],
  filter: CaseStudyFilter,
): readonly CaseStudy[] {
  return filter === allIndustries ? studies : studies.filter((study) => study.industry === filter);
}

/** One story per plan, in plan order (the pricing page's "Case Studies" comparison tab). */
export function oneStoryPerPlan<P extends string>(
  studies: readonly CaseStudy[],
  planOrder: readonly P[],
): CaseStudy[] {
  return planOrder.flatMap((plan) => {
    const story = studies.find((study) => study.plan === plan);
    return story ? [story] : [];
  });
}
