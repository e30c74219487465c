import {caseStudies, type CaseStudy} from '@site/src/data/caseStudies';
import {industryIds} from '@site/src/config/ids';
import {planIds} from '@site/src/data/plans';
import {allIndustries, filterCaseStudies, oneStoryPerPlan} from '@site/src/lib/caseStudies';

function problemsOf(study: CaseStudy): string[] {
  const where = `caseStudies entry "${study.id}"`;
  const problems: string[] = [];
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(study.id)) problems.push(`${where}: the id must be kebab-case.`);
  if (study.company.trim() === '') problems.push(`${where}: company is empty.`);
  if (!(industryIds as readonly string[]).includes(study.industry)) {
    problems.push(`${where}: industry "${study.industry}" is not one of ${industryIds.join(', ')}.`);
  }
  if (!(planIds as readonly string[]).includes(study.plan)) {
    problems.push(`${where}: plan "${study.plan}" must be pro, business or enterprise.`);
  }
  for (const key of ['challenge', 'solution'] as const) {
    if (study[key].trim().length < 40) problems.push(`${where}: ${key} is missing or too short to tell the story.`);
  }
  if (study.results.length < 2 || study.results.length > 4) {
    problems.push(`${where}: give two to four results (has ${study.results.length}).`);
  }
  study.results.forEach((result, i) => {
    if (result.trim() === '') problems.push(`${where}: result ${i + 1} is empty.`);
  });
  if (caseStudies.filter((other) => other.id === study.id).length > 1) problems.push(`${where}: the id is used twice.`);
  return problems;
}

describe('caseStudies', () => {
  it.each(caseStudies.map((study) => [study.id, study] as const))('%s is complete', (_id, study) => {
    expect(problemsOf(study)).toEqual([]);
  });

  it.each([...industryIds])('has at least one story for %s, so its tab is never empty', (industry) => {
    expect(filterCaseStudies(caseStudies, industry).length).toBeGreaterThan(0);
  });

  it('has a story on every plan, for the pricing comparison tab', () => {
    expect(oneStoryPerPlan(caseStudies, planIds).map((study) => study.plan)).toEqual([...planIds]);
  });
});

describe('filterCaseStudies', () => {
  it('keeps every story for All Industries and only the chosen industry otherwise', () => {
    expect(filterCaseStudies(caseStudies, allIndustries)).toEqual(caseStudies);
    const healthcare = filterCaseStudies(caseStudies, 'healthcare');
    expect(healthcare.length).toBeGreaterThan(0);
    expect(healthcare.every((study) => study.industry === 'healthcare')).toBe(true);
    expect(healthcare.length).toBe(caseStudies.filter((study) => study.industry === 'healthcare').length);
  });
});
