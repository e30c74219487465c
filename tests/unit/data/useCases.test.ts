/**
 * Validates the four use-case pages (SPEC §2 "Use-case pages", §3 "Use-case content", §9 figures)
 * and their routes. Each failure message says which use case and field to fix.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {iconNames} from '@site/src/components/Icon';
import {useCases, getUseCase, type UseCase} from '@site/src/data/useCases';
import {slugForUseCase} from '@site/src/lib/slug';
import {listMarketingRoutes, useCaseIds, useCaseRoutes} from '@site/src/config/ids';

const root = path.resolve(__dirname, '../../..');

function problemsOf(useCase: UseCase): string[] {
  const where = `src/data/useCases.ts "${useCase.id}"`;
  const problems: string[] = [];
  if (useCase.slug !== slugForUseCase(useCase.title)) {
    problems.push(`${where}: slug must be slugForUseCase(title) = "${slugForUseCase(useCase.title)}" (SPEC §2 slug rule).`);
  }
  if (useCase.path !== `/use-cases/${useCase.slug}`) problems.push(`${where}: path must be /use-cases/${useCase.slug}.`);
  if (useCase.id !== useCase.slug) problems.push(`${where}: id and slug must match; the routes pass the slug as useCaseId.`);

  for (const [field, value] of Object.entries({
    label: useCase.label,
    eyebrow: useCase.eyebrow,
    heroTitle: useCase.heroTitle,
    heroLead: useCase.heroLead,
    'what.title': useCase.what.title,
    'why.title': useCase.why.title,
    'why.intro': useCase.why.intro,
    'how.title': useCase.how.title,
    'how.intro': useCase.how.intro,
    'callToAction.title': useCase.callToAction.title,
    'callToAction.description': useCase.callToAction.description,
    seoTitle: useCase.seoTitle,
    seoKeywords: useCase.seoKeywords,
  })) {
    if (!value.trim()) problems.push(`${where}: ${field} is empty; write the copy.`);
  }
  if (useCase.seoTitle.length > 70) problems.push(`${where}: seoTitle is over 70 characters.`);
  if (useCase.seoDescription.length < 70 || useCase.seoDescription.length > 160) {
    problems.push(
      `${where}: seoDescription has ${useCase.seoDescription.length} characters; use-case snippets stop at 160 (SPEC §9), write 70-160.`,
    );
  }

  const image = useCase.heroImage;
  if (!image.src.startsWith('/img/use-cases/') || !existsSync(path.join(root, 'static', image.src))) {
    problems.push(`${where}: heroImage.src "${image.src}" must be a file under static/img/use-cases/.`);
  }
  if (image.alt.trim().length < 20) problems.push(`${where}: heroImage.alt must describe the illustration in a sentence.`);

  if (useCase.highlights.length < 3) problems.push(`${where}: highlights (the #features band) needs at least three figures.`);
  if (useCase.what.paragraphs.length === 0 || useCase.what.points.length < 3) {
    problems.push(`${where}: what needs at least one paragraph and three points.`);
  }
  if (useCase.why.benefits.length !== 3) {
    problems.push(`${where}: why has ${useCase.why.benefits.length} benefits; the layout shows three.`);
  }
  for (const benefit of useCase.why.benefits) {
    if (!iconNames.includes(benefit.icon)) problems.push(`${where}: why benefit "${benefit.title}" uses unknown icon "${benefit.icon}".`);
    if (benefit.description.length < 20) problems.push(`${where}: why benefit "${benefit.title}" needs a real description.`);
  }
  if (useCase.how.examples.length !== 3) {
    problems.push(`${where}: how has ${useCase.how.examples.length} examples; SPEC §2 gives three.`);
  }
  for (const example of useCase.how.examples) {
    if (example.steps.length < 3 || example.steps.some((step) => !step.trim())) {
      problems.push(`${where}: example "${example.title}" needs at least three non-empty steps.`);
    }
    if (!example.result.trim() || !example.description.trim()) {
      problems.push(`${where}: example "${example.title}" needs a description and a result.`);
    }
  }
  if (useCase.faqItems.length !== 6) {
    problems.push(`${where}: faqItems has ${useCase.faqItems.length} questions; SPEC §2 wants six.`);
  }
  useCase.faqItems.forEach((item, i) => {
    if (!item.question.trim().endsWith('?')) problems.push(`${where}: faqItems[${i}].question should end in "?".`);
    if (item.answer.trim().length < 20) problems.push(`${where}: faqItems[${i}].answer is too short.`);
  });
  const questions = useCase.faqItems.map((item) => item.question);
  if (new Set(questions).size !== questions.length) problems.push(`${where}: two FAQ questions are identical.`);
  return problems;
}

describe('use cases (src/data/useCases.ts)', () => {
  it('has the four use cases of SPEC §2 with the canonical URLs SPEC §2 declares', () => {
    expect(useCases.map((useCase) => useCase.path)).toEqual([
      '/use-cases/customer-support',
      '/use-cases/documentation',
      '/use-cases/process-automation',
      '/use-cases/scheduling',
    ]);
  });

  it.each(useCases.map((useCase) => [useCase.id, useCase] as const))('%s: every field is complete and valid', (_id, useCase) => {
    expect(problemsOf(useCase)).toEqual([]);
  });

  it('process automation: hero, "What is", "Why implement" with efficiency, errors and scale, and the three SPEC examples', () => {
    const processAutomation = getUseCase('process-automation');
    expect(processAutomation.heroTitle).toBe('Intelligent Process Automation');
    expect(processAutomation.what.title).toMatch(/^What is Intelligent Process Automation\?$/);
    expect(processAutomation.why.title).toMatch(/^Why implement/);
    expect(processAutomation.why.benefits.map((benefit) => benefit.title)).toEqual(['Efficiency', 'Fewer errors', 'Scale']);
    expect(processAutomation.how.examples.map((example) => example.title)).toEqual([
      'Procurement and invoice processing',
      'Employee onboarding',
      'Compliance management',
    ]);
  });

  it('scheduling: examples for healthcare appointments, service businesses and financial consultations', () => {
    expect(getUseCase('scheduling').how.examples.map((example) => example.title)).toEqual([
      'Healthcare appointments',
      'Service business scheduling',
      'Financial consultations',
    ]);
  });

  // SPEC §9 "Marketing figures", on the page they belong to.
  const figures: Record<UseCase['id'], RegExp[]> = {
    'customer-support': [/up to 70%/i, /85%/, /80% of routine inquiries/i],
    documentation: [/100 languages/, /private knowledge base/i],
    'process-automation': [/2-4 weeks/, /within days/i, /4-8 weeks/, /99\.5%\+/, /up to 90% faster/i, /over 95% fewer errors/i],
    scheduling: [/35% higher booking rates|booking rates rise by 35%/i, /60% less/i, /up to 75% fewer no-shows/i, /70% higher attendance/i, /up to 40%/i],
  };

  it.each(useCases.map((useCase) => [useCase.id, useCase] as const))('%s: quotes its SPEC §9 figures', (id, useCase) => {
    const text = JSON.stringify(useCase);
    expect(figures[id].filter((figure) => !figure.test(text)).map(String)).toEqual([]);
  });

  it('carries the SPEC §9 structured-data facts: process automation 349 USD worldwide, scheduling 0 USD', () => {
    expect(getUseCase('process-automation').service).toEqual({
      serviceType: 'AI Process Automation',
      price: '349',
      areaServed: 'Global',
    });
    expect(getUseCase('scheduling').service.price).toBe('0');
  });

  it('refuses an unknown id with a message naming the file', () => {
    expect(() => getUseCase('tax-resolution' as UseCase['id'])).toThrow(/src\/data\/useCases\.ts/);
  });
});

describe('use-case routes (src/config/ids.ts route table)', () => {
  const routes = listMarketingRoutes().filter((route) => route.kind === 'use-case');

  it('names the same use cases as src/data/useCases.ts, each id the slug of its English title', () => {
    expect(useCaseIds.map((id) => slugForUseCase(useCaseRoutes[id].title))).toEqual(useCases.map((useCase) => useCase.slug));
    expect(useCaseIds).toEqual(useCases.map((useCase) => useCase.id));
  });

  it.each([
    ['/solutions/ai-assistants', '/use-cases/customer-support'],
    ['/solutions/natural-language-processing', '/use-cases/documentation'],
    ['/solutions/workflow-automation', '/use-cases/process-automation'],
    ['/solutions/advanced-analytics', '/use-cases/scheduling'],
  ])('%s shows the page whose canonical URL is %s (SPEC §2)', (alias, canonical) => {
    expect(routes.find((route) => route.path === alias)?.canonicalPath).toBe(canonical);
    expect(routes.find((route) => route.path === canonical)?.canonicalPath).toBe(canonical);
  });

  it('passes each route the id of an existing use case', () => {
    for (const route of routes) {
      if (route.kind !== 'use-case') continue;
      expect(() => getUseCase(route.useCaseId as UseCase['id'])).not.toThrow();
    }
  });
});
