/**
 * Validates every industry page's content (SPEC §2 "Industry pages", §3 "Industry"), the routes
 * generated from it, the solutions page data, and the Spanish translations of the whole area.
 * Each failure message says which entry and field to fix.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {iconNames} from '@site/src/components/Icon';
import {externalLinks} from '@site/src/config/site';
import {industryIds, industryPath, listMarketingRoutes, type IndustryId} from '@site/src/config/ids';
import {industries, industryList} from '@site/src/data/industries';
import {industryContent} from '@site/src/data/industryContent';
import type {ContentEntry, IndustryContent} from '@site/src/data/industryContent/types';
import {industryTeasers, solutionUseCases} from '@site/src/data/solutions';

type TranslateCall = {id?: string; message: string};

// Records every translate() call the data modules make at import time.
jest.mock('@docusaurus/Translate', () => {
  const actual = jest.requireActual('@docusaurus/Translate');
  const calls: TranslateCall[] = [];
  (globalThis as {translateCalls?: TranslateCall[]}).translateCalls = calls;
  return {
    __esModule: true,
    ...actual,
    translate: (descriptor: TranslateCall, values?: Record<string, string | number>) => {
      calls.push(descriptor);
      return actual.translate(descriptor, values);
    },
  };
});

const root = path.resolve(__dirname, '../../..');

/** Pages of SPEC §2 (route table and "Other linked paths") a content link may point at. */
const specPaths = [
  '/',
  '/landing',
  '/solutions',
  '/case-studies',
  '/pricing',
  '/partners',
  '/contact',
  '/documentation',
  '/documentation/getting-started',
  '/documentation/integration',
  '/solutions/seamless-integration',
];
const knownPaths = new Set([...specPaths, ...listMarketingRoutes().map((route) => route.path)]);
const knownExternal = new Set<string>([externalLinks.demoScheduler]);

function linkProblem(where: string, link: string): string | undefined {
  if (knownExternal.has(link)) return undefined;
  const pathOnly = link.split('#')[0]!;
  if (knownPaths.has(pathOnly)) return undefined;
  return `${where}: "${link}" is neither a site page of SPEC §2 nor externalLinks.demoScheduler; link to an existing route.`;
}

function entryProblems(where: string, entries: readonly ContentEntry[], min: number): string[] {
  const problems: string[] = [];
  if (entries.length < min) problems.push(`${where}: has ${entries.length} entries, needs at least ${min}.`);
  entries.forEach((entry, i) => {
    if (!entry.title.trim()) problems.push(`${where}[${i}].title is empty.`);
    if (entry.description.trim().length < 20) {
      problems.push(`${where}[${i}] "${entry.title}": description is too short to say anything; write a sentence.`);
    }
    if (!iconNames.includes(entry.icon)) {
      problems.push(`${where}[${i}] "${entry.title}": icon "${entry.icon}" is not drawn by components/Icon.`);
    }
  });
  const titles = entries.map((entry) => entry.title);
  if (new Set(titles).size !== titles.length) problems.push(`${where}: two entries share a title; titles are list keys.`);
  return problems;
}

function problemsOf(content: IndustryContent): string[] {
  const where = `src/data/industryContent/${content.id}.ts`;
  const problems: string[] = [];
  if (content.route !== industryPath(content.id)) {
    problems.push(`${where}: route must be "${industryPath(content.id)}", not "${content.route}".`);
  }
  if (content.name !== industries[content.id].label) {
    problems.push(`${where}: name must come from src/data/industries.ts (industries['${content.id}'].label).`);
  }
  for (const [field, value] of Object.entries({
    description: content.description,
    headline: content.headline ?? '',
    overview: content.overview,
    seoTitle: content.seoTitle,
    seoKeywords: content.seoKeywords,
  })) {
    if (!value.trim()) problems.push(`${where}: ${field} is empty; write the copy.`);
  }
  if (content.overview.length < 200) problems.push(`${where}: overview is under 200 characters; tell the industry's story.`);
  if (content.seoTitle.length > 70) {
    problems.push(`${where}: seoTitle has ${content.seoTitle.length} characters; keep it to 70 so search results show it whole.`);
  }
  if (content.seoDescription.length < 70 || content.seoDescription.length > 160) {
    problems.push(
      `${where}: seoDescription has ${content.seoDescription.length} characters; write 70-160 so the 180-character snippet shows it whole.`,
    );
  }
  if (content.seoKeywords.split(',').filter((k) => k.trim()).length < 3) {
    problems.push(`${where}: seoKeywords needs at least three comma-separated keywords.`);
  }

  const image = content.heroImage;
  if (!image.src.startsWith(`/img/industries/`) || !existsSync(path.join(root, 'static', image.src))) {
    problems.push(`${where}: heroImage.src "${image.src}" must be a file under static/img/industries/.`);
  }
  if (image.alt.trim().length < 20 || /^(image|picture|photo) of/i.test(image.alt)) {
    problems.push(`${where}: heroImage.alt must describe the illustration in a sentence (not "image of ...").`);
  }

  if (content.useCases.length !== 5) problems.push(`${where}: useCases has ${content.useCases.length} items; SPEC §3 wants exactly 5.`);
  if (content.benefits.length !== 5) problems.push(`${where}: benefits has ${content.benefits.length} items; SPEC §3 wants exactly 5.`);
  for (const [field, list] of Object.entries({useCases: content.useCases, benefits: content.benefits})) {
    if (list.some((item) => !item.trim())) problems.push(`${where}: ${field} has an empty item.`);
    if (new Set(list).size !== list.length) problems.push(`${where}: ${field} repeats an item.`);
  }
  if (content.highlights.length < 2 || content.highlights.some((h) => !h.value.trim() || !h.label.trim())) {
    problems.push(`${where}: highlights needs at least two figures, each with a value and a label.`);
  }

  const isTechnology = content.id === 'technology';
  problems.push(...entryProblems(`${where} aiSolutions`, content.aiSolutions, 3));
  if (isTechnology && content.aiSolutions.length !== 4) {
    problems.push(`${where}: aiSolutions are the technology page's four feature cards (SPEC §2); there are ${content.aiSolutions.length}.`);
  }
  problems.push(...entryProblems(`${where} howItWorks`, content.howItWorks, 3));
  problems.push(...entryProblems(`${where} keyBenefits`, content.keyBenefits, 3));

  if (content.faqItems.length === 0) problems.push(`${where}: faqItems is empty; the page needs its FAQ.`);
  if (isTechnology && content.faqItems.length !== 4) {
    problems.push(`${where}: the technology FAQ accordion has four items (SPEC §2); there are ${content.faqItems.length}.`);
  }
  content.faqItems.forEach((item, i) => {
    if (!item.question.trim().endsWith('?')) problems.push(`${where}: faqItems[${i}].question should be a question ending in "?".`);
    if (item.answer.trim().length < 20) problems.push(`${where}: faqItems[${i}].answer is too short to answer anything.`);
  });

  const expectedSchema = content.id === 'healthcare' ? 'MedicalBusiness' : 'Service';
  if (content.schemaType !== expectedSchema) {
    problems.push(`${where}: schemaType must be "${expectedSchema}" (SPEC §2: medical business for healthcare).`);
  }

  const cta = content.callToAction;
  if (!cta.title.trim() || !cta.description.trim() || !cta.buttonText.trim()) {
    problems.push(`${where}: callToAction needs a title, a description and buttonText.`);
  }
  const ctaLink = linkProblem(`${where} callToAction.buttonLink`, cta.buttonLink);
  if (ctaLink) problems.push(ctaLink);

  if (isTechnology !== Boolean(content.technology)) {
    problems.push(`${where}: only technology has the "technology" layout block (SPEC §2 custom layout).`);
  }
  return problems;
}

const contents = industryIds.map((id) => [id, industryContent[id]] as const);

describe('industry content (src/data/industryContent)', () => {
  it('has one module for each industry of src/data/industries.ts, under its own id', () => {
    expect(Object.keys(industryContent).sort()).toEqual([...industryIds].sort());
    for (const id of industryIds) expect(industryContent[id].id).toBe(id);
    const modules = readdirSync(path.join(root, 'src/data/industryContent'))
      .filter((file) => !['index.ts', 'types.ts'].includes(file))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(modules.sort()).toEqual([...industryIds].sort());
  });

  it.each(contents)('%s: every field is complete and valid', (_id, content) => {
    expect(problemsOf(content)).toEqual([]);
  });

  // SPEC §2 "Industry claims", each on the page of the industry it belongs to.
  const claims: Record<IndustryId, RegExp[]> = {
    healthcare: [/no-shows (?:down|by) 35%/i, /80% of routine inquiries automated/i, /4-6 months/],
    retail: [/conversion (?:up|rises|rise|go up) (?:by )?28%/i, /2-4 weeks/, /20\+ languages/],
    technology: [/80% of tickets resolved/i, /wait times (?:down|drop) (?:by )?85%/i, /85% ticket resolution/i, /2-4 weeks/],
    manufacturing: [/4-8 months/, /3-6 weeks/, /20\+ languages/],
    media: [/subscription support costs (?:down|go down) (?:by )?60%/i, /30\+ languages/],
    'business-services': [/2-3 weeks/],
    ecommerce: [/1-3 weeks/, /30\+ languages/, /up to 30% less cart abandonment/i, /up to 25% more order value/i],
    'professional-services': [],
  };

  // Professional services has no figures of its own in SPEC §2.
  const withClaims = contents.filter(([id]) => claims[id].length > 0);

  it.each(withClaims)('%s: states its SPEC §2 industry claims', (id, content) => {
    const text = JSON.stringify(content);
    const missing = claims[id].filter((claim) => !claim.test(text)).map(String);
    expect(missing).toEqual([]);
  });

  it('technology: challenges face solutions one to one, three tabs with support first, two success stories', () => {
    const layout = industryContent.technology.technology!;
    expect(layout.challenges.length).toBeGreaterThanOrEqual(3);
    expect(layout.solutions).toHaveLength(layout.challenges.length);
    expect(layout.tabs.map((tab) => tab.id)).toEqual(['support', 'onboarding', 'documentation']);
    for (const tab of layout.tabs) {
      expect(tab.points.length).toBeGreaterThanOrEqual(3);
      expect(tab.highlight.value).not.toBe('');
    }
    expect(layout.successStories).toHaveLength(2);
    for (const story of layout.successStories) {
      expect(story.company).not.toBe('');
      expect(story.results.length).toBeGreaterThan(0);
      expect(story.testimonial.length).toBeGreaterThan(40);
    }
  });
});

describe('generated routes (src/config/ids.ts route table)', () => {
  const routes = listMarketingRoutes();
  const byPath = new Map(routes.map((route) => [route.path, route]));

  it('routes the industries of src/data/industries.ts in the same order', () => {
    const routedIds = routes.flatMap((route) => (route.kind === 'industry' && route.path === route.canonicalPath ? [route.industryId] : []));
    expect(routedIds).toEqual(industryList.map((industry) => industry.id));
  });

  it('serves /industry/{id} for all eight industries, each its own canonical', () => {
    for (const id of industryIds) {
      const route = byPath.get(`/industry/${id}`);
      expect(route).toMatchObject({kind: 'industry', industryId: id, canonicalPath: `/industry/${id}`});
    }
  });

  it('serves /industries/healthcare as the healthcare page with /industry/healthcare as canonical', () => {
    expect(byPath.get('/industries/healthcare')).toMatchObject({
      kind: 'industry',
      industryId: 'healthcare',
      canonicalPath: '/industry/healthcare',
    });
  });

  it('declares canonical paths that are themselves served', () => {
    for (const route of routes) expect(byPath.has(route.canonicalPath)).toBe(true);
  });

  it('generates no path twice', () => {
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });
});

describe('solutions page data (src/data/solutions.ts)', () => {
  it('has the six SPEC §2 use cases, each linking only to a page that exists', () => {
    expect(solutionUseCases.map((item) => item.id)).toEqual([
      'customer-service',
      'sales-assistance',
      'sops',
      'tax-resolution',
      'finance-operations',
      'property-management',
    ]);
    const problems = solutionUseCases.flatMap((item) =>
      item.link ? [linkProblem(`solutionUseCases "${item.id}".link`, item.link)].filter(Boolean) : [],
    );
    expect(problems).toEqual([]);
  });

  it('has a teaser for every industry card', () => {
    for (const id of industryIds) expect(industryTeasers[id]?.trim()).toBeTruthy();
  });
});

describe('Spanish translations (i18n/es/code.json)', () => {
  const spanish = JSON.parse(
    readFileSync(path.join(root, 'i18n/es/code.json'), 'utf8'),
  ) as Record<string, {message: string}>;
  const ownPrefix = /^(industry|useCase|solutions|integration)\./;
  // Figures, units and product names read the same in Spanish.
  const sameInSpanish = /^(?:[\d\s/.+%-]*|TLS 1\.3|AES-256|Zapier)$/;

  function placeholders(message: string): string[] {
    return (message.match(/\{\w+\}/g) ?? []).sort();
  }

  it('translates every message the data modules pass to translate()', () => {
    // Importing the use-case data here records its calls too.
    require('@site/src/data/useCases');
    const calls = (globalThis as {translateCalls?: TranslateCall[]}).translateCalls ?? [];
    const own = calls.filter((call) => call.id && ownPrefix.test(call.id));
    expect(own.length).toBeGreaterThan(500);
    const problems: string[] = [];
    for (const {id, message} of own) {
      const entry = spanish[id!];
      if (!entry?.message?.trim()) {
        problems.push(`${id}: missing; run 'npm run write-translations -- --locale es' and translate it in i18n/es/code.json.`);
      } else if (entry.message === message && !sameInSpanish.test(message)) {
        problems.push(`${id}: the Spanish is still the English "${message}"; translate it.`);
      } else if (placeholders(entry.message).join() !== placeholders(message).join()) {
        problems.push(`${id}: Spanish must keep the placeholders ${placeholders(message).join(', ') || '(none)'}.`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('translates every id the components and pages of this area use, and nothing else', () => {
    const sources = [
      'src/components/Industry',
      'src/components/sections',
      'src/components/UseCase',
      'src/components/Solutions',
      'src/pages/solutions',
      'src/data/industryContent',
      'src/data/useCases.ts',
      'src/data/solutions.ts',
    ];
    const files = sources.flatMap(function walk(entry: string): string[] {
      const full = path.join(root, entry);
      if (statSync(full).isDirectory()) return readdirSync(full).flatMap((name) => walk(path.join(entry, name)));
      return /\.tsx?$/.test(entry) ? [full] : [];
    });
    const used = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bid[:=]\s*\{?\s*['"]([\w.-]+)['"]/g)) {
        if (ownPrefix.test(match[1]!)) used.add(match[1]!);
      }
    }
    const missing = [...used].filter((id) => !spanish[id]?.message?.trim());
    const unused = Object.keys(spanish).filter((id) => ownPrefix.test(id) && !used.has(id));
    expect({missing, unused}).toEqual({missing: [], unused: []});
  });
});
