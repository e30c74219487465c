/**
 * What the agent itself says (API output, not site UI, so not in i18n/): the plain "not covered"
 * answer with its handoff offer, and how a neighbouring heading becomes a follow-up question.
 * Spanish uses "usted".
 */
import {singularOf, type IndexLanguage, type OfferKind} from './languages';

type AnswerText = {
  notCovered: string;
  /** The handoff the agent offers whenever it cannot answer. */
  offerHandoff: string;
  followUp: (topic: string) => string;
  /** Uncertain about an offer the question names that our pages never mention ("Gold"). */
  notFound: (item: string) => string;
  /** An offer of a kind whose every item we know (plans, add-ons, client libraries) that is not one of them. */
  noSuchItem: Record<OfferKind, (item: string, ours: string) => string>;
  /** A free plan asked for when every plan of ours has a price. */
  noFreePlan: (ours: string) => string;
  /** A plan asked for at a price none of ours has. */
  noPlanAtPrice: (amount: string, ours: string) => string;
};

const listFormats = new Map<IndexLanguage, Intl.ListFormat>();

/** Names listed as the reader's language lists them ("Pro, Business, and Enterprise", "Pro, Business y Enterprise"). */
export function listed(lang: IndexLanguage, names: readonly string[]): string {
  let format = listFormats.get(lang);
  if (!format) {
    format = new Intl.ListFormat(lang, {type: 'conjunction'});
    listFormats.set(lang, format);
  }
  return format.format(names);
}

const offerHandoff: Record<IndexLanguage, string> = {
  en: 'Our sales team can help you directly: would you like me to put you in touch with them?',
  es: 'Nuestro equipo de ventas puede ayudarle directamente: ¿desea que le ponga en contacto con ellos?',
};

export const answerText: Record<IndexLanguage, AnswerText> = {
  en: {
    notCovered: `I could not find an answer to that in our documentation or on our website. ${offerHandoff.en}`,
    offerHandoff: offerHandoff.en,
    followUp: (topic) => `What can you tell me about ${topic}?`,
    notFound: (item) => `I could not find anything called "${item}" in our documentation or on our website. ${offerHandoff.en}`,
    noSuchItem: {
      plan: (item, ours) => `We have no plan called "${item}": our plans are ${ours}.`,
      addOn: (item, ours) => `We have no add-on called "${item}": our add-ons are ${ours}.`,
      library: (item, ours) => `We have no client library for "${item}": our client libraries are for ${ours}.`,
    },
    noFreePlan: (ours) => `None of our plans is free: our plans are ${ours}.`,
    noPlanAtPrice: (amount, ours) => `None of our plans costs ${amount}: our plans are ${ours}.`,
  },
  es: {
    notCovered: `No he encontrado una respuesta a eso en nuestra documentación ni en nuestro sitio web. ${offerHandoff.es}`,
    offerHandoff: offerHandoff.es,
    followUp: (topic) => `¿Qué puede decirme sobre ${topic}?`,
    notFound: (item) => `No he encontrado nada llamado «${item}» en nuestra documentación ni en nuestro sitio web. ${offerHandoff.es}`,
    noSuchItem: {
      plan: (item, ours) => `No tenemos ningún plan llamado «${item}»: nuestros planes son ${ours}.`,
      addOn: (item, ours) => `No tenemos ningún complemento llamado «${item}»: nuestros complementos son ${ours}.`,
      library: (item, ours) => `No tenemos ninguna librería cliente para «${item}»: nuestras librerías cliente son para ${ours}.`,
    },
    noFreePlan: (ours) => `Ninguno de nuestros planes es gratuito: nuestros planes son ${ours}.`,
    noPlanAtPrice: (amount, ours) => `Ninguno de nuestros planes cuesta ${amount}: nuestros planes son ${ours}.`,
  },
};

/** A heading as the topic of a question: "Step 2: Place it in the head" -> "place it in the head". */
export function topicOfHeading(heading: string): string {
  const topic = heading.replace(/^(step|paso)\s+\d+\s*[:.-]\s*/i, '').replace(/[?.!:]+$/, '').trim();
  // "Connect your CRM" reads as "connect your CRM" mid-sentence; a one-word heading is a name ("Business").
  return /^\p{Lu}\p{Ll}*\s/u.test(topic) ? topic.charAt(0).toLowerCase() + topic.slice(1) : topic;
}

/** Imperatives that start task headings ("Connect your CRM", "Get a conversation"). */
const englishTaskVerbs = new Set(
  `add apply build call cancel change check choose configure connect create customise customize define delete deploy design
  disable embed enable export find generate get give handle import install invite keep launch list manage measure monitor
  move pay place prepare rate read receive register remove request review revoke rotate run see send set sign start stream
  test track train try tune update upgrade upload use verify write tell hand let show follow escalate respond automate
  collect capture resolve protect calculate shape make plug sell answer go gather agree describe`.split(/\s+/),
);

/** Task verbs that are as often the first noun of a compound: "Use cases", "Rate limits", "Test cases". */
const nounLikeVerbs = new Set('use rate test search request review track'.split(' '));

/** "Use cases" names a thing; "Use a sandbox" and "List conversations" (a verb not in the list) are tasks. */
function nounCompound(verb: string, rest: string[]): boolean {
  return nounLikeVerbs.has(verb) && rest.length === 1 && /^\p{Ll}+s$/u.test(rest[0]);
}

/** Spanish imperatives of task headings (usted) and their infinitives: "Elija su plan" -> "elegir mi plan". */
const spanishTaskVerbs: Record<string, string> = {
  active: 'activar', actualice: 'actualizar', añada: 'añadir', ajuste: 'ajustar', cambie: 'cambiar', compruebe: 'comprobar',
  configure: 'configurar', conecte: 'conectar', cree: 'crear', defina: 'definir', diseñe: 'diseñar', elimine: 'eliminar',
  elija: 'elegir', empiece: 'empezar', envíe: 'enviar', escriba: 'escribir', genere: 'generar', instale: 'instalar',
  integre: 'integrar', lea: 'leer', llame: 'llamar', mantenga: 'mantener', mida: 'medir', obtenga: 'obtener',
  organice: 'organizar', pida: 'pedir', prepare: 'preparar', pruebe: 'probar', pruébelo: 'probarlo', coloque: 'colocar',
  colóquelo: 'colocarlo', personalice: 'personalizar', personalícelo: 'personalizarlo', registre: 'registrar',
  reciba: 'recibir', revise: 'revisar', revoque: 'revocar', solicite: 'solicitar', use: 'usar', utilice: 'utilizar',
  valore: 'valorar', vea: 'ver', haga: 'hacer', calcule: 'calcular', póngalo: 'ponerlo', comparta: 'compartir',
  mejore: 'mejorar', dé: 'dar', convierta: 'convertir', resuelva: 'resolver', lleve: 'llevar', reúna: 'reunir',
  véalo: 'verlo', describa: 'describir', acuerde: 'acordar', responda: 'responder', venda: 'vender', recorte: 'recortar',
};

/** Our "we" as the reader asks it: "Qué guardamos en su navegador" -> "Qué guardan en mi navegador". */
function asReaderOfUs(words: string[]): string {
  const theirs = (word: string) => (/^\p{Ll}{3,}[aei]mos$/u.test(word) && !/^(?:primos|mismos)$/.test(word) ? word.replace(/amos$/, 'an').replace(/[ei]mos$/, 'en') : word);
  return asReader('es', words.map(theirs));
}

/** Short words title case leaves in lower case, "with" and "from" among them ("Make Your Business Smarter with AI"). */
const titleCaseSmall = /^(?:with|from|into|over|than)$/;

/** The reader's side of "your": "connect your CRM" is asked as "connect my CRM". */
const ownWords: Record<IndexLanguage, Record<string, string>> = {
  en: {your: 'my', yours: 'mine'},
  es: {su: 'mi', sus: 'mis'},
};

function asReader(lang: IndexLanguage, words: string[]): string {
  return words.map((word) => ownWords[lang][word.toLowerCase()] ?? word).join(' ');
}

/**
 * A neighbouring section's heading as the question a reader would ask next: a heading that is a
 * question as it is ("Can I upgrade my plan?"), a task as "How do I connect my CRM?" / "¿Cómo
 * puedo elegir mi plan?", anything else as "What can you tell me about client libraries?".
 * Undefined for a heading that makes no question (a status code such as "200 OK").
 */
export function followUpQuestion(lang: IndexLanguage, heading: string, writtenInLowerCase: (word: string) => boolean = () => false): string | undefined {
  let topic = heading
    .replace(/^(step|paso)\s+\d+\s*[:.-]\s*/i, '')
    .replace(/^\d+[.)]\s+/, '')
    .replace(/\s*\((optional|opcional)\)\s*$/i, '')
    .trim();
  if (!topic || /^\d/.test(topic)) return undefined;
  if (topic.endsWith('?')) return lang === 'es' && !topic.startsWith('¿') ? `¿${topic}` : topic;
  // A slogan ("Your knowledge, your answers") names no topic to ask about.
  if (topic.includes(',')) return undefined;
  // A one-word heading is a name ("Business") unless its page writes it, or its singular, in lower
  // case ("Errors": "errors"; "Signatures": "each signature").
  if (/^\p{Lu}\p{Ll}+$/u.test(topic) && [topic.toLowerCase(), singularOf(topic.toLowerCase())].some(writtenInLowerCase)) topic = topic.toLowerCase();
  topic = topic.replace(/[.!:]+$/, '');
  // "Choose Your Plan": title case reads as a sentence in lower case (names in parentheses stay as they are).
  const words = topic.split(/\s+/);
  if (words.length > 1 && !topic.includes('(') && words.every((word) => titleCaseSmall.test(word) || !/^\p{Ll}{4,}/u.test(word))) {
    topic = words.map((word, i) => (i > 0 && /^\p{Lu}\p{Ll}+$/u.test(word) ? word.toLowerCase() : word)).join(' ');
  }
  const [first, ...rest] = topic.split(/\s+/);
  const verb = first.toLowerCase();
  if (lang === 'en') {
    if (verb === 'how' && rest[0]?.toLowerCase() === 'to' && rest.length > 1) return `How do I ${asReader(lang, rest.slice(1))}?`;
    if (englishTaskVerbs.has(verb) && rest.length && !nounCompound(verb, rest)) return `How do I ${asReader(lang, [verb, ...rest])}?`;
    return answerText.en.followUp(midSentence(topic));
  }
  if (/^[a-záéíóúñ]+(ar|er|ir)$/i.test(first) && rest.length && !/^\p{Lu}{2}/u.test(first)) {
    return `¿Cómo puedo ${asReader(lang, [verb, ...rest])}?`;
  }
  // "Cómo funciona", "Qué evitar": a heading that starts with a question word is the question.
  if (/^(?:cómo|qué|cuándo|dónde|cuánto|cuántos|cuántas)$/.test(verb) && rest.length) {
    return `¿${verb.charAt(0).toUpperCase()}${verb.slice(1)} ${asReaderOfUs(rest)}?`;
  }
  if (spanishTaskVerbs[verb]) {
    // "Mida y ajuste": the imperatives the heading joins with "y" become infinitives; one in a
    // clause stays as it is ("Haga que su documentación responda").
    const infinitives = [verb, ...rest].map((word, i, all) =>
      i === 0 || all.slice(Math.max(0, i - 2), i).some((before) => /^(?:y|e)$/i.test(before)) ? (spanishTaskVerbs[word.toLowerCase()] ?? word) : word,
    );
    return `¿Cómo puedo ${asReader(lang, infinitives)}?`;
  }
  return answerText.es.followUp(midSentence(topic));
}

/** "Connect your CRM" mid-sentence is "connect your CRM"; a name ("Keystone Components", "Harper & Lane", "Business") keeps its capital. */
function midSentence(topic: string): string {
  // A question word is never a name ("How AI agents help": "about how AI agents help").
  return /^\p{Lu}\p{Ll}*\s+\p{Ll}/u.test(topic) || /^(?:How|What|Why|When|Where|Which|Who|Cómo|Qué|Por qué|Cuándo|Dónde)\s/u.test(topic)
    ? topic.charAt(0).toLowerCase() + topic.slice(1)
    : topic;
}
