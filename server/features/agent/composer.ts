/**
 * Writes the retrieval answer: quotes the sentences of the best passages that share most words
 * with the question, each followed by the number of its source, so every sentence can be traced.
 * When the best passages do not cover the question, it says so and offers a handoff instead.
 */
import type {Answer, AnswerSource} from '../../../src/lib/knowledge/types';
import {answerText, followUpQuestion} from './answer-text';
import {pageKey, perPassage, type AgentKnowledge, type Alternative, type Hit, type IndexedPassage} from './knowledge-index';
import {contactWordsOf, figureTerm, statesFigure, type IndexLanguage} from './languages';
import {longestQuote, markdownToPlainBlocks, plainSentencesInContext, quoted} from './markdown';
import {askedUnits, type AskedUnit} from './measures';

/**
 * Calibrated on bench/agent (see its README): a passage must cover more than this share of the
 * question to answer it, else the answer is uncertain. More than, not as much as: one of two
 * equally rare words ("discount" of "holiday discount") is not the question.
 */
export const coverageThreshold = 0.5;

/** Whether a ranked passage covers enough of the question to answer it. */
export function covers(hit: RankedHit): boolean {
  return hit.coverage > coverageThreshold;
}
/**
 * The documentation is the product's reference: between a docs page and a blog post or policy
 * that cover a question about as well, the docs page wins. 0.075 and 0.08 gained tuning hit@1
 * (en +3, es +2) but lost a held-out follow-up; 0.09 moved tuning hit@1 en +2, es -1.
 */
const documentationBonus = 0.1;
/** How much a section's share of a follow-up's own words counts when it is read with the previous question. */
export const focusWeight = 0.2;
/** How much the rest of a passage's page counts: the careers page covers "hiring engineers" across two sections. */
const pageWeight = 0.2;
/** How much of the question the rest of its page covers counts towards a section's coverage. */
export const pageShare = 0.5;
/** A table of contents (this many linked list items) ranks this much lower; it still answers when nothing else covers. */
const tableOfContentsItems = 3;
export const tableOfContentsPenalty = 0.2;
/**
 * A passage's word that gives a question term's stem but is more than this many letters shorter
 * than the visitor's word is another word: "access" for "accessibility", "response" for
 * "responsible", Spanish "página" for "paginación". Up to three letters is the same word inflected
 * ("sign" / "signing", "página" / "páginas").
 */
export const inflectionLetters = 3;
/** How much such a term counts when passages are ordered (not when deciding whether one covers the question). */
export const otherWordWeight = 0.3;
/** A further passage is cited only when it ranks this close to the best one. */
const secondaryRatio = 0.6;
/**
 * Four, not three: the near sections of other pages come before a second section of a cited page
 * (`composeAnswer`), and the fourth place keeps that section's fact when it is near.
 */
const maxSources = 4;
/** A second section of a cited page that ranks this close to the best hit is as good as it: it is cited fourth, before further pages. */
const tiedSectionRatio = 0.98;
/** Sentences quoted from the best passage, and from each further one. */
export const firstSentences = 3;
/** How much a sentence's likeness to one already chosen from its passage counts against it. */
export const sameness = 0.5;
/** Added to the word overlap of a sentence that states a number, when the question asks for one. */
export const figureBonus = 0.3;
/**
 * Added to the overlap of a sentence that shares the question's words and states a figure when the
 * question asks for none: of two sentences that share as much, the one with the figure says more
 * ("up to 30% less cart abandonment" after "shoppers leave when a question goes unanswered").
 * Less than any difference of shared words.
 */
export const figureTieBreak = 0.01;
/** How much the words of the FAQ question a sentence answers count towards its overlap with the visitor's question. */
export const askedWeight = 0.5;
/** Added to the word overlap of a sentence that shares the question's words and states a figure in the unit of the magnitude asked ("max size": "up to 1 MB"). */
export const unitBonus = 0.5;
const maxFollowUps = 3;
/** On this many pages or more, a heading names a part of a page ("Errors", "Use cases"), not a topic. */
const sharedHeadingPages = 3;
/**
 * How many known terms a question needs for one unknown word among them to weigh as the rarest
 * known one. Three were tried (bench/agent/README.md): the tuning half caught 2 more Spanish
 * out-of-scope questions, but visitors' in-scope questions with two known words went unanswered.
 */
export const unknownAmongKnown = 2;
/**
 * ...and how much those known terms must weigh together, as a share of the unknown word's weight:
 * our commonest words ("agent", "plan", "data") and one more ordinary one are not what a question
 * about something else ("will the agent book a taxi") is mostly about.
 */
export const knownShareOfUnknown = 0.5;
/** Added to the rank of one of the best `faqCandidates` sections whose FAQ entry asks every word of the question (calibrated on bench/agent). */
export const faqBonus = 0.1;
const faqCandidates = 30;
/** A sentence whose terms the answer already has at this share adds nothing. */
const restatedShare = 0.8;
const snippetLength = 200;

export type RankedHit = Hit & {coverage: number; rank: number};

/**
 * The query's content words as the index sees them (stemmed, without stop words). A term our
 * passages have only in words of another family ("paro" and "par") is a word we do not have: it
 * is marked so that no passage has it.
 */
export function queryTerms(knowledge: AgentKnowledge, lang: IndexLanguage, query: string): string[] {
  const strangers = knowledge.strangerTerms(lang, query);
  return knowledge.tokenizer(lang).tokenize(query).map((term) => (strangers.has(term) ? `${term}${strangerMark}` : term));
}

/** Added to a term our passages have only in words of another family: no tokenized word has it. */
const strangerMark = ' (other word)';

/** A text's terms, with `figureTerm` when it states a figure. */
function termsOf(knowledge: AgentKnowledge, lang: IndexLanguage, text: string): Set<string> {
  const terms = new Set(knowledge.tokenizer(lang).tokenize(text));
  if (statesFigure.test(text)) terms.add(figureTerm);
  return terms;
}

/**
 * A term counts as found when the text has it, or a word that differs only in its last letters:
 * stemmers miss such pairs ("compliant" / "compliance" -> "compliant" / "complianc", Spanish
 * "autentican" / "autenticación" -> "autentic" / "autent").
 */
function has(found: Set<string>, term: string): boolean {
  return matchOf(found, term) !== undefined;
}

/** The text's term that finds a question term (see `has`). */
function matchOf(found: Set<string>, term: string): string | undefined {
  if (found.has(term)) return term;
  if (term.length < 5) return undefined;
  for (const word of found) {
    // A verb in -ify is stemmed with its i ("verifi", "notifi"), its noun in -ification without ("verif").
    if (word.length === term.length + 1 && word.endsWith('i') && word.startsWith(term)) return word;
    if (word.length < 5 || word.length > term.length || term.length - word.length > 2) continue;
    const shared = sharedPrefix(word, term);
    // The text's word may be a shorter stem of the question's ("autent" for "autentic"), not the
    // other way round: "franci" (Francia) must not find "francisc" (San Francisco).
    if (shared === word.length || (shared >= word.length - 1 && word.length === term.length)) return word;
  }
  return undefined;
}

function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

/** A question term with its weight and its other ways of being said: the same for every text it is compared with. */
type WeighedTerm = {term: string; weight: number; alternatives: Alternative[]};

/**
 * Worked out once per question, not once per candidate passage and sentence. A word no passage
 * has weighs most of all (its IDF is the highest), so one word of the visitor's own ("midway",
 * "exceed") would sink a question whose other words all fit one page. Alone among two or more
 * known terms that weigh together at least `knownShareOfUnknown` of it, it weighs as the rarest of
 * them: the question is still mostly about what we have. Two unknown words, or one among fewer or
 * commoner known ones, keep their weight (the question is about something else); names we do not have are caught before
 * (`unknownNames`, `namedItems`).
 */
export function weighTerms(knowledge: AgentKnowledge, lang: IndexLanguage, terms: string[], asksWhetherExists = false): WeighedTerm[] {
  const weighed = terms.map((term) => ({term, weight: knowledge.weightOf(lang, term), alternatives: knowledge.alternativesOf(lang, term)}));
  // "Do you have a kiosk mode?": the word we do not have is what is asked about.
  if (asksWhetherExists) return weighed;
  const unknown = weighed.filter(({term, alternatives}) => !knowledge.hasTerm(lang, term) && alternatives.length === 0);
  const known = weighed.filter((term) => !unknown.includes(term));
  const knownWeight = known.reduce((sum, {weight}) => sum + weight, 0);
  if (unknown.length === 1 && known.length >= unknownAmongKnown && knownWeight >= unknown[0].weight * knownShareOfUnknown) {
    unknown[0].weight = Math.min(unknown[0].weight, Math.max(...known.map(({weight}) => weight)));
  }
  return weighed;
}

/**
 * A question whether we have something of this many terms or more says more than what it asks
 * ("a demo account for trying widgets before paying"): one of its terms may be missing.
 */
const longAskedTerms = 5;

/**
 * Whether the page of one cited passage has every term of the question (or one of its other ways
 * of saying it): a question whether we have something ("do you offer a student discount?") is
 * about all of it, and a page with only the discount does not answer it. A long one may miss one
 * term (`longAskedTerms`).
 */
export function citedPageHasAll(knowledge: AgentKnowledge, lang: IndexLanguage, terms: string[], cited: IndexedPassage[]): boolean {
  const missingAllowed = new Set(terms).size >= longAskedTerms ? 1 : 0;
  return cited.some((passage) => {
    const found = knowledge.pageTermsOf(lang, passage);
    const missing = terms.filter((term) => !has(found, term) && !saysAnotherWay(found, knowledge.alternativesOf(lang, term)));
    return missing.length <= missingAllowed;
  });
}

/**
 * The share of the question's weight (its terms' IDF) that the text covers (`any`), and the same
 * with a term the text has only through a shorter word of its stem (`inflectionLetters`) counted
 * at `otherWordWeight` (`same`). `asked`: the length of the visitor's word for each term;
 * `longest`: the length of the text's longest word for each of its terms (without them, `same` is `any`).
 */
function overlaps(question: WeighedTerm[], found: Set<string>, asked = noLengths, longest = noLengths): {any: number; same: number} {
  let total = 0;
  let any = 0;
  let same = 0;
  for (const {term, weight, alternatives} of question) {
    total += weight;
    const match = matchOf(found, term);
    const other = match !== undefined && isOtherWord(asked.get(term), longest.get(match));
    // Another way of saying it, in the text's own words, counts in full.
    const alternative = (match === undefined || other) && saysAnotherWay(found, alternatives);
    if (match !== undefined || alternative) any += weight;
    if (alternative || (match !== undefined && !other)) same += weight;
    else if (other) same += weight * otherWordWeight;
  }
  return total ? {any: any / total, same: same / total} : {any: 0, same: 0};
}

/** Whether the text has every term of one of a question term's other ways of saying it (the thesaurus). */
function saysAnotherWay(found: Set<string>, alternatives: Alternative[]): boolean {
  return alternatives.some(({terms}) => terms.every((term) => has(found, term)));
}

/** Whether the text's longest word for a term is more than an inflection shorter than the visitor's. */
function isOtherWord(visitors: number | undefined, texts: number | undefined): boolean {
  return visitors !== undefined && texts !== undefined && visitors - texts > inflectionLetters;
}

const noLengths = new Map<string, number>();

/** The share of the question's weight (its terms' IDF) that the text covers, by any word of each term's stem. */
function overlap(question: WeighedTerm[], found: Set<string>): number {
  return overlaps(question, found).any;
}

/**
 * Orders BM25 hits by how much of the question each passage covers, then by score: BM25 alone
 * favours short passages that repeat one rare word. `asked` (the length of the visitor's word for
 * each term, `questionWordLengths`) orders a passage that has a term only through another word of
 * its stem after those that say it (`overlaps`); whether a passage covers the question at
 * all (`coverage`, the uncertain answer's gate) counts any word of the stem.
 */
export function rankHits(
  knowledge: AgentKnowledge,
  lang: IndexLanguage,
  terms: string[],
  hits: Hit[],
  asksWhetherExists = false,
  focus: string[] = [],
  asked: Map<string, number> = new Map(),
): RankedHit[] {
  const best = Math.max(0, ...hits.map((hit) => hit.score)) || 1;
  const question = weighTerms(knowledge, lang, terms, asksWhetherExists);
  const focused = focus.length ? weighTerms(knowledge, lang, focus) : undefined;
  const ranked = hits
    .map((hit) => {
      const terms = knowledge.termsOf(lang, hit.passage);
      const pageTerms = knowledge.pageTermsOf(lang, hit.passage);
      const {any: own, same: ownWords} = overlaps(question, terms, asked, knowledge.wordLengthsOf(lang, hit.passage));
      // A follow-up read with the question before it ("and for PHP?") is about its own words first.
      const focusShare = focused ? overlap(focused, terms) * focusWeight : 0;
      const {any: pageCoverage, same: pageWords} = overlaps(question, pageTerms, asked, knowledge.pageWordLengthsOf(lang, hit.passage));
      const reference = hit.passage.version !== null ? documentationBonus : 0;
      // A section answers in the context of its page: installing on a given CMS is the integration
      // page's question even when the section about that CMS never says "install".
      const coverage = own + (Math.max(own, pageCoverage) - own) * pageShare;
      const wordCoverage = ownWords + (Math.max(ownWords, pageWords) - ownWords) * pageShare;
      const hub = isTableOfContents(hit.passage) ? tableOfContentsPenalty : 0;
      return {...hit, coverage, rank: wordCoverage * 0.8 + (hit.score / best) * 0.2 + pageWords * pageWeight + reference - hub + focusShare};
    })
    .sort((a, b) => b.rank - a.rank);
  // Among the best, a section with an FAQ entry that asks the visitor's question answers it: its
  // sibling that shares the same words in a table ("datos almacenados") is about something else.
  return ranked
    .map((hit, i) => (i < faqCandidates && asksAsFaq(knowledge, lang, question, hit.passage) ? {...hit, rank: hit.rank + faqBonus} : hit))
    .sort((a, b) => b.rank - a.rank);
}

/** Whether one of the passage's FAQ questions has every term of the visitor's question (or another way of saying it). */
function asksAsFaq(knowledge: AgentKnowledge, lang: IndexLanguage, question: WeighedTerm[], passage: IndexedPassage): boolean {
  return quotablesOf(knowledge, lang, passage).some(({asked}) => asked !== undefined && overlap(question, asked) === 1);
}

/** A table row that begins with an HTTP error status ("| 404 Not Found | notFound | ..."), and a table's header separator. */
const errorRow = /^\s*\|\s*[45]\d\d\b/;
const separatorRow = /^\s*\|[\s:|-]+\|\s*$/;

/** A table of the errors an API operation may answer: every row of its tables, below their headers, is an HTTP error status. */
export const isErrorTable = perPassage((passage) => {
  const rows = passage.text.split('\n').filter((line) => /^\s*\|/.test(line));
  const data = rows.filter((row, i) => !separatorRow.test(row) && !separatorRow.test(rows[i + 1] ?? ''));
  return data.length > 0 && data.every((row) => errorRow.test(row));
});

/**
 * An error table shares its operation page's words ("No such object for this agent") but answers
 * first only a question about an error: asked how a conversation is handed over, the answer starts
 * with the next section near, and the table stays among the sources.
 */
function errorTableNotFirst(hits: RankedHit[], aboutError = false): RankedHit[] {
  if (hits.length < 2 || aboutError || !isErrorTable(hits[0].passage)) return hits;
  const other = hits.findIndex((hit) => !isErrorTable(hit.passage));
  return other < 0 ? hits : [hits[other], ...hits.filter((_, i) => i !== other)];
}

/** List items that are a link and its summary ("- [Integration guide](/documentation/integration): Add your agent..."). */
const linkItem = /^\s*(?:[-*+]|\d+[.)])\s+\[[^\]]+\]\([^)]+\)/gm;

/**
 * A section that lists other pages with a line on each (the docs home, the blog index, the
 * industries overview): it names every topic and answers none, so the page it points to wins.
 */
export const isTableOfContents = perPassage((passage) => (passage.text.match(linkItem)?.length ?? 0) >= tableOfContentsItems);

export function sourceTitle(passage: IndexedPassage): string {
  return passage.heading && passage.heading !== passage.pageTitle
    ? `${passage.pageTitle} › ${passage.heading}`
    : passage.pageTitle;
}

export function snippetOf(passage: IndexedPassage): string {
  const text = markdownToPlainBlocks(passage.text).join(' ') || passage.heading || passage.pageTitle;
  return text.length > snippetLength ? `${text.slice(0, snippetLength - 1).trimEnd()}…` : text;
}

export function toSource(passage: IndexedPassage): AnswerSource {
  return {title: sourceTitle(passage), url: passage.url, snippet: snippetOf(passage)};
}

/** A sentence with its terms, and with those of the FAQ question it answers (`context`: "Yes, please do." says nothing alone). */
type Quotable = {sentence: string; terms: Set<string>; context?: Set<string>; asked?: Set<string>};

/** Each passage's quotable sentences with their terms, worked out once (passages never change in place). */
const quotableCache = new WeakMap<IndexedPassage, Map<IndexLanguage, Quotable[]>>();

function quotablesOf(knowledge: AgentKnowledge, lang: IndexLanguage, passage: IndexedPassage): Quotable[] {
  let byLanguage = quotableCache.get(passage);
  if (!byLanguage) {
    byLanguage = new Map();
    quotableCache.set(passage, byLanguage);
  }
  let quotables = byLanguage.get(lang);
  if (!quotables) {
    // Questions in the text (FAQ entries) are not answers to quote, nor is a bare "Yes." without its question.
    quotables = plainSentencesInContext(passage.text)
      .filter(({sentence: s}) => !/\[\d+\]/.test(s) && !s.endsWith('?') && /\S+\s+\S+\s+\S+/.test(s))
      .map((plain) => {
        // A sentence that gives an address or a number answers for "email" or "phone" too.
        const terms = termsOf(knowledge, lang, `${plain.sentence} ${contactWordsOf(lang, plain.sentence)}`);
        // The first sentence of an FAQ answer is quoted after its question ("Yes, please do." says nothing alone);
        // that of a paragraph with a run-in heading ("Rate limits.") is about the heading's words.
        const about = plain.asked ?? plain.about;
        const context = about ? new Set([...terms, ...termsOf(knowledge, lang, about)]) : undefined;
        const asked = plain.asked ? termsOf(knowledge, lang, plain.asked) : undefined;
        return {sentence: quoted(plain), terms, ...(context ? {context} : {}), ...(asked ? {asked} : {})};
      })
      .filter(({sentence}) => sentence.length <= longestQuote);
    byLanguage.set(lang, quotables);
  }
  return quotables;
}

/** What the question asks for besides its words: a figure, a figure in a unit or a place in the product (`askedUnits`), or what an error means (`asksAboutError`). */
export type AskedFor = {figure?: boolean; units?: AskedUnit[]; aboutError?: boolean};

/** The magnitudes each section's heading names, worked out once (a passage is always read in its own language). */
const headingUnits = new WeakMap<IndexedPassage, AskedUnit[]>();

/** Whether a section's heading names a magnitude the question asks for (an FAQ's "How quickly can we get started?" for "how long"). */
function headingAsksFor(knowledge: AgentKnowledge, lang: IndexLanguage, passage: IndexedPassage, units: AskedUnit[]): boolean {
  if (units.length === 0) return false;
  let named = headingUnits.get(passage);
  if (!named) {
    named = askedUnits(knowledge.tokenizer(lang), lang, passage.heading);
    headingUnits.set(passage, named);
  }
  return named.some(({unit}) => units.some((asked) => asked.unit === unit));
}

/** A passage's quotable sentences, each scored by how well it answers the question (its shared words, the figure or unit asked). */
function scoredSentences(knowledge: AgentKnowledge, lang: IndexLanguage, question: WeighedTerm[], passage: IndexedPassage, {figure = false, units = []}: AskedFor) {
  // "Quickly" is found by any figure ("24 hours"): a sentence in the asked unit must share a word
  // besides, in itself or in its section's title ("Markdown, up to 1 MB" under "Add knowledge"),
  // or be under a heading that asks for that magnitude too ("How quickly can we get started?").
  const words = question.map((term) => ({...term, alternatives: term.alternatives.filter((alt) => !alt.terms.includes(figureTerm))}));
  const title = termsOf(knowledge, lang, `${passage.pageTitle} ${passage.heading}`);
  const namesMagnitude = headingAsksFor(knowledge, lang, passage, units);
  return quotablesOf(knowledge, lang, passage).map(({sentence, terms: found, context}, position) => {
    const sharesWords = overlap(words, new Set([...title, ...(context ?? found)])) > 0 || namesMagnitude;
    // A figure alone shares nothing with the question.
    const asked = sharesWords ? question : words;
    const own = overlap(asked, found);
    // The FAQ question's words count for its answer's first sentence, less than the sentence's own.
    const shared = context ? own + (overlap(asked, context) - own) * askedWeight : own;
    const inUnit = sharesWords && units.some(({unit}) => unit.test(sentence));
    const ofKind = inUnit || (sharesWords && units.some(({kind}) => kind.test(sentence)));
    // A figure tips the balance between sentences that share as much of the question even when none is asked.
    const figureWeight = figure ? figureBonus : shared > 0 ? figureTieBreak : 0;
    const bonus = (statesFigure.test(sentence) ? figureWeight : 0) + (inUnit ? unitBonus : 0);
    return {sentence, position, terms: found, score: shared + bonus, inUnit, ofKind};
  });
}

/**
 * The section to quote in place of a cited one: when the question asks for a unit or a place and
 * the section states no figure (or place) at all, the best-ranked covering section of the same
 * page that states one in that unit ("10 seconds" is in the webhooks' retries, "1 to 2,000
 * characters" in the request table of the ask endpoint, "Settings > API keys" in the
 * authentication section). Its page keeps its place among the sources, so no other page is pushed
 * out of them. A further source's section gives way too: a policy's "How long we keep it" that
 * says "as described above" leaves the "24 hours" to its section on conversations. Failing a
 * covering one, a section whose heading asks for the same magnitude answers though it shares no
 * other word (a landing page's FAQ "How quickly can we get started?" has the days).
 */
function sectionStatingUnit(
  knowledge: AgentKnowledge,
  lang: IndexLanguage,
  question: WeighedTerm[],
  best: IndexedPassage,
  covering: RankedHit[],
  asked: AskedFor,
): IndexedPassage {
  if (!asked.units?.length || scoredSentences(knowledge, lang, question, best, asked).some(({ofKind}) => ofKind)) return best;
  const page = knowledge.pageOf(best);
  const ids = new Set(page.map(({id}) => id));
  const statesUnit = (passage: IndexedPassage) =>
    passage.id !== best.id && scoredSentences(knowledge, lang, question, passage, asked).some(({inUnit}) => inUnit);
  const sibling = covering.find(({passage}) => ids.has(passage.id) && statesUnit(passage));
  if (sibling) return sibling.passage;
  // Or a section whose heading asks for it ("How quickly can we get started?"), though it shares no other word.
  return page.find((passage) => headingAsksFor(knowledge, lang, passage, asked.units ?? []) && statesUnit(passage)) ?? best;
}

/** Whether a section's heading has every term of the question, or another way of saying it. */
function headingSaysAll(knowledge: AgentKnowledge, lang: IndexLanguage, question: WeighedTerm[], passage: IndexedPassage): boolean {
  return passage.heading !== '' && overlap(question, termsOf(knowledge, lang, passage.heading)) === 1;
}

/** The sentences of a passage worth quoting for these terms, in the passage's own order. */
function quotableSentences(
  knowledge: AgentKnowledge,
  lang: IndexLanguage,
  question: WeighedTerm[],
  passage: IndexedPassage,
  max: number,
  required: boolean,
  asked: AskedFor,
): Quotable[] {
  const scored = scoredSentences(knowledge, lang, question, passage, asked);
  const candidates = scored.filter((s) => s.score > 0);
  // A passage whose title or heading matched may answer in sentences that do not repeat the words:
  // the best one, and a further one whose own heading says all the question ("Open roles" for "hiring").
  if (candidates.length === 0 && (required || headingSaysAll(knowledge, lang, question, passage))) return scored.slice(0, max);
  // Best first, each further one by its score less its likeness to those chosen: three sentences
  // of one template ("open Integrations > CRM > Salesforce", "> HubSpot") say one thing. Among
  // equals, the one next to a chosen sentence, then the earliest: the step before the matching
  // one ("Open Knowledge in the dashboard", then "Upload documents") reads on with it, where the
  // page's opening sentence is a fragment from elsewhere.
  const chosen: typeof scored = [];
  while (chosen.length < max && candidates.length) {
    let best = 0;
    let bestValue = -Infinity;
    candidates.forEach((candidate, i) => {
      const likeness = Math.max(0, ...chosen.map((c) => jaccard(c.terms, candidate.terms)));
      const value = candidate.score - sameness * likeness;
      if (value > bestValue || (value === bestValue && readsOnBetter(chosen, candidate.position, candidates[best].position))) {
        best = i;
        bestValue = value;
      }
    });
    chosen.push(...candidates.splice(best, 1));
  }
  // The best passage's matching sentence is often completed by the one after it ("You can call the
  // API before you have an account. A sandbox key makes a throwaway agent ... for 24 hours."),
  // which repeats none of the question's words; and the passage reads on after the last one
  // chosen (a case study's challenge and solution, then its results).
  if (required && chosen.length) {
    for (const next of [...chosen].sort((a, b) => a.position - b.position).map(({position}) => scored[position + 1])) {
      if (chosen.length >= max) break;
      if (next && !chosen.includes(next)) chosen.push(next);
    }
    for (let position = Math.max(...chosen.map((c) => c.position)) + 1; chosen.length < max && position < scored.length; position += 1) {
      if (!chosen.includes(scored[position])) chosen.push(scored[position]);
    }
  }
  return chosen.sort((a, b) => a.position - b.position);
}

/** Between two equally good sentences (by position), whether the first is nearer a chosen one, or as near and earlier. */
function readsOnBetter(chosen: {position: number}[], position: number, other: number): boolean {
  const distance = (at: number) => (chosen.length ? Math.min(...chosen.map((c) => Math.abs(c.position - at))) : 0);
  const nearer = distance(position) - distance(other);
  return nearer < 0 || (nearer === 0 && position < other);
}

/** The share of two term sets that both have. */
function jaccard(a: Set<string>, b: Set<string>): number {
  let both = 0;
  for (const term of a) if (b.has(term)) both += 1;
  const either = a.size + b.size - both;
  return either ? both / either : 0;
}

export function followUps(knowledge: AgentKnowledge, cited: IndexedPassage[], lang: IndexLanguage): string[] {
  const citedIds = new Set(cited.map((p) => p.id));
  const seen = new Set(cited.map((p) => p.heading.toLowerCase()));
  const questions: string[] = [];
  for (const passage of cited) {
    const page = knowledge.pageOf(passage);
    const at = page.findIndex((p) => p.id === passage.id);
    // Nearest first: the next section, the previous one, then further out.
    const neighbours = page
      .map((p, i) => ({p, distance: Math.abs(i - at) + (i < at ? 0.5 : 0)}))
      // A heading many pages share ("Request", "Errors", "Benefits") is a part of each, not a topic to ask about.
      .filter(({p}) => !citedIds.has(p.id) && p.heading && knowledge.pagesWithHeading(p.heading) < sharedHeadingPages)
      .sort((a, b) => a.distance - b.distance);
    const pageText = page.map((section) => section.text).join('\n');
    // A common word, not a name: the page writes it in lower case, and never capitalised inside a sentence ("on Business").
    const writtenInLowerCase = (word: string) =>
      new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u').test(pageText) &&
      !new RegExp(`\\p{Ll}[,;]?\\s+${word.charAt(0).toUpperCase()}${word.slice(1)}(?!\\p{L})`, 'u').test(pageText);
    for (const {p} of neighbours.slice(0, 2)) {
      const key = p.heading.toLowerCase();
      const question = followUpQuestion(lang, p.heading, writtenInLowerCase);
      if (seen.has(key) || !question) continue;
      seen.add(key);
      questions.push(question);
    }
  }
  return questions.slice(0, maxFollowUps);
}

/** The numbers a sentence states, without thousands separators ("$5,388" and "5388" are one figure). */
function figuresOf(sentence: string): string[] {
  // A digit inside a word is no figure: the 1 of "/v1/knowledge".
  return [...sentence.matchAll(/(?<![\p{L}\d])(?:\d[\d.,]*\d|\d)/gu)].map(([figure]) => figure.replace(/[.,]/g, ''));
}

/**
 * Whether a sentence only says again what the answer already states: every figure it gives is
 * stated ("Retailers see conversion go up by 28%" after "...lift conversion by 28%"), or, without
 * figures, nearly all its words are.
 */
export function restates(sentence: string, terms: Set<string>, stated: {figures: Set<string>; terms: Set<string>}): boolean {
  const figures = figuresOf(sentence);
  if (figures.length) return figures.every((figure) => stated.figures.has(figure));
  if (terms.size === 0) return false;
  let known = 0;
  for (const term of terms) if (stated.terms.has(term)) known += 1;
  return known / terms.size >= restatedShare;
}

/**
 * The heading to say before a card's sentences: a section without an anchor of its own (a case
 * study's tab, a partner program's card) is known by its heading alone ("BrightPath Dental
 * (Healthcare)"), which its sentences do not repeat ("Solution: The agent answers around the
 * clock"). A heading many pages share ("Benefits") names no card, and one the sentences say
 * already is not said twice.
 */
function cardTitle(knowledge: AgentKnowledge, lang: IndexLanguage, passage: IndexedPassage, sentences: Quotable[]): string | undefined {
  const heading = passage.heading.trim();
  if (!heading || heading === passage.pageTitle || passage.url.includes('#') || knowledge.pagesWithHeading(heading) >= sharedHeadingPages) return undefined;
  const said = new Set(sentences.flatMap(({terms}) => [...terms]));
  const own = termsOf(knowledge, lang, heading);
  return [...own].every((term) => said.has(term)) ? undefined : heading;
}

export function notCoveredAnswer(lang: IndexLanguage): Answer {
  return {response: answerText[lang].notCovered, sources: [], suggestedFollowUps: [], uncertain: true};
}

export type Composition = {answer: Answer; cited: IndexedPassage[]};

/**
 * The best section of each page, in rank order, then the other sections: a second section of a
 * cited page ("/industry/media#faq-2" after "/industry/media") shows the reader no other page,
 * where a page that ranks near may be the one that answers (bench/agent: hit@3 up in both halves).
 * A second section that ranks level with the best hit comes fourth, after three pages and before
 * further ones: it often holds the fact (the open roles after how to apply, for a question about
 * jobs; bench/agent tuning: fact up in both locales, the first three sources unchanged).
 */
function otherPagesFirst(hits: RankedHit[]): RankedHit[] {
  const seen = new Set<string>();
  const firsts: RankedHit[] = [];
  const tied: RankedHit[] = [];
  const seconds: RankedHit[] = [];
  const level = hits.length ? hits[0].rank * tiedSectionRatio : 0;
  for (const hit of hits) {
    const page = pageKey(hit.passage);
    (!seen.has(page) ? firsts : hit.rank >= level ? tied : seconds).push(hit);
    seen.add(page);
  }
  // The tied sections take the last place of the sources, after the best of the other pages.
  const before = maxSources - 1;
  return [...firsts.slice(0, before), ...tied, ...firsts.slice(before), ...seconds];
}

/**
 * The retrieval answer for ranked hits (searched in `passageLang`); the not-covered answer in the
 * reader's language (`readerLang`) when the best passage does not cover the question.
 */
export function composeAnswer(
  knowledge: AgentKnowledge,
  ranked: RankedHit[],
  terms: string[],
  passageLang: IndexLanguage,
  readerLang: IndexLanguage,
  asked: AskedFor = {},
): Composition {
  // Only passages that cover the question may answer it, however well BM25 liked the others.
  const covering = ranked.filter(covers);
  if (covering.length === 0) return {answer: notCoveredAnswer(readerLang), cited: []};
  const best = covering[0];
  const near = covering.filter((hit) => hit.rank >= best.rank * secondaryRatio);
  // A table of contents is quoted only when nothing else is near: its summary of a page would be
  // quoted in place of that page ("Delete knowledge: Removes the document"), which then says it again.
  const pages = near.filter((hit) => !isTableOfContents(hit.passage));
  const candidates = errorTableNotFirst(otherPagesFirst(pages.length ? pages : near), asked.aboutError);
  const question = weighTerms(knowledge, passageLang, terms);
  const cited: IndexedPassage[] = [];
  const parts: string[] = [];
  const stated = {figures: new Set<string>(), terms: new Set<string>()};
  for (const hit of candidates) {
    if (cited.length === maxSources) break;
    const first = cited.length === 0;
    // A cited section's sibling may have taken its place (`sectionStatingUnit`): neither is cited twice.
    if (cited.includes(hit.passage)) continue;
    const passage = sectionStatingUnit(knowledge, passageLang, question, hit.passage, covering, asked);
    if (cited.includes(passage)) continue;
    // The same fact on two pages (a price on the pricing page and in the docs) is quoted once.
    const sentences = quotableSentences(knowledge, passageLang, question, passage, first ? firstSentences : 1, first, asked).filter(
      ({sentence, terms}) => first || !restates(sentence, terms, stated),
    );
    if (sentences.length === 0) continue;
    cited.push(passage);
    const lead = cardTitle(knowledge, passageLang, passage, sentences);
    for (const [i, {sentence, terms}] of sentences.entries()) {
      parts.push(`${i === 0 && lead ? `${lead} — ` : ''}${sentence} [${cited.length}]`);
      for (const figure of figuresOf(sentence)) stated.figures.add(figure);
      for (const term of terms) stated.terms.add(term);
    }
  }
  if (cited.length === 0) return {answer: notCoveredAnswer(readerLang), cited: []};
  return {
    answer: {
      response: parts.join(' '),
      sources: cited.map(toSource),
      suggestedFollowUps: followUps(knowledge, cited, readerLang),
      uncertain: false,
    },
    cited,
  };
}
