/**
 * The site's marketing figures (SPEC §9) are stored as numbers with their unit and written by Intl
 * in the page's language where they are shown (issue 20: "85%" and "$99" sat beside "85 %" and
 * "4176 US$" on the Spanish pages), with the same formatters as the prices.
 */
import {formatCount, formatUsd} from './pricing';

export type Figure =
  | {readonly unit: 'percent'; readonly value: number}
  | {readonly unit: 'usd'; readonly value: number}
  /** `orMore` for a floor: "2,100+". */
  | {readonly unit: 'count'; readonly value: number; readonly orMore?: boolean}
  /** A span of counts ("1-2" days) or of percentages ("10-20%"). */
  | {readonly unit: 'countRange' | 'percentRange'; readonly from: number; readonly to: number};

/** A whole percentage (85 for 85 %) as the locale writes it: "85%" (en-US), "85 %" (es-ES). */
export function formatPercent(value: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {style: 'percent', maximumFractionDigits: 0}).format(value / 100);
}

/** Every figure of a set as the locale writes it, by name. */
export function formatFigures<Name extends string>(figures: Readonly<Record<Name, Figure>>, locale = 'en-US'): Record<Name, string> {
  return Object.fromEntries(Object.entries<Figure>(figures).map(([name, figure]) => [name, formatFigure(figure, locale)])) as Record<Name, string>;
}

/** A figure as the locale writes it: "85%", "$5,000", "2,100+", "10-20%" (en-US); "85 %", "5000 US$", "10-20 %" (es-ES). */
export function formatFigure(figure: Figure, locale = 'en-US'): string {
  switch (figure.unit) {
    case 'percent':
      return formatPercent(figure.value, locale);
    case 'usd':
      return formatUsd(figure.value, locale);
    case 'count':
      return `${formatCount(figure.value, locale)}${figure.orMore ? '+' : ''}`;
    case 'countRange':
      return `${formatCount(figure.from, locale)}-${formatCount(figure.to, locale)}`;
    case 'percentRange':
      // The unit once, after the span, as both languages write a range ("10-20%", "10-20 %").
      return `${formatCount(figure.from, locale)}-${formatPercent(figure.to, locale)}`;
  }
}
