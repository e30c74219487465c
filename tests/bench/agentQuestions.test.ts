/**
 * bench/agent's two question sets (issue 19 §1): their size and shape, and no question-specific
 * code: no question of either half, nor a distinctive run of its words, appears in the engine
 * (server/) or in src/data/.
 */
import fs from 'node:fs';
import path from 'node:path';

type Question = {query: string; locale: string; kind: string; page?: string | string[]; fact?: unknown; previous?: string};
type QuestionSet = {about: string; half: string; questions: Question[]; outOfScope: Question[]};

const root = path.join(__dirname, '../..');
const read = (file: string): QuestionSet => JSON.parse(fs.readFileSync(path.join(root, 'bench/agent', file), 'utf8'));
const halves: [string, QuestionSet][] = [
  ['questions.heldout.json', read('questions.heldout.json')],
  ['questions.tuning.json', read('questions.tuning.json')],
];
const kinds = ['paraphrase', 'typo', 'one-word', 'table-number', 'api', 'api-next', 'follow-up'];

describe.each(halves)('bench/agent %s', (_file, set) => {
  const inScope = (locale: string) => set.questions.filter((q) => q.locale === locale);

  it('has at least 50 English and 25 Spanish questions with their page and fact, and 15 out of scope', () => {
    expect(inScope('en').length).toBeGreaterThanOrEqual(50);
    expect(inScope('es').length).toBeGreaterThanOrEqual(25);
    expect(set.outOfScope.length).toBeGreaterThanOrEqual(15);
    expect(set.about).toMatch(/never tuned on/);
  });

  it('asks every kind in both locales, and out of scope non-existent things as well as off-topic ones', () => {
    for (const locale of ['en', 'es']) {
      const asked = new Set(inScope(locale).map((q) => q.kind));
      for (const kind of ['paraphrase', 'typo', 'one-word', 'table-number', 'api-next', 'follow-up']) expect([locale, asked.has(kind)]).toEqual([locale, true]);
    }
    const outKinds = new Set(set.outOfScope.map((q) => q.kind));
    for (const kind of ['nonexistent-plan', 'nonexistent-feature', 'nonexistent-integration', 'off-topic']) expect(outKinds).toContain(kind);
  });

  it('names pages as paths in the question\'s locale, without anchors, with a known kind and a fact', () => {
    for (const q of set.questions) {
      expect(kinds).toContain(q.kind);
      expect(q.kind === 'follow-up').toBe(Boolean(q.previous));
      for (const page of [q.page].flat()) {
        expect(page).toMatch(/^\/[^#?]*$/);
        expect([q.query, page?.startsWith('/es/')]).toEqual([q.query, q.locale === 'es']);
      }
      const fact = q.fact as string | string[] | {regex: string};
      if (typeof fact === 'object' && !Array.isArray(fact)) expect(() => new RegExp(fact.regex, 'iu')).not.toThrow();
      else expect([fact].flat().every((f) => typeof f === 'string' && f.length > 0)).toBe(true);
    }
    for (const q of set.outOfScope) expect([q.query, q.page, q.fact]).toEqual([q.query, undefined, undefined]);
  });
});

describe('bench/agent halves', () => {
  it('share no question', () => {
    const all = halves.flatMap(([, set]) => [...set.questions, ...set.outOfScope].map((q) => `${q.locale} ${q.query.toLowerCase()}`));
    expect(all.length).toBeGreaterThanOrEqual(180);
    expect(new Set(all).size).toBe(all.length);
  });
});

/** Every text file under a folder (sources, JSON, Markdown), without dependencies or builds. */
function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : textFiles(full);
    return /\.(ts|tsx|js|mjs|cjs|json|md|mdx|sql|yaml|yml|txt)$/.test(entry.name) ? [full] : [];
  });
}

// A possessive's "s" is no word of its own: "the agent's knowledge" is three words, not four.
const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/(\p{L})[’'](?=\p{L})/gu, "$1'")
    .toLowerCase()
    .split(/[^\p{L}\p{N}$%.@/:_'-]+/u)
    .map((word) => word.replace(/^['.:/-]+|['.:/-]+$/g, ''))
    .filter(Boolean);

/**
 * The fragments of a question that would betray code written for it: the whole question (of three
 * words or more: "and business" is everyday text) and every run of four words of it that is at least 18 characters long ("how much
 * is the" alone is too common to tell anything).
 */
function fragmentsOf(query: string): string[] {
  const list = words(query);
  const fragments = list.length >= 3 ? [list.join(' ')] : [];
  for (let i = 0; i + 4 <= list.length; i += 1) {
    const run = list.slice(i, i + 4).join(' ');
    if (run.length >= 18) fragments.push(run);
  }
  return [...new Set(fragments)];
}

/**
 * The site's own copy (src/data outside the agent's thesaurus and fact words) may say a question of
 * four words or fewer as a whole ("how do I cancel", "encryption at rest"): the pages the agent
 * answers from use everyday phrases too. The engine and the agent's data may not.
 */
const isSiteCopy = (file: string) => file.startsWith('src/data/') && !path.basename(file).startsWith('agent');
const isEverydayPhrase = (query: string, fragment: string) => fragment === words(query).join(' ') && words(query).length <= 4;

describe('no question-specific code', () => {
  const files = [...textFiles(path.join(root, 'server')), ...textFiles(path.join(root, 'src/data'))];
  // Each file as its words joined by one space, so a fragment matches across punctuation and line breaks.
  const texts = files.map((file) => ({file: path.relative(root, file), text: ` ${words(fs.readFileSync(file, 'utf8')).join(' ')} `}));
  const questions = halves.flatMap(([, set]) => [...set.questions, ...set.outOfScope].flatMap((q) => [q.query, ...(q.previous ? [q.previous] : [])]));

  it('reads the engine and src/data', () => {
    expect(texts.some(({file}) => file.startsWith('server/features/agent/'))).toBe(true);
    expect(texts.some(({file}) => file.startsWith('src/data/'))).toBe(true);
  });

  it('finds no question of either half, nor four of its words in a row, in server/ or src/data/', () => {
    const found = questions.flatMap((query) =>
      fragmentsOf(query).flatMap((fragment) =>
        texts
          .filter(({file, text}) => text.includes(` ${fragment} `) && !(isSiteCopy(file) && isEverydayPhrase(query, fragment)))
          .map(({file}) => `${file}: "${fragment}" (from "${query}")`),
      ),
    );
    expect(found).toEqual([]);
  });

  it.each([
    ['src/data/industryContent/media.ts', 'how do i cancel', true],
    ['src/data/agentSynonyms.ts', 'how do i cancel', false],
    ['server/features/agent/engine.ts', 'encryption at rest', false],
    ['src/data/industryContent/media.ts', 'how do i cancel my plan today', false],
  ])('lets the site copy %s say the short question %j: %s', (file, query, allowed) =>
    expect(isSiteCopy(file) && isEverydayPhrase(query, words(query).join(' '))).toBe(allowed),
  );

  it.each([
    ['whats the API rate limit per minute', ['whats the api rate limit per minute', 'whats the api rate', 'the api rate limit', 'api rate limit per', 'rate limit per minute']],
    ['enterprise pricng', []],
    ['gdpr complient please', ['gdpr complient please']],
    ['mfa', []],
  ])('takes the fragments of %j', (query, fragments) => expect(fragmentsOf(query)).toEqual(fragments));
});
