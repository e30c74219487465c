/**
 * The site agent's thesaurus (issue 19 §2): words visitors use for what our pages call otherwise,
 * per locale. Each group is a set of words that mean the same for a question about us; a question
 * word of a group is found in a passage that has any other word of its group. Single words only
 * (compounds such as "add-on" and acronyms such as "CSP" for Content-Security-Policy are worked
 * out by the engine from our own passages). Keep groups narrow: a loose group answers questions we
 * do not cover. One word per stem: the engine stems both the question and the group, so "jobs",
 * "borro" or "peticiones" are found through "job", "borrar" and "petición" already.
 */
export const agentSynonyms: Record<'en' | 'es', string[][]> = {
  en: [
    ['button', 'launcher', 'bubble'],
    ['year', 'yearly', 'annual'],
    ['month', 'monthly'],
    ['commitment', 'contract'],
    ['cost', 'price', 'fee'],
    ['bot', 'chatbot', 'agent'],
    ['person', 'human'],
    ['job', 'role', 'vacancy', 'opening', 'hiring', 'careers'],
    ['referral', 'refer'],
    ['safe', 'secure'],
    ['stored', 'storage', 'hosted'],
    ['move', 'position'],
    ['delete', 'remove', 'erase'],
    ['handover', 'handoff', 'escalate'],
    ['request', 'call'],
    ['exceed', 'beyond', 'surpass'],
    ['vacation', 'holiday'],
    ['remaining', 'left'],
    ['remote', 'telecommute', 'telework'],
    ['salary', 'wage', 'compensation'],
    ['downgrade', 'drop'],
  ],
  es: [
    ['botón', 'lanzador', 'burbuja'],
    ['año', 'anual'],
    ['mes', 'mensual'],
    ['permanencia', 'compromiso', 'contrato'],
    ['precio', 'coste', 'cuesta', 'vale', 'tarifa', 'pagar', 'cobrar'],
    ['bot', 'chatbot', 'agente'],
    ['persona', 'humano'],
    ['vacante', 'empleo', 'puesto', 'ofertas', 'carreras'],
    ['referido', 'referencia'],
    ['borrar', 'eliminar', 'suprimir'],
    ['traspaso', 'escalar', 'derivar'],
    ['petición', 'solicitud', 'llamada'],
    ['superar', 'exceder', 'sobrepasar', 'encima'],
    ['soporte', 'atención'],
    ['remoto', 'teletrabajo'],
    ['salario', 'sueldo'],
    ['lento', 'ralentizar'],
    ['recoger', 'recopilar', 'recabar'],
    ['almacenar', 'alojar', 'guardar'],
    ['apuntar', 'participar', 'inscribir'],
    ['bajar', 'inferior'],
    ['izquierda', 'left'],
  ],
};
