/**
 * Price arithmetic and formatting shared by the pricing data, the plan cards and their tests.
 * Prices are US dollars in every locale; how they are written follows the page's language, by
 * Intl ("$3,588" in English, "3588 US$" in Spanish), like every other number on the page.
 */

export const monthsPerYear = 12;

/** Whole US dollars in a locale: "$299", "$3,588" (en-US); "299 US$", "3588 US$" (es-ES). */
export function formatUsd(amount: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0}).format(
    Math.round(amount),
  );
}

/** A count as a locale writes it: "1,000" (en-US), "1000" (es-ES). */
export function formatCount(value: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** What a monthly price comes to over the annual commitment. */
export function annualTotal(monthlyPrice: number): number {
  return monthlyPrice * monthsPerYear;
}
