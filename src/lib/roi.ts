/**
 * ROI calculation of SPEC §9 ("ROI calculation"). Pure functions shared by the home page and the
 * technology industry page; no React, no DOM.
 */

import {roiConstants} from '../config/site';

/** SPEC §9: working days per year. */
export const WORKING_DAYS_PER_YEAR = roiConstants.workingDaysPerYear;
/** SPEC §9: paid hours per year, used to turn an annual salary into an hourly cost. */
export const PAID_HOURS_PER_YEAR = roiConstants.paidHoursPerYear;
/** SPEC §9: yearly cost of the reference plan, subtracted from the gross savings. */
export const REFERENCE_PLAN_COST_PER_YEAR = roiConstants.referencePlanCostPerYear;
/** SPEC §9: values from this size up are shown abbreviated with K. */
export const ABBREVIATION_THRESHOLD = 10_000;

export type RoiInputs = {
  /** Average annual salary of a support employee, in dollars. */
  avgSalary: number;
  ticketsPerDay: number;
  /** Share of inquiries the AI resolves, in percent (10-90). */
  resolutionRate: number;
  /** Minutes a human spends per inquiry. */
  avgTimePerTicket: number;
};

export type RoiResult = {
  /** Hours of human work reclaimed per year (not rounded). */
  hoursReclaimed: number;
  /** Dollars per year after the plan cost, rounded to whole dollars and never negative. */
  annualSavings: number;
  /** Savings as a percentage of the plan cost, never negative (not rounded). */
  roiPercent: number;
};

/**
 * The SPEC §9 formula, word for word: the resolution rate is applied once to the hours and once
 * more to their cost ("hours x (salary/2080) x rate%"), so it is applied twice on purpose.
 */
export function calculateRoi({
  avgSalary,
  ticketsPerDay,
  resolutionRate,
  avgTimePerTicket,
}: RoiInputs): RoiResult {
  const rate = resolutionRate / 100;
  const hoursReclaimed = ((ticketsPerDay * avgTimePerTicket * WORKING_DAYS_PER_YEAR) / 60) * rate;
  const hourlyCost = avgSalary / PAID_HOURS_PER_YEAR;
  const annualSavings = Math.max(
    0,
    Math.round(hoursReclaimed * hourlyCost * rate - REFERENCE_PLAN_COST_PER_YEAR),
  );
  const roiPercent = Math.max(0, (annualSavings / REFERENCE_PLAN_COST_PER_YEAR) * 100);
  return {hoursReclaimed, annualSavings, roiPercent};
}

/**
 * A salary typed by the user: SPEC §5 says a non-numeric salary counts as 0. Negative amounts
 * mean nothing here either, so they count as 0 too.
 */
export function parseSalary(input: string): number {
  const trimmed = input.trim();
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Whole numbers with the locale's grouping; from 10,000 up, thousands with at most one decimal
 * and a K (12,500 -> "12.5K", 231,540 -> "231.5K"). Rounds first, so 9,999.6 reads "10K" rather
 * than "10,000".
 */
export function formatAbbreviated(value: number, locale = 'en-US'): string {
  const whole = Math.round(value);
  if (Math.abs(whole) >= ABBREVIATION_THRESHOLD) {
    const thousands = new Intl.NumberFormat(locale, {maximumFractionDigits: 1}).format(
      whole / 1000,
    );
    return `${thousands}K`;
  }
  return new Intl.NumberFormat(locale, {maximumFractionDigits: 0}).format(whole);
}

/** Intl options that abbreviate from ABBREVIATION_THRESHOLD up, like formatAbbreviated. */
function abbreviated(whole: number): Intl.NumberFormatOptions {
  return Math.abs(whole) >= ABBREVIATION_THRESHOLD
    ? {notation: 'compact', maximumFractionDigits: 1}
    : {maximumFractionDigits: 0};
}

/** US dollars as the locale writes them, abbreviated: "$12.5K", "$9,999" (en-US); "12,5 mil US$" (es). */
export function formatMoneyAbbreviated(value: number, locale = 'en-US'): string {
  const whole = Math.round(value);
  return new Intl.NumberFormat(locale, {style: 'currency', currency: 'USD', minimumFractionDigits: 0, ...abbreviated(whole)}).format(whole);
}

/** A percentage (85 for 85 %) as the locale writes it: "85%", "1,234%" (en-US); "85 %" (es). */
export function formatPercentAbbreviated(value: number, locale = 'en-US'): string {
  const whole = Math.round(value);
  return new Intl.NumberFormat(locale, {style: 'percent', ...abbreviated(whole)}).format(whole / 100);
}
