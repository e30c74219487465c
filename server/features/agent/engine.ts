/**
 * The agent engine behind `app.agent`: the knowledge of every agent, retrieval, and the answer,
 * written by the retrieval composer or (when configured) by a language model that is given the
 * same passages and must cite them.
 */
import type {Answer, KnowledgeFile} from '../../../src/lib/knowledge/types';
import {citedPageHasAll, composeAnswer, covers, notCoveredAnswer, queryTerms, rankHits, type RankedHit} from './composer';
import {isDictionaryWord} from './dictionary';
import {documentPassages} from './documents';
import {answerFromFacts} from './facts';
import {noSuchPlan} from './offers';
import {AgentKnowledge, type IndexedPassage} from './knowledge-index';
import {askedUnits} from './measures';
import {answerText, listed} from './answer-text';
import {withSurfaceWords} from './surface';
import {
  alternativeParts,
  askedOfAgent,
  askedWhetherExists,
  asksChatForTask,
  asksWhatAgentCan,
  asksWhoWeAre,
  lastFigureClause,
  refersBack,
  asksAboutError,
  asksForFigure,
  asksWhetherExists,
  indexLanguages,
  plainWord,
  plainWordsOf,
  topicsOf,
  comparedWith,
  continuesQuestion,
  indexLanguageOf,
  languageTools,
  namedItems,
  offerKindOf,
  ownerOf,
  readerLanguageOf,
  sentencesOf,
  withContractionsJoined,
  withoutInterjection,
  withoutOwnPlace,
  type IndexLanguage,
} from './languages';
import type {AgentEngine, AskEvent, AskInput, KnowledgeDocument} from './types';

/** What a language model gets: the question, the reader's language and the numbered passages. */
export type RetrievalResult = {
  input: AskInput;
  readerLang: IndexLanguage;
  /** The passages that cover the question, best first (the ones the retrieval answer cites among them). */
  passages: IndexedPassage[];
  /** The retrieval answer, also the fallback whenever the model fails. */
  answer: Answer;
};

/** An optional writer of answers (the LLM client); it returns undefined to keep the retrieval answer. */
export interface AnswerWriter {
  write(result: RetrievalResult): Promise<Answer | undefined>;
  stream(result: RetrievalResult): AsyncIterable<AskEvent>;
}

/** URL names of docs versions (the unreleased docs live under /documentation/next/). */
const versionAliases: Record<string, string> = {next: 'current'};

/**
 * The docs version a page belongs to, by its path: /documentation/1.0/... is 1.0,
 * /es/documentation/next/... the unreleased docs; the latest released version's pages
 * (/documentation/...) and every other page name none.
 */
export function versionOfPage(page: string | undefined, versions: ReadonlySet<string>): string | undefined {
  const segment = /^(?:\/[a-z]{2}(?:-[A-Z]{2})?)?\/documentation\/([^/]+)/.exec(page ?? '')?.[1];
  const name = segment ? (versionAliases[segment] ?? segment) : undefined;
  return name && versions.has(name) ? name : undefined;
}

/** How many BM25 hits are re-ranked, and how many of those a writer may quote from. */
const candidateCount = 300;
const writerPassages = 5;

/** Splits a composed response into its cited sentences (each ends with " [n]"), keeping the spaces. */
export function sentenceDeltas(response: string): string[] {
  const parts = response.match(/.*?\s\[\d+\](?=\s|$)\s*/gsu);
  if (!parts || parts.join('') !== response) return [response];
  return parts;
}

function withoutStopWords(query: string, lang: IndexLanguage): string {
  const stopWords = new Set(languageTools[lang].stopWords);
  return query
    .split(/[^\p{L}\p{N}_-]+/u)
    .filter((word) => word && !stopWords.has(word.toLowerCase()))
    .join(' ');
}

export class RetrievalEngine implements AgentEngine {
  private readonly agents = new Map<string, AgentKnowledge>();
  /** What an agent without any passage searches (kept, so its tokenizers are made once). */
  private readonly noKnowledge = new AgentKnowledge();

  constructor(private readonly writer?: AnswerWriter) {}

  knowledgeOf(agentId: string): AgentKnowledge {
    let knowledge = this.agents.get(agentId);
    if (!knowledge) {
      knowledge = new AgentKnowledge();
      this.agents.set(agentId, knowledge);
    }
    return knowledge;
  }

  /** Adds the passages of one knowledge file (one locale of the site's build). */
  loadKnowledgeFile(agentId: string, file: KnowledgeFile): void {
    const knowledge = this.knowledgeOf(agentId);
    knowledge.defaultVersions.set(indexLanguageOf(file.locale), file.defaultVersion);
    if (file.facts) knowledge.facts.set(indexLanguageOf(file.locale), file.facts);
    if (file.company) knowledge.companies.set(indexLanguageOf(file.locale), file.company);
    for (const passage of file.passages) knowledge.add(passage);
  }

  upsertDocument(doc: KnowledgeDocument): void {
    const knowledge = this.knowledgeOf(doc.agentId);
    knowledge.removeDocument(doc.id);
    for (const passage of documentPassages(doc)) knowledge.add(passage);
  }

  removeDocument(agentId: string, id: string): void {
    this.agents.get(agentId)?.removeDocument(id);
  }

  replaceDocuments(agentId: string, docs: KnowledgeDocument[]): void {
    const knowledge = this.agents.get(agentId);
    for (const id of knowledge?.documentIds() ?? []) knowledge?.removeDocument(id);
    for (const doc of docs) this.upsertDocument({...doc, agentId});
    // An agent left without passages (a swept sandbox) is forgotten: thousands of empty
    // indexes of expired sandboxes would only hold memory.
    if (knowledge?.size === 0) this.agents.delete(agentId);
  }

  /** Best passages in the reader's language; English when that language has none that cover the question. */
  retrieve(asked: AskInput): RetrievalResult {
    const readerLang = readerLanguageOf(asked.locale) ?? 'en';
    // "Vale, ¿y para Business?": the question is what follows the reader's "vale".
    const query = withContractionsJoined(asked.query);
    const input = {...asked, query: withoutInterjection(readerLang, query) || query};
    const knowledge = this.agents.get(input.agentId) ?? this.noKnowledge;
    const requested = input.version ? (versionAliases[input.version] ?? input.version) : undefined;
    // The reader's own version: the one asked for, else the one of the docs page they are on.
    const version =
      requested && knowledge.versions.has(requested) ? requested : versionOfPage(input.page, knowledge.versions);

    // A task for the chat itself ("translate this for me") is nothing our pages answer.
    if (asksChatForTask(readerLang, input.query)) return {input: asked, readerLang, passages: [], answer: notCoveredAnswer(readerLang)};
    // "Is there a free plan?" is not answered by a free white paper, nor "a plan for $10" by "10 minutes".
    const noPlan = noSuchPlan(knowledge, readerLang, input.query);
    if (noPlan) return {input: asked, readerLang, passages: [], answer: {...notCoveredAnswer(readerLang), response: noPlan}};

    const said = input.history?.filter((turn) => turn.role === 'user').at(-1)?.content;
    const previous = said === undefined ? undefined : withContractionsJoined(said);
    // "Who are you?": the page that says who we are, from its opening ("what is that?" after an answer asks about the answer).
    const about = this.whoWeAre(knowledge, readerLang, input.query, said !== undefined);
    if (about) return {input: asked, readerLang, passages: about.cited, answer: about.answer};
    // A plan's price, a library's version, our phone number: from the typed data, when that is all it asks.
    const fact = answerFromFacts(knowledge, readerLang, input.query, previous);
    if (fact) return {input: asked, readerLang, passages: fact.cited, answer: fact.answer};
    // A message that says who the visitor is and ends by asking a price ("we have a florist's shop, and about how much is it for us?").
    const lastClause = previous === undefined ? lastFigureClause(readerLang, input.query) : undefined;
    const factAsked = lastClause ? answerFromFacts(knowledge, readerLang, lastClause) : undefined;
    if (factAsked) return {input: asked, readerLang, passages: factAsked.cited, answer: factAsked.answer};

    const keepUnknownWeight = this.unknownWordIsTheSubject(knowledge, readerLang, input.query);
    /** `detail`: for a question read with the previous one, its own words, which choose the sentences quoted. */
    const attempt = (lang: IndexLanguage, asked: string, detail?: string) => {
      const query = knowledge.correctSpelling(lang, asked);
      const terms = queryTerms(knowledge, lang, query);
      const hits = terms.length ? knowledge.search(lang, knowledge.expandQuery(lang, query), version, candidateCount) : [];
      const detailTerms = detail ? queryTerms(knowledge, lang, knowledge.correctSpelling(lang, detail)) : [];
      const wordLengths = knowledge.questionWordLengths(lang, query);
      const ranked: RankedHit[] = withSurfaceWords(rankHits(knowledge, lang, terms, hits, keepUnknownWeight, detailTerms, wordLengths), query, knowledge.tokenizer(lang));
      const figure = asksForFigure(readerLang, detail ?? asked);
      const units = askedUnits(knowledge.tokenizer(lang), lang, detail ? knowledge.correctSpelling(lang, detail) : query);
      const aboutError = asksAboutError(readerLang, detail ?? asked);
      return {ranked, ...composeAnswer(knowledge, ranked, detailTerms.length ? detailTerms : terms, lang, readerLang, {figure, units, aboutError})};
    };
    const withPrevious = previous ? `${previous} ${input.query}` : undefined;
    let best;
    /** The language the question's words were read in: English when only English words covered it. */
    let queryLang = readerLang;
    if (withPrevious && (continuesQuestion(readerLang, input.query) || this.asksFigureOfPrevious(knowledge, readerLang, input.query))) {
      // One that says it continues ("and for Salesforce?", "what about the EU?") is read with the
      // previous question first, and alone when that covers nothing.
      const continuation = attempt(readerLang, withPrevious, input.query);
      best = continuation.answer.uncertain ? attempt(readerLang, input.query) : continuation;
    } else {
      best = attempt(readerLang, input.query);
      // Another follow-up ("how much does it cost?") may only make sense with the previous question.
      if (best.answer.uncertain && withPrevious) {
        const withContext = attempt(readerLang, withPrevious);
        if (!withContext.answer.uncertain) best = withContext;
      }
    }
    /** What the answer answers: the message, or the one sentence of it that was answered. */
    let asking = input.query;
    if (!best.answer.uncertain && !withPrevious && coverageOf(best) < partlyCovered) {
      // A question of a longer message that a page covers in full is what it asks, when the whole
      // message is only partly covered: "any open roles? I write React" is not about React.
      for (const sentence of questionSentences(input.query).filter((one) => one.endsWith('?'))) {
        const alone = attempt(readerLang, sentence);
        if (!alone.answer.uncertain && coverageOf(alone) === 1) {
          best = alone;
          asking = sentence;
          break;
        }
      }
    }
    if (best.answer.uncertain && !withPrevious) {
      // A message of several sentences is read one sentence at a time, its questions first: the
      // words around the question ("we rebuilt every template this quarter.") dilute it. Then the
      // alternative of a question that offers two and asks whether we have something.
      for (const sentence of [...questionSentences(input.query), ...askedAlternatives(readerLang, input.query)]) {
        const alone = attempt(readerLang, sentence);
        if (!alone.answer.uncertain) {
          best = alone;
          asking = sentence;
          break;
        }
      }
    }
    if (best.answer.uncertain && readerLang !== 'en') {
      // The reader's own little words ("cómo", "los") are not English content words.
      const english = attempt('en', withoutStopWords(input.query, readerLang));
      if (!english.answer.uncertain) {
        best = this.inReaderLanguage(knowledge, english.ranked, input.query, readerLang) ?? english;
        queryLang = 'en';
      }
    }
    const missing =
      this.notAmongOurOffers(knowledge, readerLang, asking) ??
      this.unknownItem(knowledge, queryLang, asking, best.answer.uncertain ? undefined : best.cited);
    if (missing) {
      // A question about the Gold plan is not answered by the pages of the other plans.
      best = {...best, ranked: [], cited: [], answer: {...notCoveredAnswer(readerLang), response: this.noSuchItem(knowledge, readerLang, asking, missing)}};
    } else if (
      this.namesUnknownThing(knowledge, readerLang, withoutOwnPlace(readerLang, input.query)) ||
      this.unknownOwner(knowledge, readerLang, asking) ||
      this.comparedWithOther(knowledge, readerLang, input.query)
    ) {
      // Nor one about Madrid's weather by the careers page that says "mañana". A name in any sentence
      // of the message counts: "How do you differ from Tidio? Why pay more?" compares us with it;
      // not a place the visitors say they are in ("we run a hotel in Cusco"), which is their setting.
      // Nor a comparison with a rival our pages name only as a connector ("better than Zendesk?").
      best = {...best, ranked: [], cited: [], answer: notCoveredAnswer(readerLang)};
    } else if (!best.answer.uncertain && this.nameNotCited(knowledge, readerLang, asking, best.cited)) {
      // Nor one about keeping data safe on Facebook by our privacy policy, because our contact page links to Facebook.
      best = {...best, ranked: [], cited: [], answer: notCoveredAnswer(readerLang)};
    } else if (!best.answer.uncertain && this.askedPartNotCited(knowledge, readerLang, queryLang, asking, best.cited)) {
      // "Do you offer a student discount?" is not answered by a page about discounts alone, nor
      // "can the bot send a fax?" by the page with our fax number.
      best = {...best, ranked: [], cited: [], answer: notCoveredAnswer(readerLang)};
    }
    const covering = best.ranked.filter(covers).map((hit) => hit.passage);
    const passages = [...new Set([...best.cited, ...covering])].slice(0, writerPassages);
    return {input: asked, readerLang, passages: best.answer.uncertain ? [] : passages, answer: best.answer};
  }

  /** The opening of the page that says who the company is, when the question asks only that. */
  private whoWeAre(knowledge: AgentKnowledge, lang: IndexLanguage, query: string, afterAnswer: boolean) {
    const company = knowledge.companies.get(lang);
    const page = company && knowledge.passage(company.url);
    if (!page || !asksWhoWeAre(lang, query, company.name) || (afterAnswer && refersBack(lang, query))) return undefined;
    // No term to choose sentences by: the page's first ones, which say who we are.
    const composition = composeAnswer(knowledge, [{passage: page, score: 1, coverage: 1, rank: 1}], [], lang, lang);
    return composition.answer.uncertain ? undefined : composition;
  }

  /** Whether the question names something no page of ours has, capitalised ("Madrid") or not ("netflix"); its typos read first. */
  private namesUnknownThing(knowledge: AgentKnowledge, lang: IndexLanguage, query: string): boolean {
    const read = knowledge.correctSpelling(lang, query);
    return knowledge.unknownNames(read).length > 0 || knowledge.unknownUnlistedWords(read).length > 0;
  }

  /**
   * Whether the question names something our pages have (a capitalised name inside the sentence)
   * that no cited page has: the name is what the question is about, and a page without it that
   * shares the question's other words answers another question.
   */
  private nameNotCited(knowledge: AgentKnowledge, lang: IndexLanguage, query: string, cited: IndexedPassage[]): boolean {
    return knowledge.knownNames(knowledge.correctSpelling(lang, query)).some((name) => noneHas(knowledge, lang, name, cited, 'page'));
  }

  /**
   * Whether the question asks whether we have something or whether the agent can do something
   * (read in the reader's language), and no cited page has every term of what it asks (its typos
   * read, in the language the answer was found in): a word no page has is something we do not
   * claim ("make bank transfers").
   */
  private askedPartNotCited(knowledge: AgentKnowledge, readerLang: IndexLanguage, lang: IndexLanguage, query: string, cited: IndexedPassage[]): boolean {
    const readings = [asksWhetherExists(readerLang, query) && askedWhetherExists, asksWhatAgentCan(readerLang, query) && askedOfAgent];
    return readings.some((askedPart) => {
      if (!askedPart) return false;
      const asked = knowledge.correctSpelling(lang, askedPart(lang, query));
      return !citedPageHasAll(knowledge, lang, queryTerms(knowledge, lang, asked), cited);
    });
  }

  /**
   * A question that asks for a figure and names at most one thing ("how much does it cost?",
   * "¿cuántos usuarios?") asks it of what the conversation is about: alone, its one word finds
   * some other page's figure.
   */
  private asksFigureOfPrevious(knowledge: AgentKnowledge, lang: IndexLanguage, query: string): boolean {
    return asksForFigure(lang, query) && queryTerms(knowledge, lang, knowledge.correctSpelling(lang, query)).length <= 1;
  }

  /**
   * The reader's own pages when English ones answered (an English word in a Spanish question,
   * "Pro plan price"): our pages have the same path and anchors in every locale
   * ('/pricing#pro' and '/es/pricing#pro'), so the covering English sections point to theirs.
   */
  private inReaderLanguage(knowledge: AgentKnowledge, englishRanked: RankedHit[], query: string, readerLang: IndexLanguage) {
    const ranked: RankedHit[] = englishRanked.flatMap((hit) => {
      const twin = hit.passage.documentId ? undefined : knowledge.passage(`/${readerLang}${hit.passage.id}`);
      return twin && covers(hit) ? [{...hit, passage: twin}] : [];
    });
    if (ranked.length === 0) return undefined;
    const terms = queryTerms(knowledge, readerLang, query);
    const asked = {figure: asksForFigure(readerLang, query), units: askedUnits(knowledge.tokenizer(readerLang), readerLang, query)};
    const composition = composeAnswer(knowledge, ranked, terms, readerLang, readerLang, asked);
    return composition.answer.uncertain ? undefined : {ranked, ...composition};
  }

  /**
   * Whether a word of the question that no page in its language has is what the question is
   * about, so it keeps the weight of a word we do not have (see `weighTerms`): the question asks
   * whether we have it ("do you have a kiosk mode?"), says it is about it ("questions about
   * paella"), or the word is one of the other language's ("Pro plan price" from a Spanish reader,
   * which the English pages answer).
   */
  private unknownWordIsTheSubject(knowledge: AgentKnowledge, lang: IndexLanguage, query: string): boolean {
    const unknown = knowledge.unknownWords(lang, knowledge.correctSpelling(lang, query));
    if (unknown.length === 0) return false;
    if (asksWhetherExists(lang, query)) return true;
    const topics = topicsOf(lang, query);
    return unknown.some(
      (word) => topics.includes(plainWord(word)) || indexLanguages.some((other) => other !== lang && knowledge.knowsWord(other, word)),
    );
  }

  /**
   * Whether what the question's last words name the thing of ("the hours of the tax office", "el
   * horario de hacienda") has a word no page in any language has: the question is about that
   * owner, and our pages that share its other words ("hours") are about something else.
   */
  private unknownOwner(knowledge: AgentKnowledge, lang: IndexLanguage, query: string): boolean {
    const owner = ownerOf(lang, knowledge.correctSpelling(lang, query));
    // A word our pages say otherwise (the thesaurus: "button" for "launcher") is ours, one they
    // have only in words of another family ("policía": "policies") is not.
    const ours = (other: IndexLanguage, word: string) =>
      (knowledge.knowsWord(other, word) && knowledge.strangerTerms(other, word).size === 0) || knowledge.saysOtherwise(other, word);
    return owner.some((word) => indexLanguages.every((other) => !ours(other, word)));
  }

  /**
   * Whether the question compares us with something no page of ours compares us with: a word our
   * pages do not have ("better than Acme?"), or a brand they name only as one ("vs Zendesk": a
   * connector, no rival). Our own plans, add-ons and libraries, versions ("v1 vs v2") and everyday
   * words ("better than a human team?") are compared on our pages.
   */
  private comparedWithOther(knowledge: AgentKnowledge, lang: IndexLanguage, query: string): boolean {
    const compared = comparedWith(lang, knowledge.correctSpelling(lang, query));
    if (compared.length === 0) return false;
    const ourNames = new Set(indexLanguages.flatMap((other) => (knowledge.facts.get(other) ?? []).flatMap((fact) => plainWordsOf(fact.name))));
    return compared.some(
      (word) =>
        !ourNames.has(word) &&
        !/\d/.test(word) &&
        (indexLanguages.every((other) => !knowledge.knowsWord(other, word) && !knowledge.saysOtherwise(other, word)) ||
          indexLanguages.every((other) => !isDictionaryWord(other, word))),
    );
  }

  /**
   * A plan, add-on or client library the question names that is none of ours: the typed facts list
   * every one of them, so a page that merely mentions the word ("translation") does not make it an
   * offer. A name that shares a word with one of ours ("phone menu" and IVR Business Phone) may be
   * a way of saying it, and is left to the passages.
   */
  private notAmongOurOffers(knowledge: AgentKnowledge, lang: IndexLanguage, query: string): string | undefined {
    const kind = offerKindOf(query);
    const ours = kind ? knowledge.factsOf(lang, kind) : [];
    if (ours.length === 0) return undefined;
    const tokenize = (text: string) => knowledge.tokenizer(lang).tokenize(text);
    const ourTerms = new Set(ours.flatMap((fact) => tokenize(fact.name)));
    return namedItems(lang, knowledge.correctSpelling(lang, query)).find((name) => !tokenize(name).some((term) => ourTerms.has(term)));
  }

  /**
   * A plan, add-on, library or integration the question names (as typed, its typos read against
   * our words) that no cited passage mentions, or, without an answer, that no passage mentions:
   * we have nothing by that name.
   */
  private unknownItem(knowledge: AgentKnowledge, lang: IndexLanguage, query: string, cited: IndexedPassage[] | undefined): string | undefined {
    const names = namedItems(lang, knowledge.correctSpelling(lang, query));
    const tokenize = (name: string, passageLang: IndexLanguage) => knowledge.tokenizer(passageLang).tokenize(name);
    if (!cited) return names.find((name) => tokenize(name, lang).some((term) => !knowledge.hasTerm(lang, term)));
    return names.find((name) => noneHas(knowledge, lang, name, cited, 'passage'));
  }

  /**
   * What to say of an offer we do not have: when the site lists every offer of its kind as typed
   * facts (plans, add-ons, client libraries), that it does not exist and which ones do.
   */
  private noSuchItem(knowledge: AgentKnowledge, lang: IndexLanguage, query: string, missing: string): string {
    const text = answerText[lang];
    const kind = offerKindOf(query);
    const ours = kind ? knowledge.factsOf(lang, kind).map((fact) => fact.name) : [];
    if (!kind || ours.length === 0) return text.notFound(missing);
    return `${text.noSuchItem[kind](missing, listed(lang, ours))} ${text.offerHandoff}`;
  }

  async ask(input: AskInput): Promise<Answer> {
    const result = this.retrieve(input);
    if (!this.writer || result.answer.uncertain) return result.answer;
    return (await this.writer.write(result)) ?? result.answer;
  }

  async *askStream(input: AskInput): AsyncIterable<AskEvent> {
    const result = this.retrieve(input);
    if (this.writer && !result.answer.uncertain) {
      yield* this.writer.stream(result);
      return;
    }
    for (const text of sentenceDeltas(result.answer.response)) yield {type: 'delta', text};
    yield {type: 'done', answer: result.answer};
  }
}

/**
 * Whether no cited passage (`scope` 'passage') or none of their pages ('page') has every term of
 * a name, each read in the passage's own language (an API document without one in the question's).
 */
function noneHas(knowledge: AgentKnowledge, lang: IndexLanguage, name: string, cited: IndexedPassage[], scope: 'passage' | 'page'): boolean {
  return cited.every((passage) => {
    const passageLang = passage.locale === null ? lang : indexLanguageOf(passage.locale);
    const found = scope === 'page' ? knowledge.pageTermsOf(passageLang, passage) : knowledge.termsOf(passageLang, passage);
    return !knowledge.tokenizer(passageLang).tokenize(name).every((term) => found.has(term));
  });
}

/** Below this share of a message covered by its best passage, a question of it covered in full is read alone. */
const partlyCovered = 0.9;

/** How much of the question its best passage covers. */
const coverageOf = ({ranked}: {ranked: RankedHit[]}) => ranked[0]?.coverage ?? 0;

/**
 * The parts of a message, split where it offers an alternative or adds a clause ("do you ship a
 * CLI or must I script it?", "a CLI, no install?"), that ask whether we have something: the rest
 * is the visitor's guess or condition.
 */
export function askedAlternatives(lang: IndexLanguage, message: string): string[] {
  const parts = alternativeParts(lang, message);
  return parts.length >= 2 ? parts.filter((part) => asksWhetherExists(lang, part)) : [];
}

/** A message's sentences when it has several, those that ask (end in "?") first, each as typed. */
export function questionSentences(message: string): string[] {
  const sentences = sentencesOf(message);
  if (sentences.length < 2) return [];
  return [...sentences.filter((sentence) => sentence.endsWith('?')), ...sentences.filter((sentence) => !sentence.endsWith('?'))];
}
