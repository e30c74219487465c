/**
 * What the agent itself says (API output, not site UI, so not in i18n/): the plain "not covered"
 * answer with its handoff offer, and how a neighbouring heading becomes a follow-up question.
 * Spanish uses "usted".
 */
import type {IndexLanguage} from './languages';

type AnswerText = {
  notCovered: string;
  followUp: (topic: string) => string;
  /** Uncertain about an offer the question names that our pages never mention ("Gold"). */
  notFound: (item: string) => string;
};

export const answerText: Record<IndexLanguage, AnswerText> = {
  en: {
    notCovered:
      'I could not find an answer to that in our documentation or on our website. ' +
      'Our sales team can help you directly: would you like me to put you in touch with them?',
    followUp: (topic) => `What can you tell me about ${topic}?`,
    notFound: (item) =>
      `I could not find anything called "${item}" in our documentation or on our website. ` +
      'Our sales team can help you directly: would you like me to put you in touch with them?',
  },
  es: {
    notCovered:
      'No he encontrado una respuesta a eso en nuestra documentación ni en nuestro sitio web. ' +
      'Nuestro equipo de ventas puede ayudarle directamente: ¿desea que le ponga en contacto con ellos?',
    followUp: (topic) => `¿Qué puede decirme sobre ${topic}?`,
    notFound: (item) =>
      `No he encontrado nada llamado «${item}» en nuestra documentación ni en nuestro sitio web. ` +
      'Nuestro equipo de ventas puede ayudarle directamente: ¿desea que le ponga en contacto con ellos?',
  },
};

/** A heading as the topic of a question: "Step 2: Place it in the head" -> "place it in the head". */
export function topicOfHeading(heading: string): string {
  const topic = heading.replace(/^(step|paso)\s+\d+\s*[:.-]\s*/i, '').replace(/[?.!:]+$/, '').trim();
  // "Connect your CRM" reads as "connect your CRM" mid-sentence; a one-word heading is a name ("Business").
  return /^\p{Lu}\p{Ll}*\s/u.test(topic) ? topic.charAt(0).toLowerCase() + topic.slice(1) : topic;
}
