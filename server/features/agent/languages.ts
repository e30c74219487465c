/**
 * The two languages the index understands: English (also used for any locale we do not know)
 * and Spanish. Each has Orama's stemmer and a short stop-word list, so "integrating" finds
 * "integration", and "how do I" or "how long does it take" (words that frame a question rather
 * than name its subject) do not count when we check whether a passage covers the question.
 */
import {tokenizer as oramaTokenizer} from '@orama/orama/components';
import {stemmer as englishStemmer} from '@orama/stemmers/english';
import {stemmer as spanishStemmer} from '@orama/stemmers/spanish';

export type IndexLanguage = 'en' | 'es';
export const indexLanguages: readonly IndexLanguage[] = ['en', 'es'];

const englishStopWords = `a about after all also am an and any are as at be been before being both but by can
could did do does doing for from had has have having he her here hers him his how i if in into is it its
just me might more most my no nor not of off on once only or other our ours out over own same she should
so some such than that the their theirs them then there these they this those through to too under until
up very was we were what when where which while who whom why will with would you your yours please tell
explain want need know get use uses using used make way there's what's it's i'm long take takes much many
work works kind sort possible able anything something thing things difference differences between
compare versus vs mean means find
thru u ur pls plz wanna gonna whats hows wat wats wut stuff dont cant im happen happens happened via actually really exactly
hi hello hey thanks thank thx cheers doesn't don't isn't aren't can't won't wouldn't couldn't shouldn't didn't
i've you're we're they're i'll you'll that's let's guys okay ok btw yeah yes kinda anyone someone somebody anybody
without within whether across along around among upon onto toward towards though although yet either neither
myself ourselves yourself yourselves himself herself itself themselves because against during above below again further now today
doesnt isnt arent wasnt werent didnt wouldnt couldnt shouldnt hasnt havent hadnt ive youre theyre weve thats theres`.split(/\s+/);

const spanishStopWords = `a al algo algunas algunos ante antes como con contra cual cuales cuando de del desde
donde durante e el él ella ellas ellos en entre era eran es esa esas ese eso esos esta estas este esto estos
está están fue fueron ha han hay la las le les lo los más me mi mis mucho muy nada ni no nos nosotros o os
otra otras otro otros para pero poco por porque puede pueden puedo qué que quien quienes se sea ser si sí sin sobre
son su sus también te tengo tiene tienen todo todos tu tus un una uno unos usted ustedes y ya yo cómo cuál
cuáles cuándo dónde quién propio propia propios propias hacer hago favor quiero saber necesito cuánto cuánta cuántos cuántas tarda
tardan funciona funcionan posible algo cosa cosas tipo diferencia diferencias significa pasa pasaría ocurre
ocurriría sucede quiera quieran exactamente realmente nuestro nuestra nuestros nuestras vuestro vuestra hola
gracias saludos porfa puedes podemos podría podrían tenemos tienes necesita necesitamos necesitan quieres queremos
debo debe debemos debería deberían hacemos haces estoy buscando gustaría quisiera alguna alguno algún manera
decirme dime decir encuentro encuentra encontrar encuentre usar usan usando utilizar utiliza utilizan utilizando
hasta tan tanto mí ti tú estar estás estamos he hemos había sido soy eres somos mediante hoy ahora
voy vas va vamos van iba iban ir después despues demás demas cada mismo misma mismos mismas cualquier cualquiera varios varias aquí así aún todavía luego entonces mientras sino aunque pues según tras hacia vez veces sólo solo etc
q k xq pq porq tb tmb oye buenas wey güey guey tío tio che
tenéis tendría tendrían tendríamos podéis podríais sois estáis habéis vais interesaría interesarían
pueda puedan podamos pudiera pudieran podrá podrán podremos tenga tengan tengamos tendrá tendrán sean esté estén
doy sirve sirven serviría hacen hacéis haga hagan uso trae traen`.split(/\s+/);

export type LanguageTools = {
  language: 'english' | 'spanish';
  stemmer: (word: string) => string;
  stopWords: string[];
};

/**
 * Snowball's Spanish stem, read the same with or without the accents visitors often leave out
 * ("informacion", "tecnologia"). Short stems stay Snowball's: reading them by the word's own form
 * (to part "libro" from "libre") moved nothing on the tuning half, so it is not kept.
 */
const shortSpanishStem = 4;

/**
 * Irregular past participles, which Snowball stems apart from their verb and like some other
 * word: "puesta en marcha" is putting something in motion ("lo ponen en marcha"), not a job
 * ("puesto"); "resuelto" is "resolver", "abierta" is "abrir". Read as the verb before stemming,
 * as English irregular past forms are. "puesto" itself stays (mostly a job, "puestos abiertos"),
 * and "hecho" (a fact) and "visto" (a visa) too.
 */
const irregularParticiples: Record<string, string> = Object.fromEntries(
  `puesta:poner abierto:abrir escrito:escribir resuelto:resolver devuelto:devolver vuelto:volver cubierto:cubrir
  roto:romper impreso:imprimir`
    .split(/\s+/)
    .map((pair) => pair.split(':')),
);

/** The verb of an irregular participle in any gender and number ("puestas", "resueltos"), or undefined. */
function verbOfParticiple(word: string): string | undefined {
  const masculine = word.replace(/(?:a|os|as)$/u, 'o');
  return irregularParticiples[word] ?? irregularParticiples[word.replace(/s$/u, '')] ?? (masculine !== 'puesto' ? irregularParticiples[masculine] : undefined);
}

/**
 * Stems of irregular Spanish verbs that Snowball keeps apart from their infinitive's: a "-go"
 * first person and its subjunctive ("pongo", "ponga": "pong"; "poner": "pon") and the e -> i
 * change of some "-ir" verbs ("consigo", "elija": "consig", "elij"; "conseguir", "elegir"), and
 * the short forms of "ver" ("¿dónde veo...?", "vea", "verlo"), whose stems keep their ending. A
 * visitor asks in the first person ("¿cómo consigo...?") and our pages write the usted
 * imperative or the infinitive, so each is read as its infinitive's stem. Not "pido" (the stem of
 * "pedir" is "pedido"'s, an order), nor "sirve" (Snowball's stem of "servir" is the English
 * "server" of our code samples).
 */
const irregularStems: Record<string, string> = Object.fromEntries(
  `pong:pon obteng:obten obtien:obten traig:tra veng:ven vien:ven consig:consegu sig:segu elij:eleg elig:eleg
  veo:ver vea:ver vean:ver ves:ver vem:ver verl:ver`
    .split(/\s+/)
    .map((pair) => pair.split(':')),
);

/**
 * The usted imperative of a "-car" or "-izar" verb, which our pages write ("Busque", "Revoque",
 * "Personalice", "Utilicen"), spells the verb's c as qu and its z as c before the e: read with the
 * infinitive's letters, Snowball gives it the infinitive's stem ("buscar", "personalizar").
 * "-dice" is "decir" (and "índice"), not an "-izar" verb.
 */
function withInfinitiveSpelling(word: string): string {
  // One or the other: the c a "-car" verb gets back is not read again as an "-izar" verb's ("verifique").
  const car = word.replace(/qu(e|en|emos)$/u, 'c$1');
  return car !== word ? car : word.replace(/(?<!d)ic(e|en|emos)$/u, 'iz$1');
}

/** The endings of an "-ear" verb's forms whose stem Snowball gives without the e. */
const earVerbForm = /e(?:ar|an|as|amos|ando|ado|ada|ados|adas|aron|aba|aban|e|en|es)$/u;

export function spanishStem(word: string): string {
  const verb = verbOfParticiple(word);
  if (verb) return spanishStemmer(verb);
  // Typed without its accent, "informacion" is "información" (every -ción has it), which Snowball stems.
  const stem = spanishStemmer(withInfinitiveSpelling(word).replace(/cion$/u, 'ción'));
  if (irregularStems[stem]) return irregularStems[stem];
  // Snowball keeps the e of an "-ear" verb in some forms ("rastrea", "rastreo": "rastre") and
  // not in others ("rastrear", "rastrean": "rastr"): all are read with it.
  const plain = plainWord(word);
  if (earVerbForm.test(plain) && !stem.endsWith('e') && plain.startsWith(`${stem}e`)) return `${stem}e`;
  // "tecnologia" is "tecnologi" and "tecnología" is "tecnolog": a long stem is read without its final i.
  return stem.length > shortSpanishStem && stem.endsWith('i') ? stem.slice(0, -1) : stem;
}

/**
 * Past forms of common irregular English verbs, which Porter's stemmer leaves as they are: a
 * reader who asks whether an event "came" from us asks what comes from us, one who "sent" a file
 * asks what you send. Forms that are mostly nouns or adjectives here (left, paid, felt, saw) are
 * not read as verbs. "found" is: our pages' "Not Found" is no word of "founded" (a company), which
 * the stemmer makes "found".
 */
const irregularPast: Record<string, string> = Object.fromEntries(
  `came:come went:go gone:go got:get gotten:get sent:send took:take taken:take made:make gave:give given:give
  kept:keep built:build bought:buy ran:run sold:sell told:tell thought:think brought:bring began:begin begun:begin
  chose:choose chosen:choose knew:know known:know meant:mean met:meet said:say seen:see spoke:speak spoken:speak
  wrote:write written:write held:hold hid:hide hidden:hide lost:lose won:win broke:break broken:break forgot:forget
  forgotten:forget grew:grow grown:grow drew:draw drawn:draw drove:drive driven:drive shown:show taught:teach
  caught:catch sought:seek dealt:deal led:lead spent:spend became:become understood:understand stood:stand found:find`
    .split(/\s+/)
    .map((pair) => pair.split(':')),
);

export function englishStem(word: string): string {
  return englishStemmer(irregularPast[word] ?? word);
}

export const languageTools: Record<IndexLanguage, LanguageTools> = {
  en: {language: 'english', stemmer: englishStem, stopWords: englishStopWords},
  es: {language: 'spanish', stemmer: spanishStem, stopWords: spanishStopWords},
};

/** 'es', 'es-MX' -> 'es'; everything else (including null and 'en-GB') is indexed as English. */
export function indexLanguageOf(locale: string | null | undefined): IndexLanguage {
  return locale?.toLowerCase().split(/[-_]/)[0] === 'es' ? 'es' : 'en';
}

/** The language a reader's locale asks for, or undefined when we hold no passages in it. */
export function readerLanguageOf(locale: string | null | undefined): IndexLanguage | undefined {
  const base = locale?.toLowerCase().split(/[-_]/)[0];
  return base === 'es' || base === 'en' ? base : undefined;
}

/** Lower case without accents, as Orama's tokenizer leaves its terms ("están" -> "estan"). */
export function plainWord(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '');
}

/** A text's words, lower case and without accents ("¿Dónde están?" -> "donde", "estan"). */
export function plainWordsOf(text: string): string[] {
  return plainWord(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * The capitalised words of a text that are not the first of a sentence or line, where any word is
 * capitalised: names ("Madrid", "Mercadona"). Brand names may have capitals inside ("WhatsApp").
 */
export function namesIn(text: string): string[] {
  return [...text.matchAll(/(?<![.!?¿¡]\s*|^\s*)\b(\p{Lu}\p{Ll}{2,}(?:\p{Lu}\p{Ll}+)*)\b/gmu)].map(([, name]) => name);
}

/**
 * A clause where visitors say who and where they are ("I run a bakery in Leeds", "im a designer
 * based in porto", "tenemos un hotel en Cusco", "nuestros socios de chile"), and the place
 * named in it: the setting of the question, not what it asks about. Contractions are joined at
 * intake ("we're" -> "were", "I'm" -> "im").
 */
const ownClauses: Record<IndexLanguage, RegExp> = {
  en: /(?:(?:^|[.,;:!?]\s*)(?:hi\s+|hello\s+)?(?:were|we are|im|i am|(?:we|i) (?:run|own|manage|have|work|sell|live))|(?<!\p{L})(?:our|my))(?!\p{L})[^.,;:!?]*/giu,
  es: /(?:(?:^|[.,;:!?¿¡]\s*)(?:hola\s+)?(?:somos|soy|tengo|tenemos|trabajo|trabajamos|estamos|vivo|vivimos)|(?<!\p{L})(?:nuestr[oa]s?|mis?))(?!\p{L})[^.,;:!?¿]*/giu,
};
const placeNamed: Record<IndexLanguage, RegExp> = {
  en: /(?<!\p{L})(?:in|from|near)\s+\p{L}+(?:\s+\p{Lu}\p{L}*)*/gu,
  es: /(?<!\p{L})(?:en|de|desde)\s+\p{L}+(?:\s+\p{Lu}\p{L}*)*/gu,
};

/** The message without the places visitors say they are in ("somos un hotel en Cusco" -> "somos un hotel"). */
export function withoutOwnPlace(lang: IndexLanguage, message: string): string {
  return message.replace(ownClauses[lang], (clause) => clause.replace(placeNamed[lang], ''));
}

/** A plain word without its plural "s" ("signatures" -> "signature"); a word without one as it is. */
export function singularOf(word: string): string {
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/**
 * What may follow a stem in a Spanish word, without accents: a verb's endings (with a pronoun
 * after some: "descargarlo"), number and gender, and the suffixes that make one word of another
 * ("-ción", "-idad", "-miento"...), which Snowball strips too. Anything else after a stem is
 * another language's word that merely starts alike: "policies" (in our code samples) is no form
 * of "policía".
 */
const spanishMorphemes = `ar er ir ando iendo ado ido ada ida ados idos adas idas aba aban abas abamos abais ia ian ias iamos iais
ara aran aras aramos arais iera ieran ieras ieramos ierais ase asen ases asemos aseis iese iesen ieses iesemos ieseis
are aras aremos areis aria arian arias ariamos ariais ere eras eremos ereis eria erian erias eriamos eriais ire iras
iremos ireis iria irian irias iriamos iriais aste iste asteis isteis aron ieron io amos emos imos ais eis is
an en es as os a o e s ya ye yan yen yeron yendo yo yas yes yais yamos
anza anzas ico ica icos icas ismo ismos able ables ible ibles ista istas oso osa osos osas amiento amientos imiento
imientos ador adora adores adoras acion aciones ante antes ancia ancias logia logias ucion uciones encia encias ente
entes mente idad idades iva ivo ivas ivos at iv ic abil ibil`.split(/\s+/);
const spanishEnding = new RegExp(`^(?:${spanishMorphemes.join('|')}){0,3}(?:me|te|se|nos|os|la|le|lo|las|les|los|sela|selo|selas|selos)?$`, 'u');

/**
 * Whether `other` is not a word of the family of `word`, though Snowball gives both the stem
 * `stem` (all three lower case, without accents): what follows the stem in `other` is no Spanish
 * ending ("policies" for "policia"), or one of them is the bare stem ending in a consonant and the
 * other that stem and "-o" ("par" and "paro": a noun ending in a consonant takes no "-o"). Only
 * Spanish is judged; an English word is taken to be of its stem's family.
 */
export function strangerByStem(lang: IndexLanguage, stem: string, word: string, other: string): boolean {
  if (lang !== 'es' || !word.startsWith(stem) || !other.startsWith(stem)) return false;
  const own = word.slice(stem.length);
  const its = other.slice(stem.length);
  if (!spanishEnding.test(own)) return false;
  if (!spanishEnding.test(its)) return true;
  const bare = /[^aeiou]$/u.test(stem);
  return bare && ((own === '' && /^os?$/u.test(its)) || (its === '' && /^os?$/u.test(own)));
}

/**
 * Stop words are dropped before stemming (Orama's order), so their inflections and the ways
 * people type them survive as content words: "whats" stems to "what", "estan" (no accent) is
 * "están". A term that is itself a stop word, once stemmed and without accents, is dropped too.
 */
function stopStems(lang: IndexLanguage): Set<string> {
  const {stopWords, stemmer} = languageTools[lang];
  // An accented stop word typed without its accent is stemmed before it is compared: "cuanto" -> "cuant".
  // Not when the list has it without its accent too ("demás", "demas"): that is dropped before
  // stemming, and its stem may be a content word's ("dem" is "demo"'s).
  const listed = new Set(stopWords);
  const unaccented = stopWords
    .filter((word) => plainWord(word) !== word.toLowerCase() && !listed.has(plainWord(word)))
    .map((word) => stemmer(plainWord(word)));
  return new Set([...stopWords.map(plainWord), ...unaccented]);
}

export type Tokenizer = ReturnType<typeof oramaTokenizer.createTokenizer>;

/**
 * One tokenizer per language, shared by the index and the coverage check so both see the same
 * terms. Words joined by hyphens, dots or underscores count as separate words, so
 * `data-primary-color` is found by "primary color" and "multi-factor" by "multifactor"'s parts.
 */
export function createLanguageTokenizer(lang: IndexLanguage): Tokenizer {
  const tools = languageTools[lang];
  const tokenizer = oramaTokenizer.createTokenizer({
    language: tools.language,
    stemming: true,
    stemmer: tools.stemmer,
    stopWords: tools.stopWords,
  });
  const tokenize = tokenizer.tokenize.bind(tokenizer);
  const stems = stopStems(lang);
  tokenizer.tokenize = (input, language, prop, withCache) =>
    tokenize(typeof input === 'string' ? input.replace(/[-_./\\]+/g, ' ') : input, language, prop, withCache).filter(
      (token) => !stems.has(token),
    );
  return tokenizer;
}

/**
 * Words that ask for a figure (a price, a limit, a duration, an age): the answer is then the
 * sentence that states a number, among those that share the question's words.
 */
const figureQuestions: Record<IndexLanguage, RegExp> = {
  en: /\b(how (much|many|long|often|old|soon|fast)|minimum|maximum|limits?|price|prices|cost|costs|age|timeout|percent|per (day|month|year|minute|second|seat)|until|valid)\b/i,
  es: /(cu[aá]nt[oa]s?\b|m[ií]nim|m[aá]xim|l[ií]mites?\b|precio|cuesta|coste|edad|porcentaje|por (d[ií]a|mes|año|minuto|segundo|usuario)|plazo)/i,
};

export function asksForFigure(lang: IndexLanguage, query: string): boolean {
  return figureQuestions[lang].test(query);
}

/** A number standing alone ("5 minutes", "$19", "85 %", "1,000"), not a digit inside a name ("SHA256", "v1"). */
export const statesFigure = /(^|[\s$€(])\d[\d.,]*(?=[\s%)]|[.,;:]?$|[.,;:]\s)/u;

/**
 * Stands, among a passage's terms, for "states a figure": no word tokenizes to it (it has a
 * space), so only the magnitude words below find it.
 */
export const figureTerm = 'figure stated';

/**
 * Words that ask how big, fast, soon or cheap something is ("max size", "how fast do you reply",
 * "tamaño máximo"): our pages answer them with the figure itself ("up to 1 MB", "within 2
 * business days") and rarely repeat the word, so a passage that states a figure has them ("the cheapest plan" is the lowest price).
 */
export const magnitudeWords: Record<IndexLanguage, string[]> = {
  en: ['max', 'maximum', 'min', 'minimum', 'fast', 'quickly', 'soon', 'largest', 'biggest', 'smallest', 'longest', 'cheap', 'cheaper', 'cheapest', 'lowest', 'expensive', 'size'],
  es: ['máximo', 'mínimo', 'rápido', 'rápidamente', 'pronto', 'tamaño', 'barato', 'caro'],
};

/**
 * Questions about an error or what follows a mistake ("what happens when a key is revoked", "¿qué
 * pasa si...?", "429"): an API operation's table of error statuses answers them first, and no
 * other question about that operation.
 */
const errorQuestions: Record<IndexLanguage, RegExp> = {
  en: /\b(errors?|fail(s|ed|ure)?|status|codes?|wrong|reject(s|ed)?|denied|forbidden|unauthori[sz]ed|invalid|conflict|what happens|exceed(s|ed|ing)?|revoked|expired|[45]\d\d)\b/i,
  es: /(\berror(es)?\b|\bfall(o|a|an)\b|\bestado\b|c[oó]digos?\b|rechaz|denegad|prohibid|inv[aá]lid|conflicto|qu[eé] (pasa|ocurre|sucede)|\bsuper(o|a|ar|e)\b|exced|revocad|caducad|\b[45]\d\d\b)/i,
};

export function asksAboutError(lang: IndexLanguage, query: string): boolean {
  return errorQuestions[lang].test(query);
}

/**
 * Questions that ask whether we have something ("do you support ...", "are there ...",
 * "¿tienen ...?", "¿se integra con ...?"): when the thing asked about is a word no page of ours
 * has, the honest answer is that we do not have it, whatever else the question shares with a page.
 */
const existenceQuestions: Record<IndexLanguage, RegExp> = {
  en: /\b(?:(?:do|does)\s+(?:you|it|they|agentworks|the\s+\w+)\s+(?:have|has|offer|support|provide|sell|include|integrate|work|connect|sync|come)|(?:is|are)\s+there|(?:can|could)\s+(?:you|it|the\s+\w+)\s+(?:integrate|connect|sync|work\s+with|support)|any\s+(?:way|chance)|(?:you|they)\s+(?:have|offer|support|sell))\b/i,
  es: /(?:^|[\s¿¡])(?:tienen|tiene|tenéis|ofrecen|ofrece|hay|existe|existen|venden|vende|incluye|incluyen|soportan|soporta|admiten|admite|disponen|dispone|cuentan\s+con|cuenta\s+con|se\s+(?:integra|integran|conecta|conectan|puede\s+(?:integrar|conectar|usar))|funciona\s+con)(?=[\s?.,!]|$)/i,
};

/** The same asked without its verb, as people type it: "any case studies?", "¿algún descuento?". */
const ellipticExistenceQuestions: Record<IndexLanguage, RegExp> = {
  en: /^\s*any(?=\s)/i,
  es: /^\s*¿?\s*(?:algún|algun|alguna|algunos|algunas)(?=\s)/i,
};

/**
 * Questions whether the agent can do something ("can the bot send a fax?", "¿el agente
 * puede enviar un fax?"): asked whether we have a feature, answered only by a page that
 * has all of it. Only with a verb of asking ("can", "does", "puede", "sabe"): "¿el agente aprende
 * solo...?" is asked in the visitor's words and would lose its page (measured on the ninth fresh list).
 */
const capabilityQuestions: Record<IndexLanguage, RegExp> = {
  en: /\b(?:can|could|will|does|do)\s+(?:the\s+|your\s+|an?\s+)?(?:agent|bot|chatbot|assistant|ai)s?\b/i,
  es: /(?:^|[\s¿¡])(?:el\s+|su\s+|un\s+)?(?:agente|bot|chatbot|asistente)\s+(?:puede|podría|sabe)(?=[\s?]|$)/iu,
};

/**
 * A task for the chat itself ("write me a poem", "translate this into French", "¿me puede resumir
 * este correo?"): what is asked is a text of the visitor's, not something our pages say. A question
 * whether the agent we sell can write or translate is not one ("can the agent translate replies?").
 */
const chatTasks: Record<IndexLanguage, RegExp> = {
  en: /^(?:\W*(?:hi|hey|hello|please|pls)\b\W*)*(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?)?(?:write|translate|summari[sz]e|draft|compose|rewrite|proofread|paraphrase)\s+(?:me\b|this\b|that\b|my\b|an?\b)/i,
  es: /(?:^|[\s¿¡])(?:escr[ií]beme|trad[uú]ceme|res[uú]meme|red[aá]ctame|corr[ií]geme|(?:me|nos)\s+(?:puedes?|podr[ií]as?|pueden|podr[ií]an|ayudas?\s+a|ayudan\s+a)\s+(?:escribir|traducir|resumir|redactar|corregir|hacer\s+(?:un|una)\s+(?:resumen|traducci[oó]n|redacci[oó]n)))(?=[\s?.,!]|$)/iu,
};

export function asksChatForTask(lang: IndexLanguage, query: string): boolean {
  return chatTasks[lang].test(query.trim());
}

export function asksWhetherExists(lang: IndexLanguage, query: string): boolean {
  return existenceQuestions[lang].test(query) || ellipticExistenceQuestions[lang].test(query);
}

/**
 * The asked thing ends where the question does, where an alternative begins or at a comma: "is
 * there an SDK for Node or do I just call the endpoints" asks whether there is an SDK for Node, and
 * "does it work for shops, like answering about sizes" whether it works for shops.
 */
/** The word that begins an alternative ("or"; Spanish "u" before a vowel), as a pattern. */
const alternativeWord: Record<IndexLanguage, string> = {en: 'or', es: '[ou]'};
const askedEnds: Record<IndexLanguage, RegExp> = {
  en: new RegExp(`[?!,]|\\.(?=\\s|$)|\\s${alternativeWord.en}\\s`, 'iu'),
  es: new RegExp(`[?!,]|\\.(?=\\s|$)|\\s${alternativeWord.es}\\s`, 'iu'),
};

/** Where a clause ends: what comes before or after it is another clause. */
const clauseBoundary = /[.,;:!?¿¡]/;

const alternativeSplits: Record<IndexLanguage, RegExp> = {
  en: new RegExp(`\\s+${alternativeWord.en}\\s+|,\\s+`, 'i'),
  es: new RegExp(`\\s+${alternativeWord.es}\\s+|,\\s+`, 'i'),
};

/** A message split where it offers an alternative or adds a clause after a comma ("a CLI or a script, no install?"). */
export function alternativeParts(lang: IndexLanguage, message: string): string[] {
  return message.split(alternativeSplits[lang]).map((part) => part.trim());
}

/**
 * The question without the words that ask (`asking`), cut where what is asked ends and where the
 * clause it is asked in begins: "we run an agency, do you have a reseller program?" asks about the
 * program, "¿el widget tiene modo oscuro?" about the widget.
 */
function withoutAsking(lang: IndexLanguage, query: string, asking: RegExpExecArray | null): string {
  if (!asking) return query;
  const after = query.slice(asking.index + asking[0].length).split(askedEnds[lang])[0];
  const before = query.slice(0, asking.index).split(clauseBoundary).at(-1) ?? '';
  return `${before} ${after}`;
}

/** What a question asks whether we have, without its asking ("do you offer a student discount?" -> "a student discount"). */
export function askedWhetherExists(lang: IndexLanguage, query: string): string {
  return withoutAsking(lang, query, existenceQuestions[lang].exec(query) ?? ellipticExistenceQuestions[lang].exec(query));
}

export function asksWhatAgentCan(lang: IndexLanguage, query: string): boolean {
  return capabilityQuestions[lang].test(query);
}

/** What a question asks whether the agent can do ("can the bot send a fax?" -> "send a fax"). */
export function askedOfAgent(lang: IndexLanguage, query: string): string {
  return withoutAsking(lang, query, capabilityQuestions[lang].exec(query));
}

/** The word a question says it is about ("questions about paella", "preguntas sobre paella"): its subject. */
const topicMarkers: Record<IndexLanguage, RegExp> = {
  en: /\b(?:about|regarding|concerning)\s+(?:(?:the|a|an|my|your|our)\s+)?([\p{L}\p{N}]+)/giu,
  es: /(?:^|\s)(?:sobre|acerca\s+de|respecto\s+a)\s+(?:(?:el|la|los|las|un|una|mi|mis|su|sus)\s+)?([\p{L}\p{N}]+)/giu,
};

/** The words that introduce an owner ("the hours of the tax office"). */
const ownerMarkers: Record<IndexLanguage, RegExp> = {
  en: /^(?:of)$/,
  es: /^(?:de|del)$/,
};
const articles: Record<IndexLanguage, RegExp> = {
  en: /^(?:the|a|an|my|your|our)$/,
  es: /^(?:el|la|los|las|un|una|mi|mis|su|sus)$/,
};

/** Whether a plain word is an article or a possessive ("the", "our", "la", "sus"). */
export function isArticle(lang: IndexLanguage, word: string): boolean {
  return articles[lang].test(word);
}
/** A quantity is no owner: "a team of five", "un equipo de cinco personas". */
const numberWords: Record<IndexLanguage, RegExp> = {
  en: /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundred|thousand|million|dozen)$/,
  es: /^(?:\d+|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cincuenta|cien|ciento|mil|millon|docena)$/,
};
/** At most this many words after the owner's marker: a longer tail is a clause, not a name. */
const ownerWords = 3;

/**
 * What a question's last words name the thing of ("the opening hours of the tax office", "el
 * horario de hacienda"): the owner a complement at its end names is what it is about, however
 * many of our words come before it.
 */
export function ownerOf(lang: IndexLanguage, query: string): string[] {
  const words = plainWordsOf(query);
  const marker = words.map((word) => ownerMarkers[lang].test(word)).lastIndexOf(true);
  if (marker < 0) return [];
  const owner = words.slice(marker + 1).filter((word) => !articles[lang].test(word));
  return owner.length <= ownerWords && !owner.some((word) => numberWords[lang].test(word)) ? owner : [];
}

/** What a question compares us with follows these ("better than", "mejor que", "vs"). */
const comparisons: Record<IndexLanguage, RegExp> = {
  en: /\b(?:better|worse|cheaper|faster|smarter)\s+than\b|\b(?:compared?|comparison)\s+(?:to|with)\b|\bvs\b\.?|\bversus\b|\balternative\s+to\b|\bdiffer(?:ent)?\s+from\b/giu,
  es: /(?<!\p{L})(?:mejor|peor|más\s+barato|más\s+rápido)\s+que(?!\p{L})|(?<!\p{L})comparad[oa]s?\s+con(?!\p{L})|(?<!\p{L})(?:vs|versus)(?!\p{L})\.?|(?<!\p{L})alternativa\s+a(?!\p{L})|(?<!\p{L})(?:diferencian?|distinguen?)\s+de(?!\p{L})|(?<!\p{L})frente\s+a(?!\p{L})/giu,
};

/**
 * The words of what a question compares us (or one of our things) with: "is it better than
 * Acme Chat?" -> "acme", "chat"; "pro vs business" -> "business". At most `ownerWords` after the
 * comparison, without articles, up to the end of its clause.
 */
export function comparedWith(lang: IndexLanguage, query: string): string[] {
  return [...query.matchAll(comparisons[lang])].flatMap((match) => {
    const clause = query.slice((match.index ?? 0) + match[0].length).split(clauseBoundary)[0];
    return plainWordsOf(clause)
      .filter((word) => !articles[lang].test(word))
      .slice(0, ownerWords);
  });
}

export function topicsOf(lang: IndexLanguage, query: string): string[] {
  return [...query.matchAll(topicMarkers[lang])].map(([, word]) => plainWord(word));
}

/**
 * How a follow-up says it continues the previous question: "and ...", "what about ...", "¿y ...?",
 * a short one that starts with a preposition, or one that points back ("does that need a key?").
 */
const continuations: Record<IndexLanguage, RegExp> = {
  en: /^\s*(and|also|what about|how about|what of|same for)\b/i,
  es: /^\s*¿?\s*(y|también|qué hay de|que hay de|lo mismo)\b/i,
};

/** A short question that starts with a preposition ("for Business?", "¿para empresas?") continues the one before. */
const prepositionStarts: Record<IndexLanguage, RegExp> = {
  en: /^\s*(for|with|in|on|via|using|ok and|so and)\b/i,
  es: /^\s*¿?\s*(para|con|e|pero)\b/i,
};

/** Words that point back at what the previous turn was about ("which permissions does that need?"). */
const pointsBack: Record<IndexLanguage, RegExp> = {
  en: /\b(that|this|those|these|them|they|their|such)\b/i,
  // Not "esta" or "este": typed without its accent, "esta" is "está".
  es: /\b(eso|esto|ese|esa|esos|esas|ello|dicho|dicha)\b/i,
};

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * What a reader says before going on, with its comma or stop ("thanks, and in PHP?", "vale, ¿y
 * para Business?"): it says nothing of whether they go on. ("¿Cuánto vale?" has no comma: a question.)
 */
const interjections: Record<IndexLanguage, RegExp> = {
  en: /^\s*(?:(?:(?:ok(?:ay)?|so|great|thanks|thank you|cool|nice|perfect|alright|right|got it|i see)\s*)+[,.!]+\s*)+/i,
  es: /^\s*¿?\s*(?:(?:(?:vale|bien|muy bien|perfecto|genial|gracias|de acuerdo|ok(?:ay)?|entendido|entonces)\s*)+[,.!]+\s*)+/i,
};

/**
 * A word with an apostrophe inside, typed straight or curly, as one word ("doesn’t" -> "doesnt"),
 * as the index reads it: cut at the apostrophe, "doesn" would be a word no page or dictionary has.
 */
export function withContractionsJoined(query: string): string {
  return query.replace(/(\p{L})['’‘](?=\p{L})/gu, '$1');
}

/** The question without what the reader said before it ("great, and in PHP?" -> "and in PHP?"). */
export function withoutInterjection(lang: IndexLanguage, query: string): string {
  return query.replace(interjections[lang], '');
}

/**
 * Asking who we are, in so many words and nothing else ("who are you?", "what is this?", "what
 * does Acme do?", "¿a qué se dedican?"); `name` is the company's. Said of anything more ("what do
 * you do with my data"), it is a question about that.
 */
const whoWeAre: Record<IndexLanguage, (name: string) => RegExp> = {
  en: (name) =>
    new RegExp(
      `^(?:hi|hello|hey)?\\s*(?:(?:who|what)\\s+(?:are|r)\\s+(?:you|u|ya)(?:\\s+(?:guys|people|folks|all))?` +
        `|what\\s+is\\s+(?:this|that|${name})(?:\\s+(?:site|website|company|page|thing))?(?:\\s+(?:all\\s+)?about)?` +
        `|what\\s+(?:do|does)\\s+(?:you|u|you\\s+guys|your\\s+company|${name})\\s+do` +
        `|tell\\s+me\\s+about\\s+(?:yourselves|yourself|you|your\\s+company|${name}))\\s*$`,
    ),
  es: (name) =>
    new RegExp(
      `^(?:hola|buenas)?\\s*(?:quienes\\s+(?:son|sois|eres)(?:\\s+(?:ustedes|vosotros))?` +
        `|(?:que|q)\\s+(?:es|son)\\s+(?:esto|eso|ustedes|${name}|esta\\s+(?:web|pagina|empresa))` +
        `|(?:a\\s+)?(?:que|q)\\s+(?:se\\s+dedican|os\\s+dedicais|hacen|haceis)(?:\\s+(?:ustedes|vosotros))?` +
        `|(?:hableme|hablame|cuentame|cuenteme)\\s+(?:de|sobre)\\s+(?:ustedes|vosotros|la\\s+empresa|${name}))\\s*$`,
    ),
};

/** The patterns above made once per language and company name, not on every question. */
const whoWeArePatterns = new Map<string, RegExp>();

export function asksWhoWeAre(lang: IndexLanguage, query: string, name: string): boolean {
  const key = `${lang} ${name}`;
  let pattern = whoWeArePatterns.get(key);
  if (!pattern) {
    pattern = whoWeAre[lang](plainWord(name).replace(/[^\p{L}\p{N}]+/gu, ' '));
    whoWeArePatterns.set(key, pattern);
  }
  return pattern.test(plainWordsOf(query).join(' '));
}

/** A message's sentences as typed, each with its end mark; a dot inside a word ("v1.2", "e.g") ends none. */
export function sentencesOf(message: string): string[] {
  return (message.match(/(?:[^.?!]|\.(?=\S))+(?:[.?!]+|$)/g) ?? []).map((sentence) => sentence.trim()).filter((sentence) => /\p{L}/u.test(sentence));
}

/** The word that adds a clause ("..., and how much is it?"). */
const clauseAnd: Record<IndexLanguage, RegExp> = {en: /,\s*(?:and\s+)?|\s+and\s+(?=how|what|roughly)/i, es: /,\s*(?:y\s+)?|\s+y\s+(?=cu[aá]nto|qu[eé])/iu};

/**
 * The last clause of a message of several that asks for a figure ("We run a florist's shop. ...,
 * and about how much is it for us?", "tengo una floristería. cuánto nos cobran"): what the
 * visitor asks last, after saying who they are. Undefined for a message of one clause.
 */
export function lastFigureClause(lang: IndexLanguage, message: string): string | undefined {
  const sentences = sentencesOf(message);
  const clauses = (sentences.at(-1) ?? '').split(clauseAnd[lang]).map((clause) => clause.trim()).filter(Boolean);
  const last = clauses.at(-1);
  if (!last || sentences.length + clauses.length < 3 || !asksForFigure(lang, last)) return undefined;
  return last;
}

/** "This", "that", "esto", "eso": after an answer, what it said. */
const demonstratives: Record<IndexLanguage, RegExp> = {en: /\b(?:this|that)\b/i, es: /(?<!\p{L})(?:esto|eso)(?!\p{L})/iu};

export function refersBack(lang: IndexLanguage, query: string): boolean {
  return demonstratives[lang].test(query);
}

export function continuesQuestion(lang: IndexLanguage, asked: string): boolean {
  const query = withoutInterjection(lang, asked);
  if (continuations[lang].test(query)) return true;
  const words = wordCount(query);
  return (words <= 5 && prepositionStarts[lang].test(query)) || (words <= 8 && pointsBack[lang].test(query));
}

/**
 * Words that name an offer ("plan", "add-on", "library"...): the words that qualify one name the
 * item asked about ("the Gold plan", "el complemento de clonación de voz"), and an answer
 * about another item would be wrong.
 */
const itemNouns: Record<IndexLanguage, RegExp> = {
  // English puts the name first: "the voice cloning add-on", "a Kotlin SDK".
  en: /((?:[\p{L}\p{N}][\p{L}\p{N}.+#-]*\s+){1,2})(?:plans?|tiers?|add-?ons?|addons?|packages?|bundles?|editions?|librar(?:y|ies)|sdks?|integrations?)\b/giu,
  // Spanish after it: "el plan Oro", "el complemento de clonación de voz", "la librería de Kotlin".
  es: /\b(?:plan|planes|tarifas?|complementos?|add-?ons?|paquetes?|librer[ií]as?|bibliotecas?|sdks?|integraci[oó]n(?:es)?)((?:\s+(?:de|del|para|con)\b)?(?:\s+[\p{L}\p{N}][\p{L}\p{N}.+#-]*){1,2})/giu,
};

/** What a question may ask about that we offer in a list: a plan, an add-on or a client library. */
export type OfferKind = 'plan' | 'addOn' | 'library';

/** The kind of offer a question's item noun names ("the Gold plan", "un SDK de Swift"); integrations are not listed in full. */
const offerKindNouns: [OfferKind, RegExp][] = [
  ['plan', /\b(?:plans?|planes|tiers?|tarifas?)\b/iu],
  ['addOn', /\b(?:add-?ons?|addons?|complementos?)\b/iu],
  ['library', /\b(?:librar(?:y|ies)|sdks?|librer[ií]as?|bibliotecas?)\b/iu],
];

/** A plan asked for by its price being nothing: "a free plan", "free tier", "el plan gratuito", "versión gratis". */
const freePlanQuestions: Record<IndexLanguage, RegExp> = {
  en: /\b(?:free|no[- ]cost)\s+(?:plans?|tiers?|versions?|editions?)\b|\bfreemium\b/iu,
  es: /\b(?:plan|planes|tarifas?|versi[oó]n|versiones|modalidad)\s+(?:gratuit[oa]s?|gratis|sin\s+cost[eo])\b|\bfreemium\b/iu,
};

export function asksForFreePlan(lang: IndexLanguage, query: string): boolean {
  return freePlanQuestions[lang].test(query);
}

export function offerKindOf(query: string): OfferKind | undefined {
  return offerKindNouns.find(([, noun]) => noun.test(query))?.[0];
}

/** Qualifiers that describe rather than name an item ("the monthly plan", "el plan anual"), and what one does to it ("downgrade plan"). */
const genericQualifiers: Record<IndexLanguage, Set<string>> = {
  en: new Set(
    `monthly annual yearly free paid current new old cheap expensive best right basic each every any other
    which what whose my your our their this that these those same different first next top entry higher lower
    one two three recommended popular available official supported existing cheaper pricier bigger smaller larger
    better worse us usd eur dollars dollar euros euro mid middle intermediate medium professional vs versus
    upgrade downgrade change switch cancel pause renew compare choose pick buy`.split(/\s+/),
  ),
  es: new Set(
    `mensual anual gratis gratuito gratuita pago actual nuevo nueva viejo barato barata caro cara mejor mas
    menos basico basica cada otro otra otros otras mismo misma primer primero siguiente recomendado popular
    disponible disponibles oficial oficiales este esta ese esa superior inferior us usd eur dolares dolar euros euro
    medio intermedio profesional vs versus contra cambiar cancelar mejorar bajar subir pausar renovar comparar
    elegir contratar`.split(/\s+/),
  ),
};

/**
 * The items a question names ("Gold" in "what is in the Gold plan"), each as its
 * words; descriptions ("the cheapest plan", "el plan mensual") and question words are not names.
 */
export function namedItems(lang: IndexLanguage, query: string): string[] {
  const stop = new Set(languageTools[lang].stopWords.map(plainWord));
  const names: string[] = [];
  for (const match of query.matchAll(itemNouns[lang])) {
    let words = match[1].trim().split(/\s+/);
    const isStop = (word: string) => stop.has(plainWord(word));
    if (lang === 'en') {
      // Only the words right before the noun: "is the business plan" names "business".
      words = words.slice(words.map(isStop).lastIndexOf(true) + 1);
    } else {
      if (/^(de|del|para|con)$/i.test(words[0] ?? '')) words = words.slice(1);
      const cut = words.findIndex(isStop);
      if (cut >= 0) words = words.slice(0, cut);
    }
    words = words
      .map((word) => word.replace(/[^\p{L}\p{N}]+$/u, ''))
      .filter((word) => {
        const plain = plainWord(word);
        return plain && !genericQualifiers[lang].has(plain) && !/\d/.test(plain) && !(lang === 'en' && /est$/.test(plain) && plain.length > 5);
      });
    if (words.length) names.push(words.join(' '));
  }
  return names;
}

/**
 * What contact details are called, per language: a page that shows <support@...> or +1 (555)...
 * answers a question for an email address or a phone number without saying "email" or "phone".
 */
const contactKinds: {pattern: RegExp; words: Record<IndexLanguage, string>}[] = [
  {pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/, words: {en: 'email address', es: 'correo electrónico email dirección'}},
  {pattern: /(?:\+\d[\d\s().-]{7,}\d|\]\(tel:)/, words: {en: 'phone number', es: 'teléfono número'}},
];

/** The words that name the kinds of contact details a text gives ("email address"), in one language. */
export function contactWordsOf(lang: IndexLanguage, text: string): string {
  return contactKinds
    .filter(({pattern}) => pattern.test(text))
    .map(({words}) => words[lang])
    .join(' ');
}
