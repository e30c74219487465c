/**
 * Answers from the site's typed data (issue 19 §3): a question about a plan's price or limits, an
 * add-on's price, a client library's version, runtime or install command, or how to reach the
 * company is answered with the fact's own sentence, in the reader's language and number format,
 * citing the section that shows it. Only when every word of the question is accounted for: the
 * fact's name, a word asking for one of its figures (src/data/agentFactWords.ts) or a word of
 * that section. "What does Business cost with the Salesforce connector?" is left to the passages.
 */
import type {FactAttribute, KnowledgeFact} from '../../../src/lib/knowledge/types';
import {agentFactWords} from '../../../src/data/agentFactWords';
import {followUps, toSource, type Composition} from './composer';
import type {AgentKnowledge, IndexedPassage} from './knowledge-index';
import {asksWhatAgentCan, asksWhetherExists, plainWord, plainWordsOf, withContractionsJoined, type IndexLanguage} from './languages';

/** Facts quoted at most for one question ("pro vs business price" names two). */
const maxFacts = 3;
/** Facts of one kind quoted at most when a question asks it of them all (six client libraries). */
const maxListed = 6;
/**
 * What else a figure needs to be read right: a plan's price with what each extra seat costs, a
 * library's version with the runtime it needs (a question for "the Java version" of a library may
 * mean the runtime's).
 */
const companions: Partial<Record<FactAttribute, FactAttribute[]>> = {price: ['seat'], version: ['runtime']};
/**
 * What "do you have a Go library?" is answered with: the facts that say what a client library is
 * (its version, runtime and install command), which also say that we have it. Whether we have a
 * plan or an add-on is not answered by its price alone: that is left to the passages.
 */
const overview: Partial<Record<KnowledgeFact['kind'], FactAttribute[]>> = {library: ['version', 'install']};
/**
 * What sets two facts of a kind apart, quoted when a question compares them and asks nothing
 * in particular ("pro vs business", "¿Pro o Business, qué cambia?").
 */
const comparedBy: Partial<Record<KnowledgeFact['kind'], FactAttribute[]>> = {
  plan: ['price', 'interactions', 'storage'],
  addOn: ['price'],
  library: ['version', 'runtime'],
};
const comparing: Record<IndexLanguage, RegExp> = {
  en: /\b(differen(ce|ces|t)|compar(e|ed|ing|ison)|vs|versus|or|better)\b/i,
  es: /(?<!\p{L})(diferencias?|diferente|compar(a|ar|ación|acion|o)|vs|versus|frente|o|mejor)(?!\p{L})/iu,
};

/** Asking which ones there are ("which add-ons are there?", "¿qué librerías tienen?"). */
const asksWhich: Record<IndexLanguage, RegExp> = {
  en: /\b(?:what|which)\b/i,
  es: /(?<!\p{L})(?:qu[eé]|cu[aá]les)(?!\p{L})/iu,
};

/** What only a plan has: "storage included?" asks it of our plans. */
const planAttributes: readonly FactAttribute[] = ['price', 'seat', 'users', 'storage'];

/** What is asked of the company itself when no team is named ("your address?", "correo"). */
const contactAttributes: readonly FactAttribute[] = ['email', 'phone', 'address'];

type NamedFact = {fact: KnowledgeFact; terms: string[]; section: IndexedPassage};
type Reading = {terms: string[]; facts: NamedFact[]; attributes: FactAttribute[]};

type FactVocabulary = {
  /** Each fact with its name's terms and the section that shows it (facts without one are left out). */
  facts: {fact: KnowledgeFact; name: string[]; distinctive: string[]; section: IndexedPassage}[];
  attributes: Map<string, FactAttribute[]>;
  /** Phrases of stop words that ask for a figure ("how much"), as written without accents. */
  phrases: {pattern: RegExp; attribute: FactAttribute}[];
  framing: Set<string>;
  /** The kinds of fact named as a whole ("plans", "sdk"), by term. */
  kinds: Map<string, KnowledgeFact['kind']>;
};

const vocabularies = new WeakMap<KnowledgeFact[], FactVocabulary>();

/** The facts' names and the asking words as the index's terms, worked out once per loaded list of facts. */
function vocabularyOf(knowledge: AgentKnowledge, lang: IndexLanguage, facts: KnowledgeFact[]): FactVocabulary {
  let vocabulary = vocabularies.get(facts);
  if (vocabulary) return vocabulary;
  const tokenize = (text: string) => knowledge.tokenizer(lang).tokenize(text);
  // Visitors type "libreria" as often as "librería", and the stemmer does not always cut both alike.
  const termsOfWords = (words: string[]) => [...new Set([...tokenize(words.join(' ')), ...tokenize(plainWord(words.join(' ')))])];
  const named = facts.flatMap((fact) => {
    const section = knowledge.passage(fact.url);
    return section ? [{fact, name: [...new Set(tokenize(fact.name))], section}] : [];
  });
  // A name's own word, which no other fact's name has: "coach" names the AI Custom Coach alone.
  const nameCount = new Map<string, number>();
  for (const {name} of named) for (const term of name) nameCount.set(term, (nameCount.get(term) ?? 0) + 1);
  const attributes = new Map<string, FactAttribute[]>();
  const phrases: FactVocabulary['phrases'] = [];
  for (const [attribute, words] of Object.entries(agentFactWords[lang].attributes) as [FactAttribute, string[]][]) {
    for (const phrase of words.filter((word) => word.includes(' '))) phrases.push({pattern: new RegExp(`\\b${plainWord(phrase)}\\b`), attribute});
    for (const term of termsOfWords(words.filter((word) => !word.includes(' ')))) {
      attributes.set(term, [...(attributes.get(term) ?? []), attribute]);
    }
  }
  vocabulary = {
    facts: named.map((entry) => ({...entry, distinctive: entry.name.filter((term) => nameCount.get(term) === 1)})),
    attributes,
    phrases,
    framing: new Set(termsOfWords(agentFactWords[lang].framing)),
    kinds: new Map(
      (Object.entries(agentFactWords[lang].kinds) as [KnowledgeFact['kind'], string[]][]).flatMap(([kind, words]) => termsOfWords(words).map((term) => [term, kind])),
    ),
  };
  vocabularies.set(facts, vocabulary);
  return vocabulary;
}

/**
 * The facts a question names: all the words of a name, or a word only that name has. A name
 * inside another one named ("Business" in "IVR Business Phone", asked as "business phone") is not named.
 */
function namedFacts(vocabulary: FactVocabulary, terms: string[]): NamedFact[] {
  const named = vocabulary.facts.flatMap(({fact, name, distinctive, section}) => {
    const found = name.filter((term) => terms.includes(term));
    const isNamed = found.length > 0 && (found.length === name.length || found.some((term) => distinctive.includes(term)));
    return isNamed ? [{fact, terms: found, section}] : [];
  });
  return named.filter(
    (one) => !named.some((other) => other !== one && other.terms.length > one.terms.length && one.terms.every((term) => other.terms.includes(term))),
  );
}

/** The kinds of fact a question names as a whole ("add-ons", "librerías"). */
function kindsNamed(vocabulary: FactVocabulary, terms: string[]): Set<KnowledgeFact['kind']> {
  return new Set(terms.flatMap((term) => vocabulary.kinds.get(term) ?? []));
}

/** Every fact of one kind, named by none of its words. */
function allOfKind(vocabulary: FactVocabulary, kind: KnowledgeFact['kind']): NamedFact[] {
  return vocabulary.facts.filter(({fact}) => fact.kind === kind).map(({fact, section}) => ({fact, terms: [], section}));
}

/**
 * Every fact of the one kind a question names as a whole, when it names no fact: "how much are
 * your plans?", "the cheapest plan", "¿qué versiones tienen las librerías?".
 */
function wholeKind(vocabulary: FactVocabulary, terms: string[], attributes: FactAttribute[]): NamedFact[] {
  const kinds = kindsNamed(vocabulary, terms);
  // "How much does it cost?", "storage included?": what only a plan has, asked of nothing named, is our plans'.
  if (kinds.size === 0 && attributes.every((attribute) => planAttributes.includes(attribute))) kinds.add('plan');
  return kinds.size === 1 ? allOfKind(vocabulary, [...kinds][0]) : [];
}

/** The company's contact channels that give one of these details. */
function contactsWith(vocabulary: FactVocabulary, attributes: FactAttribute[]): NamedFact[] {
  return vocabulary.facts
    .filter(({fact}) => fact.kind === 'contact' && attributes.some((attribute) => fact.statements[attribute]))
    .map(({fact, section}) => ({fact, terms: [], section}));
}

function read(knowledge: AgentKnowledge, lang: IndexLanguage, vocabulary: FactVocabulary, text: string): Reading {
  const terms = knowledge.tokenizer(lang).tokenize(knowledge.correctSpelling(lang, text));
  const phrased = vocabulary.phrases.filter(({pattern}) => pattern.test(plainWord(text))).map(({attribute}) => attribute);
  // A name said with a synonym of the thesaurus ("soporte" for "Atención al cliente") names it too.
  const synonyms = terms.flatMap((term) => knowledge.alternativesOf(lang, term).flatMap((alternative) => alternative.terms));
  const facts = namedFacts(vocabulary, [...terms, ...synonyms]);
  // "The office's phone": "office" names the office, and asks for its address only when nothing else is asked.
  const naming = new Set(facts.filter(({fact}) => fact.kind === 'contact').flatMap((named) => named.terms));
  const asking = terms.filter((term) => !naming.has(term) && vocabulary.attributes.has(term));
  const worded = [...new Set((asking.length ? asking : terms).flatMap((term) => vocabulary.attributes.get(term) ?? []))];
  // "How much storage": "how much" asks for a price only when nothing else is asked.
  const attributes = worded.length ? worded : [...new Set(phrased)];
  return {terms, facts, attributes};
}

/** Whether every term of the question is a name, an asking or framing word, or a word of a named fact's section. */
function accountedFor(knowledge: AgentKnowledge, lang: IndexLanguage, vocabulary: FactVocabulary, reading: Reading, facts: NamedFact[]): boolean {
  const sections = facts.map(({section}) => knowledge.termsOf(lang, section));
  return reading.terms.every(
    (term) =>
      vocabulary.attributes.has(term) ||
      vocabulary.framing.has(term) ||
      reading.facts.some((named) => named.terms.includes(term) || knowledge.alternativesOf(lang, term).some(({terms}) => terms.some((other) => named.terms.includes(other)))) ||
      sections.some((terms) => terms.has(term)),
  );
}

/** A message about the visitor's own customers asks what the agent does for them ("may shoppers reach a person at night?"). */
const namesCustomers: Record<IndexLanguage, RegExp> = {
  en: /\b(?:customers?|clients?|visitors?|users?|shoppers?|patients?)\b/i,
  es: /(?<!\p{L})(?:clientes?|visitantes?|usuari[oa]s?|compradores?|pacientes?)(?!\p{L})/iu,
};

/**
 * The question about our contact channels a message is answered as when it tells rather than asks:
 * a problem with the visitor's own account or a charge ("no puedo entrar", "the invoice came
 * twice"), or that the visitor wants a person ("can I speak to someone?"). Not a question about
 * what the agent can do with either ("can the bot hand over to a person?").
 */
function toldAs(lang: IndexLanguage, text: string): string | undefined {
  if (asksWhatAgentCan(lang, text)) return undefined;
  const words = ` ${plainWordsOf(withContractionsJoined(text)).join(' ')} `;
  const says = (phrase: string) => words.includes(` ${phrase} `);
  const {trouble, person} = agentFactWords[lang];
  if (trouble.phrases.some(says) || (trouble.things.some(says) && trouble.problems.some(says))) return trouble.askedAs;
  const asksForPerson = person.verbs.some((verb) => person.people.some((who) => says(`${verb} ${who}`)));
  if (asksForPerson && !namesCustomers[lang].test(text)) return person.askedAs;
  return undefined;
}

/**
 * The answer from the facts, or undefined when the question is not only about them. A question
 * that names no fact, or asks nothing of one, takes that part from the previous question: "and
 * its storage?" after one about Pro, "and for the coach?" after a price.
 */
export function answerFromFacts(knowledge: AgentKnowledge, lang: IndexLanguage, query: string, previous?: string): Composition | undefined {
  const facts = knowledge.facts.get(lang);
  if (!facts?.length) return undefined;
  // Told a problem no page solves, or asked for a person, the visitor is given the channels that help.
  const told = toldAs(lang, query);
  if (told) return answerFromFacts(knowledge, lang, told);
  const vocabulary = vocabularyOf(knowledge, lang, facts);
  const asked = read(knowledge, lang, vocabulary, query);
  if (asked.terms.length === 0) return undefined;
  let named = asked.facts;
  let attributes = asked.attributes;
  if (previous && (named.length === 0 || attributes.length === 0)) {
    const before = read(knowledge, lang, vocabulary, previous);
    if (named.length === 0) named = before.facts;
    if (attributes.length === 0) attributes = before.attributes;
  }
  // Only when this question names the thing: "and Ruby?" after "do you have a Go library?" asks the
  // same of Go, while "which key signs my calls?" after it is about something else.
  if (attributes.length === 0 && asked.facts.length > 0 && [query, previous].some((text) => text && asksWhetherExists(lang, text))) {
    attributes = [...new Set(named.flatMap(({fact}) => overview[fact.kind] ?? []))];
  }
  if (attributes.length === 0 && asked.facts.length >= 2 && comparing[lang].test(query)) {
    attributes = [...new Set(named.flatMap(({fact}) => comparedBy[fact.kind] ?? []))];
  }
  let listed = false;
  // "Which add-ons are there?": each of the kind, told by what sets them apart (an add-on's price).
  const kinds = [...kindsNamed(vocabulary, asked.terms)];
  const setApartBy = kinds.length === 1 ? comparedBy[kinds[0]] : undefined;
  if (attributes.length === 0 && named.length === 0 && setApartBy && asksWhich[lang].test(query)) {
    named = allOfKind(vocabulary, kinds[0]);
    attributes = setApartBy;
    listed = true;
  }
  // "The office's phone number": the office has none, the channels that have one answer.
  const contactOnly = attributes.length > 0 && attributes.every((attribute) => contactAttributes.includes(attribute));
  const statesAsked = ({fact}: NamedFact) => attributes.some((attribute) => fact.statements[attribute]);
  if (contactOnly && named.some(({fact}) => fact.kind === 'contact') && !named.some(statesAsked)) {
    named = [];
  }
  if (named.length === 0 && contactOnly) {
    named = contactsWith(vocabulary, attributes);
  } else if (named.length === 0 && attributes.length > 0) {
    named = wholeKind(vocabulary, asked.terms, attributes);
    listed = true;
  }
  if (named.length === 0 || named.length > (listed ? maxListed : maxFacts) || attributes.length === 0) return undefined;
  if (!accountedFor(knowledge, lang, vocabulary, asked, named)) return undefined;

  const wanted = [...new Set(attributes.flatMap((attribute) => [attribute, ...(companions[attribute] ?? [])]))];
  const cited: IndexedPassage[] = [];
  const parts: string[] = [];
  for (const {fact, section} of named) {
    const sentences = wanted.flatMap((attribute) => fact.statements[attribute] ?? []);
    if (sentences.length === 0) continue;
    if (!cited.includes(section)) cited.push(section);
    const marker = cited.indexOf(section) + 1;
    for (const sentence of sentences) if (!parts.includes(`${sentence} [${marker}]`)) parts.push(`${sentence} [${marker}]`);
  }
  // Only a figure asked of some fact named: "the PHP library's price" is not answered with nothing.
  if (parts.length === 0 || !attributes.some((attribute) => named.some(({fact}) => fact.statements[attribute]))) return undefined;
  return {
    answer: {response: parts.join(' '), sources: cited.map(toSource), suggestedFollowUps: followUps(knowledge, cited, lang), uncertain: false},
    cited,
  };
}
