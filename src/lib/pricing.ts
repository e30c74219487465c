/**
 * Price arithmetic and formatting shared by the pricing data, the plan cards and their tests.
 * Prices are US dollars in every locale, so they are written the US way ("$3,588").
 */

export const monthsPerYear = 12;

/** Whole dollars as "$299", "$3,588". */
export function formatUsd(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

/** What a monthly price comes to over the annual commitment. */
export function annualTotal(monthlyPrice: number): number {
  return monthlyPrice * monthsPerYear;
}
