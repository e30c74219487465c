/**
 * What a figure measures. A question that names a magnitude ("max size", "max length", "cuánto
 * tiempo") is answered by the figure in its unit ("up to 1 MB", "1 to 2,000 characters", "24
 * hours"), not by any number the passage states (a field's "at most 20 items"). A question
 * where something is in the product ("where are API keys in the dashboard") is answered by the menu path
 * ("under Settings > API keys"), not by another sentence about keys.
 */
import {statesFigure, type IndexLanguage, type Tokenizer} from './languages';

/**
 * What a question asks for: a sentence in `unit` answers it. A sentence of its `kind` in another
 * unit may answer it too ("hasta un 85 % menos de tiempo" for "ahorro de tiempo").
 */
export type AskedUnit = {unit: RegExp; kind: RegExp};

type Measure = AskedUnit & {words: Record<IndexLanguage, string>; unless?: Record<IndexLanguage, RegExp>};

/** A place in the product: a menu path ("Settings > API keys", "Integraciones > Webhooks"). */
const menuPath = /\p{L}\s>\s\p{Lu}/u;

const bytes = /\d\s?(?:[KMGT]B|bytes?)(?!\p{L})/iu;
const characters = /\d\s(?:characters?|caracteres)(?!\p{L})/iu;

const measures: Measure[] = [
  // A size or a length is stated in its unit alone: a section's "up to 3 at a time" or "5 files"
  // is a count, and the sibling section with "10 MB" or "2,000 characters" answers (bench/agent:
  // fact up in both locales).
  {
    words: {en: 'size big bigger biggest large larger largest heavy weight', es: 'tamaño grande pesado peso pesa ocupa'},
    unit: bytes,
    kind: bytes,
  },
  {
    words: {en: 'length characters', es: 'longitud largo larga caracteres'},
    unit: characters,
    kind: characters,
  },
  {
    // "How long" ("¿cuánto dura?") asks for a duration: a length is asked for by "length" or "characters".
    words: {
      en: 'time timeout duration quickly soon long',
      es: 'tiempo plazo tarda tardan dura duran duración rápido pronto',
    },
    unit: /\d\s(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|segundos?|minutos?|horas?|días?|semanas?|mes|meses|años?)(?!\p{L})/iu,
    kind: statesFigure,
  },
  {
    // Little words that the index drops (stop words): matched as written.
    words: {en: 'where', es: 'dónde donde'},
    unit: menuPath,
    kind: menuPath,
  },
  {
    // What one gets (a key, a token) is got somewhere in the product too; what one gets, or how
    // much of it ("what do I get back", "how many seats do I get"), is no place.
    words: {en: 'get obtain', es: 'consigo conseguir obtengo obtener'},
    unless: {en: /\b(?:what|how (?:much|many))\b/i, es: /(?<!\p{L})(?:qu[eé]|cu[aá]nt[oa]s?)(?!\p{L})/iu},
    unit: menuPath,
    kind: menuPath,
  },
];

/** Each measure's words as the index stems them, per tokenizer (each reads one language). */
const stemsOf = new WeakMap<Tokenizer, Set<string>[]>();

function measureStems(tokenizer: Tokenizer, lang: IndexLanguage): Set<string>[] {
  let stems = stemsOf.get(tokenizer);
  if (!stems) {
    stems = measures.map(({words}) => new Set(tokenizer.tokenize(words[lang])));
    stemsOf.set(tokenizer, stems);
  }
  return stems;
}

/** The units of the magnitudes (or the place) a question names, by its words as the index stems them or as written; none when it names none. */
export function askedUnits(tokenizer: Tokenizer, lang: IndexLanguage, question: string): AskedUnit[] {
  const stems = measureStems(tokenizer, lang);
  const terms = tokenizer.tokenize(question);
  const written = new Set(question.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean));
  return measures
    .filter(({words}, i) => terms.some((term) => stems[i].has(term)) || words[lang].split(' ').some((word) => written.has(word)))
    .filter(({unless}) => !unless?.[lang].test(question))
    .map(({unit, kind}) => ({unit, kind}));
}
