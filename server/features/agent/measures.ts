/**
 * What a figure measures. A question that names a magnitude ("max size", "max length", "cuánto
 * tiempo") is answered by the figure in its unit ("up to 1 MB", "1 to 2,000 characters", "24
 * hours"), not by any number the passage states (a field's "at most 20 items").
 */
import type {IndexLanguage, Tokenizer} from './languages';

type Measure = {words: Record<IndexLanguage, string>; unit: RegExp};

const measures: Measure[] = [
  {
    words: {en: 'size big bigger biggest large larger largest heavy weight', es: 'tamaño grande pesado peso pesa ocupa'},
    unit: /\d\s?(?:[KMGT]B|bytes?)(?!\p{L})/iu,
  },
  {
    words: {en: 'length characters', es: 'longitud largo larga caracteres'},
    unit: /\d\s(?:characters?|caracteres)(?!\p{L})/iu,
  },
  {
    words: {
      en: 'time timeout duration quickly soon seconds minutes hours days weeks',
      es: 'tiempo plazo tarda tardan duración rápido pronto segundos minutos horas días semanas',
    },
    unit: /\d\s(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|segundos?|minutos?|horas?|días?|semanas?|mes|meses|años?)(?!\p{L})/iu,
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

/** The units of the magnitudes a question's terms name (none when it names none). */
export function askedUnits(tokenizer: Tokenizer, lang: IndexLanguage, terms: string[]): RegExp[] {
  const stems = measureStems(tokenizer, lang);
  return measures.filter((_, i) => terms.some((term) => stems[i].has(term))).map(({unit}) => unit);
}
