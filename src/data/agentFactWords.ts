/**
 * The words that ask for one of the facts the site keeps as typed data (issue 19 §3): a visitor
 * asking "what's the monthly fee" asks for a price, "daily cap" for a plan's interactions, "hq"
 * for the office address. The agent answers from the fact (src/plugins/agentKnowledge/facts.ts)
 * only when every word of the question is one of these, a fact's name, or a word of the section
 * that shows the fact; anything else goes to the passages. Words are stemmed like the question,
 * so one form of each is enough; a phrase of stop words ("how much") is found as written.
 */
import type {FactAttribute, KnowledgeFact} from '../lib/knowledge/types';

type FactWords = {
  /** What a question asks of a fact. */
  attributes: Record<FactAttribute, string[]>;
  /** Words that frame a question about an offer without changing what is asked ("plan", "include"). */
  framing: string[];
  /** Words that name a kind of fact as a whole: "how much are your plans?" asks it of every plan. */
  kinds: Partial<Record<KnowledgeFact['kind'], string[]>>;
  /**
   * A problem with the visitor's own account or a charge, told rather than asked ("we were charged
   * twice", "my invoice is wrong"): no page can solve it, our customer support can. A message tells
   * one with one of `phrases`, or with a thing of the account (`things`) and what went wrong with it
   * (`problems`) anywhere in it. All as written, without accents or apostrophes; `askedAs` is the
   * question about the support channel it is answered as.
   */
  trouble: {phrases: string[]; things: string[]; problems: string[]; askedAs: string};
  /** A visitor asking for a person: one of `verbs` followed by one of `people` ("talk to" "someone"), answered as `askedAs`. */
  person: {verbs: string[]; people: string[]; askedAs: string};
};

export const agentFactWords: Record<'en' | 'es', FactWords> = {
  en: {
    attributes: {
      price: ['how much', 'price', 'cost', 'pay', 'charge', 'fee', 'monthly', 'month', 'expensive', 'cheap', 'cheapest', 'year', 'yearly', 'annual', 'billed', 'bill'],
      seat: ['seat', 'teammate', 'additional', 'extra', 'member', 'license'],
      users: ['user', 'login', 'account', 'people'],
      storage: ['storage', 'tb', 'terabyte', 'space', 'gb'],
      interactions: ['interaction', 'daily', 'day', 'conversation', 'chat', 'message', 'limit', 'cap', 'volume', 'quota'],
      version: ['version', 'latest', 'current', 'release'],
      runtime: ['require', 'requirement', 'minimum', 'runtime', 'compatible'],
      install: ['install', 'command', 'gem', 'pip', 'npm', 'composer', 'maven', 'download'],
      email: ['email', 'mail', 'inbox'],
      phone: ['phone', 'call', 'telephone', 'number', 'ring'],
      address: ['office', 'address', 'located', 'location', 'headquarters', 'hq', 'based', 'visit'],
    },
    framing: ['plan', 'tier', 'package', 'subscription', 'add-on', 'addon', 'add', 'on', 'library', 'sdk', 'client', 'ai', 'one',
      'include', 'come', 'offer', 'sell', 'allow', 'give', 'team', 'contact', 'reach', 'company', 'firm',
      // Who it is for and how exact ("how much for us, roughly?") change nothing asked.
      'us', 'roughly', 'approximately', 'ballpark', 'talk', 'speak'],
    kinds: {plan: ['plan', 'tier', 'package', 'subscription'], addOn: ['add-on', 'addon'], library: ['library', 'sdk', 'client']},
    trouble: {
      phrases: ['refund', 'overcharged', 'cant log in', 'cannot log in', 'cant login', 'cannot login', 'cant sign in', 'cannot sign in',
        'unable to log in', 'unable to sign in', 'locked out', 'forgot my password', 'reset my password', 'password reset',
        'nobody answers', 'nobody replies', 'no one answers', 'no one replies', 'nobody got back', 'no one got back',
        'my invoice', 'my invoices', 'our invoice', 'our invoices', 'my receipt', 'my receipts'],
      things: ['charge', 'charged', 'charges', 'bill', 'billed', 'invoice', 'invoiced', 'invoices', 'payment', 'receipt', 'password',
        'verification email', 'verification mail', 'confirmation email'],
      problems: ['twice', 'double', 'duplicate', 'duplicated', 'wrong', 'incorrect', 'declined', 'failed', 'never arrived', 'never arrives',
        'never came', 'not arriving', 'doesnt arrive', 'didnt arrive', 'hasnt arrived', 'not working', 'doesnt work', 'isnt working'],
      askedAs: 'customer support email and phone',
    },
    person: {
      verbs: ['talk to', 'talk with', 'speak to', 'speak with', 'chat with', 'reach'],
      people: ['a human', 'a person', 'a real person', 'someone', 'somebody', 'a rep', 'a representative'],
      askedAs: 'sales and support email and phone',
    },
  },
  es: {
    attributes: {
      price: ['cuánto es', 'precio', 'cuesta', 'costar', 'vale', 'coste', 'costo', 'pagar', 'pago', 'mensual', 'mes', 'tarifa', 'sale', 'saldría', 'año', 'anual', 'facturado', 'caro', 'barato'],
      seat: ['puesto', 'adicional', 'extra', 'asiento', 'licencia', 'miembro'],
      users: ['usuario', 'cuenta', 'personas'],
      storage: ['almacenamiento', 'tb', 'terabyte', 'espacio', 'gb'],
      interactions: ['interacción', 'diario', 'diaria', 'día', 'conversación', 'chat', 'mensaje', 'límite', 'tope', 'volumen', 'cupo'],
      version: ['versión', 'última', 'actual'],
      runtime: ['requiere', 'requisito', 'mínimo', 'mínima', 'pide', 'piden', 'compatible'],
      install: ['instalar', 'instalo', 'comando', 'gem', 'pip', 'npm', 'composer', 'maven', 'descargar'],
      email: ['correo', 'email', 'mail', 'electrónico'],
      phone: ['teléfono', 'llamar', 'número', 'telefónico'],
      address: ['oficina', 'dirección', 'sede', 'ubicados', 'ubicación', 'encuentran'],
    },
    framing: ['plan', 'complemento', 'librería', 'biblioteca', 'sdk', 'cliente', 'ia', 'incluye', 'ofrece', 'vende', 'permite', 'equipo', 'contacto', 'contactar', 'empresa', 'compañía',
      'aproximadamente', 'menos', 'hablar', 'pasar'],
    kinds: {plan: ['plan', 'suscripción', 'paquete'], addOn: ['complemento'], library: ['librería', 'biblioteca', 'sdk']},
    trouble: {
      phrases: ['me cobraron', 'me han cobrado', 'nos cobraron', 'nos han cobrado', 'reembolso', 'no puedo entrar', 'no puedo acceder',
        'no puedo iniciar sesion', 'no me deja entrar', 'olvide mi contrasena', 'olvide la contrasena', 'cuenta bloqueada',
        'nadie me contesta', 'nadie me responde', 'nadie contesta', 'nadie responde', 'mi factura', 'mis facturas', 'nuestra factura',
        'nuestras facturas', 'factura del mes'],
      things: ['cobro', 'cobros', 'cargo', 'cargos', 'factura', 'facturas', 'pago', 'recibo', 'contrasena', 'correo de verificacion',
        'correo de confirmacion'],
      problems: ['doble', 'duplicado', 'duplicada', 'dos veces', 'incorrecta', 'incorrecto', 'equivocada', 'equivocado', 'rechazado',
        'rechazada', 'no llega', 'no me llega', 'nunca llega', 'no ha llegado', 'no me ha llegado', 'no funciona'],
      askedAs: 'correo y teléfono de atención al cliente',
    },
    person: {
      verbs: ['hablar con', 'comunicarme con', 'contactar con', 'charlar con'],
      people: ['un humano', 'una persona', 'una persona real', 'alguien', 'un agente', 'un asesor'],
      askedAs: 'correo y teléfono del equipo de ventas y de atención al cliente',
    },
  },
};
