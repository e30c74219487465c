/**
 * The site's figures (src/config/site.ts) as the page's language writes them: "85%", "$99" in
 * English, "85 %", "99 US$" in Spanish, like the prices of the pricing page.
 */
import {formatFigure, type Figure} from '@site/src/lib/figures';
import {numberLocale} from './numberLocale';

export function localFigure(figure: Figure): string {
  return formatFigure(figure, numberLocale);
}
