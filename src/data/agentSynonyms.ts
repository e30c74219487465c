/**
 * The site agent's thesaurus (issue 19 §2): words visitors use for what our pages call otherwise,
 * per locale. Each group is a set of words that mean the same for a question about us; a question
 * word of a group is found in a passage that has any other word of its group. Single words only
 * (compounds such as "add-on" and acronyms such as "CSP" for Content-Security-Policy are worked
 * out by the engine from our own passages). Keep groups narrow: a loose group answers questions we
 * do not cover.
 */
export const agentSynonyms: Record<'en' | 'es', string[][]> = {
  en: [
    ['button', 'launcher', 'bubble'],
    ['year', 'yearly', 'annual', 'annually'],
    ['month', 'monthly'],
    ['commitment', 'contract'],
    ['cost', 'price', 'pricing', 'fee'],
    ['bot', 'chatbot', 'agent'],
    ['person', 'human'],
    ['job', 'jobs', 'role', 'roles', 'vacancy', 'vacancies', 'opening', 'openings', 'hiring', 'careers'],
    ['referral', 'referrals', 'referring', 'refer'],
    ['safe', 'secure', 'security'],
    ['stored', 'storage', 'hosted'],
    ['move', 'position'],
    ['delete', 'remove', 'erase'],
    ['handover', 'handoff', 'escalation', 'escalate'],
    ['request', 'requests', 'call', 'calls'],
  ],
  es: [
    ['botón', 'lanzador', 'burbuja'],
    ['año', 'anual', 'anualmente'],
    ['mes', 'mensual', 'mensualmente'],
    ['permanencia', 'compromiso', 'contrato'],
    ['precio', 'coste', 'costo', 'cuesta', 'sale', 'vale', 'tarifa'],
    ['bot', 'chatbot', 'agente'],
    ['persona', 'humano'],
    ['vacante', 'vacantes', 'empleo', 'empleos', 'puesto', 'puestos', 'ofertas', 'carreras'],
    ['referido', 'referidos', 'referencia', 'referencias'],
    ['seguro', 'seguros', 'seguridad'],
    ['borro', 'borrar', 'eliminar', 'elimina', 'suprimir'],
    ['traspaso', 'traspasar', 'escalar', 'derivar'],
    ['petición', 'peticiones', 'solicitud', 'solicitudes', 'llamada', 'llamadas'],
  ],
};
