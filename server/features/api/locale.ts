/** The language an answer is written in: context.locale, else Accept-Language, else English. */

export const answerLocales = ['en', 'es'] as const;
export type AnswerLocale = (typeof answerLocales)[number];

function supported(tag: string): AnswerLocale | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0];
  return (answerLocales as readonly string[]).includes(primary) ? (primary as AnswerLocale) : undefined;
}

/** The best supported language of an Accept-Language header (by its q values), if any. */
export function fromAcceptLanguage(header: string | undefined): AnswerLocale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return {locale: supported(tag), q: q === undefined ? 1 : Number(q), index};
    })
    .filter((entry) => entry.locale !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.locale;
}

/** A locale the caller named wins; one we do not answer in falls back to English. */
export function answerLocale(contextLocale: string | undefined, acceptLanguage: string | undefined): AnswerLocale {
  if (contextLocale !== undefined) return supported(contextLocale) ?? 'en';
  return fromAcceptLanguage(acceptLanguage) ?? 'en';
}
