/** bench/agent's figures: hit@k by page (anchors ignored), facts in the answer text, per-locale figures, misses per kind, targets. */
import {
  factFound,
  figuresByLocale,
  formatRatio,
  missReasons,
  missedTargets,
  missesPerKind,
  normalizeText,
  pageOf,
  percentile,
  qualityFigures,
  rankOfPage,
  scoreResult,
} from '../../bench/agent/score.mjs';

type Fact = string | string[] | {regex: string};
type Question = {query: string; locale: string; kind?: string; page?: string | string[]; fact?: Fact; previous?: string};

const answer = (urls: string[], response = '', uncertain = false) => ({
  response,
  sources: urls.map((url) => ({title: '', url, snippet: ''})),
  suggestedFollowUps: [],
  uncertain,
});
const unsure = answer([], 'I could not find an answer to that.', true);
const q = (query: string, extra: Partial<Question> = {}): Question => ({query, locale: 'en', page: '/a', fact: 'x', ...extra});

describe('bench/agent pages', () => {
  it.each([
    ['/es/documentation/integration#crm', '/es/documentation/integration'],
    ['/es/documentation/integration/', '/es/documentation/integration'],
    ['https://site.example/pricing/?x=1', '/pricing'],
    ['/', '/'],
    ['/es/', '/es'],
  ])('pageOf(%s) = %s', (url, page) => expect(pageOf(url)).toBe(page));

  it.each([
    [['/a#x', '/b#y'], '/b', false, 1],
    [['/b#y'], '/b', true, -1],
    [['/a#x', '/c', '/b'], ['/b', '/c'], false, 1],
    [['/a#x'], ['/b', '/c'], false, -1],
    [['https://site.example/es/#hero'], '/es/', false, 0],
  ])('rank of the expected page among %j (expected %j, uncertain %s) is %i', (urls, page, uncertain, rank) => {
    expect(rankOfPage(answer(urls as string[], '', uncertain as boolean), page)).toBe(rank);
  });
});

describe('bench/agent facts', () => {
  it.each([
    ['Business is $449 per month [1].', '449', true],
    ['Business is $5,388 billed annually [1].', '5388', true],
    ['Business cuesta 5.388 $ al año [1].', '$5,388', false],
    ['Business cuesta 5.388 al año [1].', '5,388', true],
    ['Pro incluye hasta 1000 interacciones al día.', '1,000', true],
    ['Pro includes up to 1,000 interactions per day.', '1000', true],
    ['Hasta 1\u00a0000 al día.', '1000', true],
    ['Hasta un 85 % menos de tiempo.', '85%', true],
    ['Responde en 2 días hábiles.', '2 dias habiles', true],
    ['The Python client is v0.9.4 [2].', '0.9.4', true],
    ['Every connection uses TLS 1.3.', 'tls 1.3', true],
    ['It needs Go 1.20+.', '1.20', true],
    ['Stored data is encrypted with AES-256.', ['tls 1.3', 'aes-256'], true],
    ['Stored data is encrypted.', ['tls 1.3', 'aes-256'], false],
    ['600 requests a minute for private keys', {regex: '\\b60\\b'}, false],
    ['60 for a public key', {regex: '\\b60\\b'}, true],
    ['the AI Invoicing add-on is $9 per month', {regex: '\\$9\\b'}, true],
    ['the add-on is $99 per month', {regex: '\\$9\\b'}, false],
    // A citation marker is not a figure of the answer.
    ['Pro costs $299 [1].', {regex: '\\b1\\b'}, false],
    // A no-break space between a figure and its unit (the typed facts' "9 US$") reads as a space.
    ['El complemento cuesta 9\u00a0US$ al mes. [1]', 'cuesta 9 US$', true],
    ['Cuesta 1\u202f000\u00a0US$. [1]', '1000 us$', true],
  ])('%j states %j: %s', (text, fact, found) => expect(factFound(text as string, fact as Fact)).toBe(found));

  it('normalizes case, accents, citation markers and thousands separators, never a version or a decimal', () => {
    expect(normalizeText('Según el PLAN [1], $3,588 o 3.588; v0.7.3; 1.20; 12,5')).toBe('segun el plan, $3588 o 3588; v0.7.3; 1.20; 12,5');
  });
});

describe('bench/agent figures', () => {
  it('scores one answer: rank, hit@k, fact, and right (page in the first three, fact, not uncertain)', () => {
    expect(scoreResult({question: q('q'), answer: answer(['/b', '/a'], 'x [1]')})).toMatchObject({rank: 1, hit1: false, hit3: true, fact: true, right: true});
    expect(scoreResult({question: q('q'), answer: answer(['/a'], 'nothing')})).toMatchObject({hit1: true, fact: false, right: false});
    expect(scoreResult({question: q('q'), answer: answer(['/b', '/c', '/d', '/a'], 'x')})).toMatchObject({rank: 3, hit3: false, right: false});
    expect(scoreResult({question: {query: 'o', locale: 'en'}, answer: unsure})).toMatchObject({inScope: false, right: true});
  });

  it.each([
    [answer(['/a'], 'x'), []],
    [unsure, ['uncertain', 'fact absent']],
    [answer(['/b'], 'x'), ['page not cited']],
    [answer(['/b', '/c', '/d', '/a'], 'none'), ['page at rank 4', 'fact absent']],
  ])('miss reasons of %j: %j', (given, reasons) => expect(missReasons(scoreResult({question: q('q'), answer: given}))).toEqual(reasons));

  it('counts hit@1, hit@3, uncertain rates, facts and follow-ups with their totals', () => {
    const figures = qualityFigures([
      {question: q('q1'), answer: answer(['/a#1'], 'x')},
      {question: q('q2'), answer: answer(['/b', '/c', '/a#2'], 'y')},
      {question: q('q3', {previous: 'p3'}), answer: answer(['/b', '/c', '/d', '/a'], 'x')},
      {question: q('q4', {previous: 'p4'}), answer: answer(['/a'], 'x')},
      {question: q('q5'), answer: unsure},
      {question: {query: 'o1', locale: 'en', kind: 'off-topic'}, answer: unsure},
      {question: {query: 'o2', locale: 'en', kind: 'nonexistent-plan'}, answer: answer(['/a'], 'x')},
    ]);
    expect(figures).toMatchObject({
      inScope: 5,
      outOfScope: 2,
      hit1: {count: 2, total: 5},
      hit3: {count: 3, total: 5},
      uncertainInScope: {count: 1, total: 5},
      outOfScopeUncertain: {count: 1, total: 2, share: 0.5},
      fact: {count: 3, total: 5},
      followUps: {count: 1, total: 2, share: 0.5},
    });
    expect(figures.misses.map((m: {question: Question}) => m.question.query)).toEqual(['q2', 'q3', 'q5']);
    expect(figures.answeredOutOfScope.map((m: {question: Question}) => m.question.query)).toEqual(['o2']);
  });

  it('groups by locale and counts misses per kind without their text', () => {
    const byLocale = figuresByLocale([
      {question: q('e1', {kind: 'typo'}), answer: unsure},
      {question: q('s1', {locale: 'es', page: '/es/a', kind: 'typo'}), answer: answer(['/es/a'], 'x')},
      {question: q('s2', {locale: 'es', page: '/es/a', kind: 'one-word'}), answer: unsure},
      {question: {query: 'so', locale: 'es', kind: 'off-topic'}, answer: answer(['/es/b'])},
    ]);
    expect(Object.keys(byLocale)).toEqual(['en', 'es']);
    expect(byLocale.en.hit3).toMatchObject({count: 0, total: 1});
    expect(byLocale.es.hit3).toMatchObject({count: 1, total: 2});
    expect(missesPerKind([...byLocale.es.misses, ...byLocale.es.answeredOutOfScope])).toEqual({'off-topic': 1, 'one-word': 1});
  });

  it.each([
    [{count: 41, total: 55, share: 41 / 55}, '41/55 = 74.5%'],
    [{count: 0, total: 0, share: 0}, '0/0 = -'],
  ])('formats %j as %s', (value, text) => expect(formatRatio(value)).toBe(text));

  it('takes nearest-rank percentiles', () => {
    const values = Array.from({length: 100}, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([3], 95)).toBe(3);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('bench/agent targets', () => {
  const r = (count: number, total: number) => ({count, total, share: total ? count / total : 0});
  const good = {hit1: r(75, 100), hit3: r(90, 100), uncertainInScope: r(5, 100), outOfScopeUncertain: r(15, 15), fact: r(85, 100), followUps: r(9, 10)};

  it('names nothing when every target is met, latency only when measured', () => {
    expect(missedTargets({en: good, es: good}, undefined)).toEqual([]);
    expect(missedTargets({en: good}, {p95: 49.9})).toEqual([]);
  });

  it.each([
    ['hit3', r(89, 100), '[es] hit@3 89/100 = 89.0% is under 90.0%'],
    ['hit1', r(74, 100), '[es] hit@1 74/100 = 74.0% is under 75.0%'],
    ['uncertainInScope', r(6, 100), '[es] in-scope uncertain 6/100 = 6.0% is over 5.0%'],
    ['outOfScopeUncertain', r(14, 15), '[es] out-of-scope uncertain 14/15 = 93.3% is under 100.0%'],
    ['fact', r(84, 100), '[es] fact in the answer 84/100 = 84.0% is under 85.0%'],
    ['followUps', r(8, 10), '[es] follow-ups right 8/10 = 80.0% is under 90.0%'],
  ])('names a missed %s per locale', (key, value, sentence) => {
    expect(missedTargets({en: good, es: {...good, [key]: value}}, undefined)).toEqual([sentence]);
  });

  it('names a slow /v1/ask and ignores figures with nothing counted', () => {
    expect(missedTargets({en: {...good, followUps: r(0, 0)}}, {p95: 50})).toEqual(['/v1/ask p95 50.0 ms is not under 50 ms']);
  });
});
