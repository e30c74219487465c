import {translate} from '@docusaurus/Translate';
import type {RoiInputs} from '@site/src/lib/roi';

/** SPEC §3 "ROI industry defaults": the eight industries, keyed by their route slug. */
export type RoiIndustryId =
  | 'healthcare'
  | 'manufacturing'
  | 'business-services'
  | 'ecommerce'
  | 'retail'
  | 'professional-services'
  | 'technology'
  | 'media';

export type RoiIndustryDefaults = RoiInputs & {
  id: RoiIndustryId;
  /** Short label for the industry picker. */
  name: string;
  /** Who the defaults describe, used in the sentence under the picker. */
  industryName: string;
};

/** The calculator's slider bounds (SPEC §5 "ROI calculator"); the data test holds defaults to them. */
export const roiSliderBounds = {
  ticketsPerDay: {min: 10, max: 500, step: 10},
  resolutionRate: {min: 10, max: 90, step: 5},
  avgTimePerTicket: {min: 1, max: 30, step: 1},
} as const satisfies Record<string, {min: number; max: number; step: number}>;

export const DEFAULT_ROI_INDUSTRY: RoiIndustryId = 'technology';

/**
 * SPEC §9 "Industry defaults" (avgSalary, ticketsPerDay, resolutionRate %, avgTimePerTicket min).
 * Manufacturing (85) and professional services (65) start between two ticket slider steps; the
 * spec's figures are kept as they are and the slider steps onto its grid when moved.
 */
export const roiDefaults: readonly RoiIndustryDefaults[] = [
  {
    id: 'healthcare',
    name: translate({id: 'roi.industry.healthcare.name', message: 'Healthcare'}),
    industryName: translate({
      id: 'roi.industry.healthcare.industryName',
      message: 'healthcare providers',
    }),
    avgSalary: 58000,
    ticketsPerDay: 120,
    resolutionRate: 70,
    avgTimePerTicket: 10,
  },
  {
    id: 'manufacturing',
    name: translate({id: 'roi.industry.manufacturing.name', message: 'Manufacturing'}),
    industryName: translate({
      id: 'roi.industry.manufacturing.industryName',
      message: 'manufacturers',
    }),
    avgSalary: 62000,
    ticketsPerDay: 85,
    resolutionRate: 75,
    avgTimePerTicket: 18,
  },
  {
    id: 'business-services',
    name: translate({id: 'roi.industry.businessServices.name', message: 'Business Services'}),
    industryName: translate({
      id: 'roi.industry.businessServices.industryName',
      message: 'business service firms',
    }),
    avgSalary: 55000,
    ticketsPerDay: 90,
    resolutionRate: 70,
    avgTimePerTicket: 10,
  },
  {
    id: 'ecommerce',
    name: translate({id: 'roi.industry.ecommerce.name', message: 'E-commerce'}),
    industryName: translate({
      id: 'roi.industry.ecommerce.industryName',
      message: 'online stores',
    }),
    avgSalary: 42000,
    ticketsPerDay: 180,
    resolutionRate: 80,
    avgTimePerTicket: 5,
  },
  {
    id: 'retail',
    name: translate({id: 'roi.industry.retail.name', message: 'Retail'}),
    industryName: translate({id: 'roi.industry.retail.industryName', message: 'retailers'}),
    avgSalary: 38000,
    ticketsPerDay: 150,
    resolutionRate: 75,
    avgTimePerTicket: 6,
  },
  {
    id: 'professional-services',
    name: translate({
      id: 'roi.industry.professionalServices.name',
      message: 'Professional Services',
    }),
    industryName: translate({
      id: 'roi.industry.professionalServices.industryName',
      message: 'professional service firms',
    }),
    avgSalary: 75000,
    ticketsPerDay: 65,
    resolutionRate: 65,
    avgTimePerTicket: 15,
  },
  {
    id: 'technology',
    name: translate({id: 'roi.industry.technology.name', message: 'Technology'}),
    industryName: translate({
      id: 'roi.industry.technology.industryName',
      message: 'technology companies',
    }),
    avgSalary: 65000,
    ticketsPerDay: 200,
    resolutionRate: 85,
    avgTimePerTicket: 12,
  },
  {
    id: 'media',
    name: translate({id: 'roi.industry.media.name', message: 'Media'}),
    industryName: translate({id: 'roi.industry.media.industryName', message: 'media companies'}),
    avgSalary: 52000,
    ticketsPerDay: 140,
    resolutionRate: 75,
    avgTimePerTicket: 8,
  },
];

export function getRoiDefaults(id: RoiIndustryId): RoiIndustryDefaults {
  const found = roiDefaults.find((industry) => industry.id === id);
  if (!found) throw new Error(`No ROI defaults for industry "${id}"`);
  return found;
}
