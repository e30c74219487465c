/**
 * The site's figures (src/config/site.ts) as the page's language writes them: "85%", "$99" in
 * English, "85 %", "99 US$" in Spanish, like the prices of the pricing page.
 */
import {formatFigure, formatFigures, type Figure} from '@site/src/lib/figures';
import {numberLocale} from './numberLocale';

export function localFigure(figure: Figure): string {
  return formatFigure(figure, numberLocale);
}

/** Every figure of a set, by name, as the page's language writes it. */
export function localFigures<Name extends string>(figures: Readonly<Record<Name, Figure>>): Record<Name, string> {
  return formatFigures(figures, numberLocale);
}
