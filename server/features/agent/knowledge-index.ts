/**
 * The agent's search index: per agent, one Orama database per language (English and Spanish
 * stemming), BM25 over title, heading and body with the title weighted most. Passages of docs
 * pages carry their version; a search for a version sees that version's docs plus every passage
 * that has no version (marketing pages, API documents). Everything is synchronous: Orama's default
 * components are, and the routes need a document added through the API to be searchable at once.
 */
import {create, insert, remove, search, type Orama} from '@orama/orama';
import type {KnowledgeFact, KnowledgeFile, Passage} from '../../../src/lib/knowledge/types';
import {
  contactWordsOf,
  createLanguageTokenizer,
  figureTerm,
  indexLanguageOf,
  indexLanguages,
  magnitudeWords,
  namesIn,
  plainWord,
  plainWordsOf,
  singularOf,
  statesFigure,
  strangerByStem,
  type IndexLanguage,
  type Tokenizer,
} from './languages';
import {agentSynonyms} from '../../../src/data/agentSynonyms';
import {isDictionaryWord} from './dictionary';
import {phrasesOf, readPhrases, type Phrase} from './phrases';
import {closestWord, splitCompound, wordPairsOf} from './spelling';

const schema = {
  title: 'string',
  heading: 'string',
  body: 'string',
  version: 'enum',
} as const;

type PassageDb = Orama<typeof schema>;

/** Field boosts of BM25 (calibrated on bench/agent): a title match says most about a page. */
export const fieldBoosts = {title: 3, heading: 2, body: 1} as const;

/** Corrected questions kept per agent (correctSpelling) before the oldest are forgotten. */
const maxSpellings = 1000;

/** Stands for "no version" in the enum field, which cannot hold null. */
const unversioned = '-';

export type IndexedPassage = Passage & {
  /** The API document the passage was cut from; undefined for the site's own pages. */
  documentId?: string;
};

export type Hit = {passage: IndexedPassage; score: number};

function settled<T>(value: T | Promise<T>): T {
  if (value instanceof Promise) throw new Error('Orama answered asynchronously; the index expects its synchronous components');
  return value;
}

type LanguageIndex = {
  db: PassageDb;
  tokenizer: Tokenizer;
  /** The terms of each passage (title, heading and body), for coverage checks without re-tokenizing. */
  terms: Map<string, Set<string>>;
  /**
   * Per passage, the length of the longest word that gives each of its terms: whether a term's
   * match is the visitor's word or only a shorter one with its stem ("access" for "accessibility").
   */
  wordLengths: Map<string, Map<string, number>>;
  /** In how many passages each term occurs: rare terms say more about what a question is about. */
  documentFrequency: Map<string, number>;
  /** In how many passages each word occurs as written (lower case, no accents): the vocabulary typos are read against. */
  words: Map<string, number>;
  /** In how many passages each pair of adjacent words occurs ("add on"): the compounds a word typed as one may split into. */
  pairs: Map<string, number>;
  /** In how many passages each word is written as a name (`namesIn`, lower case, no accents): what a name typed wrong is read against. */
  names: Map<string, number>;
  /** Acronyms of capitalised compounds in our passages ("csp" -> Content-Security-Policy), by the acronym's term. */
  acronyms: Map<string, Alternative>;
  /** The curated thesaurus (src/data/agentSynonyms.ts), by term. */
  synonyms: Map<string, Alternative[]>;
  /** The thesaurus's phrases, read in questions as their word (`readPhrases`). */
  phrases: Phrase[];
  /** The phrases that say a term (and the other words of its group), as its alternatives where our pages use them ("go live"). */
  phraseAlternatives: Map<string, Alternative[]>;
  /** The words of `words` by their term, made when first asked for and forgotten when the words change. */
  wordsByTerm?: Map<string, string[]>;
};

/** Another way of saying a question term: its terms (all needed) and its words as written, for the search. */
export type Alternative = {terms: string[]; words: string};

/** "Content-Security-Policy", "Cross-Origin Resource Sharing": two to four capitalised words in a row. */
const capitalisedCompound = /\b[A-Z][a-z]+(?:[- ][A-Z][a-z]+){1,3}\b/g;

function thesaurusOf(lang: IndexLanguage, tokenizer: Tokenizer): Map<string, Alternative[]> {
  const synonyms = new Map<string, Alternative[]>();
  for (const group of agentSynonyms[lang]) {
    const members = group.map((words) => ({terms: tokenizer.tokenize(words), words}));
    for (const member of members) {
      if (member.terms.length !== 1) continue;
      const others = members.filter((other) => other.terms.length && other.terms.join(' ') !== member.terms[0]);
      synonyms.set(member.terms[0], [...(synonyms.get(member.terms[0]) ?? []), ...others]);
    }
  }
  // "max" is said by a figure ("up to 1 MB"); it adds no word to the search.
  for (const term of tokenizer.tokenize(magnitudeWords[lang].join(' '))) {
    synonyms.set(term, [...(synonyms.get(term) ?? []), {terms: [figureTerm], words: ''}]);
  }
  return synonyms;
}

/** Each phrase of several words as an alternative of the word it is read as, and of that word's synonyms. */
function phraseAlternativesOf(index: LanguageIndex): Map<string, Alternative[]> {
  const alternatives = new Map<string, Alternative[]>();
  for (const {phrase, readAs} of index.phrases) {
    const [term, ...more] = index.tokenizer.tokenize(readAs);
    const terms = index.tokenizer.tokenize(phrase);
    // A phrase of one word is read as written; by its stem it may be another word ("accesible": "acceso").
    if (!term || more.length || terms.length === 0 || !/[^\p{L}\p{N}]/u.test(phrase)) continue;
    const mates = (index.synonyms.get(term) ?? []).flatMap((synonym) => (synonym.terms.length === 1 ? synonym.terms : []));
    for (const said of [term, ...mates]) alternatives.set(said, [...(alternatives.get(said) ?? []), {terms, words: phrase}]);
  }
  return alternatives;
}

/** Adds one to the count of each key (or takes one away, forgetting it at zero). */
function count(counts: Map<string, number>, keys: Iterable<string>, change: 1 | -1): void {
  for (const key of keys) {
    const value = (counts.get(key) ?? 0) + change;
    if (value > 0) counts.set(key, value);
    else counts.delete(key);
  }
}

/** The knowledge of one agent: its passages, by id, by page and by language. */
export class AgentKnowledge {
  private readonly languages = new Map<IndexLanguage, LanguageIndex>();
  private readonly passages = new Map<string, IndexedPassage>();
  private readonly pages = new Map<string, IndexedPassage[]>();
  /** The terms of whole pages (all their passages), per language and page, made when first asked for. */
  private readonly pageTerms = new Map<string, Set<string>>();
  /** The longest word of each term of whole pages (see `LanguageIndex.wordLengths`), made when first asked for. */
  private readonly pageWordLengths = new Map<string, Map<string, number>>();
  private readonly documents = new Map<string, string[]>();
  /** On how many pages each heading (lower case) is, made when first asked for; forgotten when a passage comes or goes. */
  private headingPages: Map<string, number> | undefined;
  /** Questions as corrected (correctSpelling), per language; emptied when the vocabulary changes. */
  private readonly spellings = new Map<string, string>();
  /** The docs version answered when the reader names none, per language (from the knowledge files). */
  readonly defaultVersions = new Map<IndexLanguage, string>();
  /** Every docs version some passage belongs to. */
  readonly versions = new Set<string>();
  /** The site's typed facts (plans, add-ons, libraries, contact details), per language (from the knowledge files). */
  readonly facts = new Map<IndexLanguage, KnowledgeFact[]>();
  /** The company the site is of and the page that says who it is, per language (from the knowledge files). */
  readonly companies = new Map<IndexLanguage, NonNullable<KnowledgeFile['company']>>();

  /** The typed facts of one kind in a language ("plan": Pro, Business, Enterprise). */
  factsOf(lang: IndexLanguage, kind: KnowledgeFact['kind']): KnowledgeFact[] {
    return (this.facts.get(lang) ?? []).filter((fact) => fact.kind === kind);
  }

  get size(): number {
    return this.passages.size;
  }

  hasLanguage(lang: IndexLanguage): boolean {
    return (this.languages.get(lang)?.terms.size ?? 0) > 0;
  }

  tokenizer(lang: IndexLanguage): Tokenizer {
    return this.language(lang).tokenizer;
  }

  private language(lang: IndexLanguage): LanguageIndex {
    let index = this.languages.get(lang);
    if (!index) {
      const tokenizer = createLanguageTokenizer(lang);
      index = {
        db: create({schema, components: {tokenizer}}),
        tokenizer,
        terms: new Map(),
        wordLengths: new Map(),
        documentFrequency: new Map(),
        words: new Map(),
        pairs: new Map(),
        names: new Map(),
        acronyms: new Map(),
        synonyms: thesaurusOf(lang, tokenizer),
        phrases: phrasesOf(lang, tokenizer),
        phraseAlternatives: new Map(),
      };
      index.phraseAlternatives = phraseAlternativesOf(index);
      this.languages.set(lang, index);
    }
    return index;
  }

  /** Languages a passage is searched in: its own, or both when it names no locale (API documents). */
  private languagesOf(passage: Passage): IndexLanguage[] {
    return passage.locale === null ? ['en', 'es'] : [indexLanguageOf(passage.locale)];
  }

  add(passage: IndexedPassage): void {
    if (this.passages.has(passage.id)) this.remove(passage.id);
    this.spellings.clear();
    this.headingPages = undefined;
    this.passages.set(passage.id, passage);
    if (passage.version) this.versions.add(passage.version);
    for (const lang of this.languagesOf(passage)) {
      const index = this.language(lang);
      settled(
        insert(index.db, {
          id: passage.id,
          title: passage.pageTitle,
          heading: searchableHeading(passage),
          body: searchableBody(passage, lang),
          version: passage.version ?? unversioned,
        }),
      );
      const text = searchableText(passage, lang);
      const terms = new Set(index.tokenizer.tokenize(text));
      if (statesFigure.test(passage.text)) terms.add(figureTerm);
      index.terms.set(passage.id, terms);
      index.wordLengths.set(passage.id, wordLengthsIn(text, index.tokenizer, Math.max));
      count(index.documentFrequency, terms, 1);
      const words = plainWordsOf(text);
      count(index.words, new Set(words), 1);
      index.wordsByTerm = undefined;
      count(index.pairs, wordPairsOf(words), 1);
      count(index.names, new Set(namesIn(passage.text).map(plainWord)), 1);
      // Kept once seen, even when the passage goes: an acronym's meaning does not change.
      for (const [compound] of passage.text.matchAll(capitalisedCompound)) {
        const parts = compound.split(/[- ]/);
        const acronym = index.tokenizer.tokenize(parts.map((part) => part[0]).join(''))[0];
        if (acronym && parts.length >= 3 && !index.acronyms.has(acronym)) {
          index.acronyms.set(acronym, {terms: index.tokenizer.tokenize(compound), words: parts.join(' ')});
        }
      }
    }
    const page = pageKey(passage);
    this.forgetPageTerms(page);
    const siblings = (this.pages.get(page) ?? []).filter((p) => p.id !== passage.id);
    siblings.push(passage);
    siblings.sort((a, b) => a.order - b.order);
    this.pages.set(page, siblings);
    if (passage.documentId) {
      const ids = this.documents.get(passage.documentId) ?? [];
      ids.push(passage.id);
      this.documents.set(passage.documentId, ids);
    }
  }

  remove(id: string): void {
    const passage = this.passages.get(id);
    if (!passage) return;
    this.passages.delete(id);
    this.spellings.clear();
    this.headingPages = undefined;
    for (const lang of this.languagesOf(passage)) {
      const index = this.language(lang);
      settled(remove(index.db, id));
      count(index.documentFrequency, index.terms.get(id) ?? [], -1);
      index.terms.delete(id);
      index.wordLengths.delete(id);
      const words = plainWordsOf(searchableText(passage, lang));
      count(index.words, new Set(words), -1);
      index.wordsByTerm = undefined;
      count(index.pairs, wordPairsOf(words), -1);
      count(index.names, new Set(namesIn(passage.text).map(plainWord)), -1);
    }
    const page = pageKey(passage);
    this.forgetPageTerms(page);
    const siblings = (this.pages.get(page) ?? []).filter((p) => p.id !== id);
    if (siblings.length) this.pages.set(page, siblings);
    else this.pages.delete(page);
    if (passage.documentId) {
      const ids = (this.documents.get(passage.documentId) ?? []).filter((other) => other !== id);
      if (ids.length) this.documents.set(passage.documentId, ids);
      else this.documents.delete(passage.documentId);
    }
  }

  removeDocument(documentId: string): void {
    for (const id of [...(this.documents.get(documentId) ?? [])]) this.remove(id);
  }

  /** On how many pages a heading is: "Errors", "Request" or "Benefits" name a part of many pages, not a topic. */
  pagesWithHeading(heading: string): number {
    if (!this.headingPages) {
      const pages = new Map<string, Set<string>>();
      for (const [page, passages] of this.pages) {
        for (const {heading: own} of passages) {
          const key = own.toLowerCase();
          if (key) pages.set(key, (pages.get(key) ?? new Set()).add(page));
        }
      }
      this.headingPages = new Map([...pages].map(([key, set]) => [key, set.size]));
    }
    return this.headingPages.get(heading.toLowerCase()) ?? 0;
  }

  documentIds(): string[] {
    return [...this.documents.keys()];
  }

  passage(id: string): IndexedPassage | undefined {
    return this.passages.get(id);
  }

  termsOf(lang: IndexLanguage, passage: Passage): Set<string> {
    return this.language(lang).terms.get(passage.id) ?? new Set();
  }

  /** Every term of the passage's page: a question may be answered by one section in the context of its page. */
  pageTermsOf(lang: IndexLanguage, passage: Passage): Set<string> {
    const key = `${lang} ${pageKey(passage)}`;
    let terms = this.pageTerms.get(key);
    if (!terms) {
      terms = new Set(this.pageOf(passage).flatMap((p) => [...this.termsOf(lang, p)]));
      this.pageTerms.set(key, terms);
    }
    return terms;
  }

  /** The length of the longest word that gives each term of the passage (see `LanguageIndex.wordLengths`). */
  wordLengthsOf(lang: IndexLanguage, passage: Passage): Map<string, number> {
    return this.language(lang).wordLengths.get(passage.id) ?? new Map();
  }

  /** The same for the passage's whole page. */
  pageWordLengthsOf(lang: IndexLanguage, passage: Passage): Map<string, number> {
    const key = `${lang} ${pageKey(passage)}`;
    let lengths = this.pageWordLengths.get(key);
    if (!lengths) {
      lengths = new Map();
      for (const section of this.pageOf(passage)) {
        for (const [term, length] of this.wordLengthsOf(lang, section)) lengths.set(term, Math.max(length, lengths.get(term) ?? 0));
      }
      this.pageWordLengths.set(key, lengths);
    }
    return lengths;
  }

  /** The length of the shortest word of a question that gives each of its terms. */
  questionWordLengths(lang: IndexLanguage, query: string): Map<string, number> {
    return wordLengthsIn(query, this.tokenizer(lang), Math.min);
  }

  private forgetPageTerms(page: string): void {
    for (const lang of indexLanguages) {
      this.pageTerms.delete(`${lang} ${page}`);
      this.pageWordLengths.delete(`${lang} ${page}`);
    }
  }

  /** Whether some passage in this language has the term. */
  hasTerm(lang: IndexLanguage, term: string): boolean {
    return this.languages.get(lang)?.documentFrequency.has(term) ?? false;
  }

  /** BM25's inverse document frequency of a term; highest for a term no passage has. */
  idf(lang: IndexLanguage, term: string): number {
    const index = this.language(lang);
    const total = index.terms.size;
    const frequency = index.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));
  }

  /**
   * The question with each word no passage has replaced by the closest word that passages do
   * have ("enterprise pricng" -> "enterprise pricing"); stop words, known words and numbers stay.
   */
  correctSpelling(lang: IndexLanguage, query: string): string {
    const index = this.languages.get(lang);
    if (!index || index.words.size === 0) return query;
    // One ask reads the same words several times (alone, with the previous question, for named
    // items); each unknown word is compared with the whole vocabulary, so its reading is kept
    // until the vocabulary changes.
    const key = `${lang} ${query}`;
    const known = this.spellings.get(key);
    if (known !== undefined) return known;
    if (this.spellings.size >= maxSpellings) this.spellings.clear();
    const corrected = this.correctWords(lang, index, readPhrases(lang, index.phrases, index.tokenizer, query));
    this.spellings.set(key, corrected);
    return corrected;
  }

  private correctWords(lang: IndexLanguage, index: LanguageIndex, query: string): string {
    const names = new Set(namesIn(query));
    return query.replace(/[\p{L}\p{N}]+/gu, (word) => {
      const plain = plainWord(word);
      if (index.words.has(plain)) return word;
      const terms = index.tokenizer.tokenize(plain);
      // A stop word, or a word whose stem the passages have ("integrating" for "integration").
      if (terms.length === 0 || terms.every((term) => index.documentFrequency.has(term))) return word;
      // A word of the thesaurus that our passages say otherwise ("vacation": "holidays") is no typo.
      if (terms.length === 1 && this.hasKnownSynonym(index, terms[0])) return word;
      // A plural of a word we have, which the stemmer keeps whole (Spanish "chats", "bots").
      const singular = singularOf(plain);
      if (singular !== plain && singular.length >= 3 && index.words.has(singular)) return singular;
      // A name is a misspelt name of ours or none of ours: "Mercadona" is not "mercado" (`unknownNames`).
      if (names.has(word)) return closestWord(plain, index.names) ?? word;
      // A word of the language is what the visitor meant, though our pages do not use it: "caro" is not "claro".
      if (isDictionaryWord(lang, plain)) return word;
      return closestWord(plain, index.words) ?? splitCompound(plain, index.pairs) ?? word;
    });
  }

  private hasKnownSynonym(index: LanguageIndex, term: string): boolean {
    return (index.synonyms.get(term) ?? []).some(({terms}) => terms.length > 0 && terms.every((other) => index.documentFrequency.has(other)));
  }

  /**
   * The proper names a question uses that no passage in any language has ("Messi", "Madrid",
   * "Notion"): a capitalised word inside a sentence, neither known as written nor by its stem.
   * A question about something we never mention is not ours to answer, however many of its other
   * words some passage happens to have. Typos are read first (`correctSpelling`), so a misspelt
   * name we have is not unknown.
   */
  unknownNames(query: string): string[] {
    return namesIn(query).filter((name) => indexLanguages.every((lang) => !this.knowsWord(lang, name)));
  }

  /**
   * The words of a question that no passage in any language has, nor says otherwise (the
   * thesaurus), and that are words of neither language ("whatsapp", "netflix"): names typed in
   * lower case, which `unknownNames` cannot tell from ordinary words. Typos are read first.
   */
  unknownUnlistedWords(query: string): string[] {
    const ours = (lang: IndexLanguage, word: string) => this.knowsWord(lang, word) || this.saysOtherwise(lang, word);
    return plainWordsOf(query).filter(
      (word) => word.length > 2 && !/\d/.test(word) && indexLanguages.every((lang) => !ours(lang, word) && !isDictionaryWord(lang, word)),
    );
  }

  /** Whether the thesaurus has another way of saying the word ("button": our "launcher"), so it is ours though no passage writes it. */
  saysOtherwise(lang: IndexLanguage, word: string): boolean {
    return this.tokenizer(lang).tokenize(word).some((term) => this.alternativesOf(lang, term).length > 0);
  }

  /** The proper names a question uses that some passage has ("Facebook" of our social profiles). */
  knownNames(query: string): string[] {
    return namesIn(query).filter((name) => indexLanguages.some((lang) => this.knowsWord(lang, name)));
  }

  /** Whether the passages in this language have the word as written or its stem (a stop word counts as known). */
  knowsWord(lang: IndexLanguage, word: string): boolean {
    const index = this.languages.get(lang);
    if (!index) return false;
    const plain = plainWord(word);
    return index.words.has(plain) || index.tokenizer.tokenize(plain).every((term) => index.documentFrequency.has(term));
  }

  /**
   * The terms of a question that our passages have only in words of another family, which
   * Snowball happens to stem alike (`strangerByStem`): "paro" (unemployment) is no form of "par"
   * (a couple), nor "policía" of "policies" in a code sample. A question word our passages have as
   * written is theirs, whatever its stem.
   */
  strangerTerms(lang: IndexLanguage, query: string): Set<string> {
    const index = this.languages.get(lang);
    const strangers = new Set<string>();
    if (!index) return strangers;
    for (const word of plainWordsOf(query)) {
      if (index.words.has(word)) continue;
      const [term] = index.tokenizer.tokenize(word);
      const others = term ? this.wordsOfTerm(index, term) : [];
      if (others.length && others.every((other) => strangerByStem(lang, term, word, other))) strangers.add(term);
    }
    return strangers;
  }

  private wordsOfTerm(index: LanguageIndex, term: string): string[] {
    if (!index.wordsByTerm) {
      const byTerm = new Map<string, string[]>();
      for (const word of index.words.keys()) {
        for (const wordTerm of index.tokenizer.tokenize(word)) byTerm.set(wordTerm, [...(byTerm.get(wordTerm) ?? []), word]);
      }
      index.wordsByTerm = byTerm;
    }
    return index.wordsByTerm.get(term) ?? [];
  }

  /** The words of a question that no passage in its language has, as written, in order. */
  unknownWords(lang: IndexLanguage, query: string): string[] {
    return (query.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !this.knowsWord(lang, word));
  }

  /**
   * Other ways of saying a question term: its synonyms (src/data/agentSynonyms.ts) and, for a
   * term no passage has, the compound it abbreviates ("csp": Content-Security-Policy).
   */
  alternativesOf(lang: IndexLanguage, term: string): Alternative[] {
    const index = this.languages.get(lang);
    if (!index) return [];
    const synonyms = index.synonyms.get(term) ?? [];
    // A phrase adds its words to the search only when our passages have them all.
    const phrases = (index.phraseAlternatives.get(term) ?? []).filter(({terms}) => terms.every((other) => index.documentFrequency.has(other)));
    const acronym = index.documentFrequency.has(term) ? undefined : index.acronyms.get(term);
    const partner = lang === 'es' ? this.stemChangePartner(index, term) : undefined;
    return [...synonyms, ...phrases, ...(acronym ? [acronym] : []), ...(partner ? [partner] : [])];
  }

  /**
   * A Spanish verb's other stem: its stressed o and e become ue and ie ("probar", "pruébelo";
   * "empezar", "empieza"), which the stemmer keeps apart. The pair holds when our pages have both
   * stems and the plain one as an infinitive ("probar"): "puesto" is not a form of "postar".
   */
  private stemChangePartner(index: LanguageIndex, term: string): Alternative | undefined {
    const changed = /^(.*?)(ue|ie)([^aeiou]+)$/.exec(term);
    const plain = changed ? undefined : /^(.*?)([oe])([^aeiou]+)$/.exec(term);
    const match = changed ?? plain;
    if (!match) return undefined;
    const [, before, vowel, after] = match;
    const other = `${before}${{ue: 'o', ie: 'e', o: 'ue', e: 'ie'}[vowel]}${after}`;
    const base = changed ? other : term;
    if (!index.documentFrequency.has(other) || !['ar', 'er', 'ir'].some((ending) => index.words.has(`${base}${ending}`))) return undefined;
    const [word] = this.wordsOfTerm(index, other);
    return word ? {terms: [other], words: word} : undefined;
  }

  /**
   * The weight of a question term in the coverage check: its IDF, or the lowest IDF of its
   * alternatives when one is commoner ("button" weighs as "launcher", which our pages use).
   */
  weightOf(lang: IndexLanguage, term: string): number {
    let weight = this.idf(lang, term);
    for (const alternative of this.alternativesOf(lang, term)) {
      if (alternative.terms.length === 0) continue;
      weight = Math.min(weight, Math.max(...alternative.terms.map((t) => this.idf(lang, t))));
    }
    return weight;
  }

  /** The question with the words of its terms' alternatives added, for BM25. */
  expandQuery(lang: IndexLanguage, query: string): string {
    if (!this.languages.has(lang)) return query;
    const extra = this.tokenizer(lang)
      .tokenize(query)
      .flatMap((term) => this.alternativesOf(lang, term).map((alternative) => alternative.words))
      .filter(Boolean);
    return extra.length ? `${query} ${extra.join(' ')}` : query;
  }

  /** The other passages of the same page, in page order (for follow-up questions). */
  pageOf(passage: Passage): IndexedPassage[] {
    return this.pages.get(pageKey(passage)) ?? [];
  }

  /**
   * BM25 hits of the query in one language: the unversioned passages and one version's docs, the
   * one asked for or else the default (newest released) one. Another version's docs never answer:
   * an older one documents an API that no longer runs, the unreleased one what may still change.
   */
  search(lang: IndexLanguage, query: string, version: string | undefined, limit = 8): Hit[] {
    const index = this.languages.get(lang);
    if (!index || index.terms.size === 0) return [];
    const preferred = version ?? this.defaultVersions.get(lang);
    const versions = [unversioned, preferred ?? unversioned];
    const results = settled(
      search(index.db, {
        term: query,
        properties: ['title', 'heading', 'body'],
        boost: fieldBoosts,
        where: {version: {in: versions}},
        limit,
      }),
    );
    return results.hits.flatMap((hit) => {
      const passage = this.passages.get(hit.id);
      return passage ? [{passage, score: hit.score}] : [];
    });
  }
}

/**
 * For each term of a text, the length (in letters, accents aside) of one of the words that give
 * it, the longest or the shortest as `pick` says. Words that split into several terms are left out.
 */
function wordLengthsIn(text: string, tokenizer: Tokenizer, pick: (a: number, b: number) => number): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const word of text.split(/[\s\-_./\\]+/)) {
    const terms = tokenizer.tokenize(word);
    if (terms.length !== 1) continue;
    const length = plainWord(word).replace(/[^\p{L}\p{N}]/gu, '').length;
    const known = lengths.get(terms[0]);
    lengths.set(terms[0], known === undefined ? length : pick(known, length));
  }
  return lengths;
}

function searchableText(passage: Passage, lang: IndexLanguage): string {
  return `${passage.pageTitle}\n${searchableHeading(passage)}\n${searchableBody(passage, lang)}`;
}

/** The text with the names of the contact details it gives, which it shows rather than names. */
function searchableBody(passage: Passage, lang: IndexLanguage): string {
  const contact = contactWordsOf(lang, passage.text);
  return contact ? `${passage.text}\n${contact}` : passage.text;
}

/**
 * The heading as searched: with the words of its anchor, which authors choose as short keywords
 * ("Where to find us" is #location, "What we offer" is #benefits).
 */
function searchableHeading(passage: Passage): string {
  const anchor = /#(.+)$/.exec(passage.url)?.[1] ?? '';
  const words = decodedAnchor(anchor).replace(/[-_]+/g, ' ');
  return words && !passage.heading.toLowerCase().includes(words.toLowerCase()) ? `${passage.heading} ${words}` : passage.heading;
}

function decodedAnchor(anchor: string): string {
  try {
    return decodeURIComponent(anchor);
  } catch {
    return anchor;
  }
}

/** A function of a passage, worked out once for each (passages never change in place). */
export function perPassage<T>(compute: (passage: IndexedPassage) => T): (passage: IndexedPassage) => T {
  const cache = new WeakMap<IndexedPassage, T>();
  return (passage) => {
    if (!cache.has(passage)) cache.set(passage, compute(passage));
    return cache.get(passage) as T;
  };
}

/** A page is its URL without the anchor (API documents: their id, since several may share a URL). */
export function pageKey(passage: IndexedPassage): string {
  return passage.documentId ?? passage.url.replace(/#.*$/, '');
}
