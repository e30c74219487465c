/**
 * The ROI calculator's result on its way to the lead form (issue 20): written into the call to
 * action's query string, read back by the form. A URL anyone can craft, so only whole numbers of
 * bounded length and a known industry id get through; anything else reads as no estimate.
 */
import {industryIds, type IndustryId} from '../../config/ids';

export type RoiEstimate = {
  annualSavings: number;
  hoursReclaimed: number;
  roiPercent: number;
  industry?: IndustryId;
};

export const roiEstimateParams = {
  annualSavings: 'roi-savings',
  hoursReclaimed: 'roi-hours',
  roiPercent: 'roi-percent',
  industry: 'roi-industry',
} as const;

/** Up to 999,999,999: more than any salary the calculator accepts makes sensible. */
const wholeNumber = /^\d{1,9}$/;

const figures = ['annualSavings', 'hoursReclaimed', 'roiPercent'] as const;

/** The query string (with its '?') carrying an estimate, figures rounded to whole numbers. */
export function roiEstimateQuery(estimate: RoiEstimate): string {
  const params = new URLSearchParams();
  for (const figure of figures) {
    params.set(roiEstimateParams[figure], String(Math.max(0, Math.round(estimate[figure]))));
  }
  if (estimate.industry) params.set(roiEstimateParams.industry, estimate.industry);
  return `?${params.toString()}`;
}

function isIndustryId(value: string | null): value is IndustryId {
  return value !== null && (industryIds as string[]).includes(value);
}

function wholeNumberParam(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  return raw !== null && wholeNumber.test(raw) ? Number(raw) : null;
}

/**
 * The estimate in a page's query string, or null when any figure is missing or not a whole
 * number of at most nine digits. An unknown industry is dropped; the figures still count.
 */
export function parseRoiEstimate(search: string): RoiEstimate | null {
  const params = new URLSearchParams(search);
  const annualSavings = wholeNumberParam(params, roiEstimateParams.annualSavings);
  const hoursReclaimed = wholeNumberParam(params, roiEstimateParams.hoursReclaimed);
  const roiPercent = wholeNumberParam(params, roiEstimateParams.roiPercent);
  if (annualSavings === null || hoursReclaimed === null || roiPercent === null) return null;
  const industry = params.get(roiEstimateParams.industry);
  return {annualSavings, hoursReclaimed, roiPercent, ...(isIndustryId(industry) ? {industry} : {})};
}
