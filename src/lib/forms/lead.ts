/**
 * SPEC §3 "Lead signup data": the closed lists and bounds the lead form offers, the pages list
 * and the schema (schemas/lead.ts) checks. No zod here, like the other forms' modules. What
 * reaches the form from elsewhere on a page: leadRoiEstimate.ts, leadAttachedSandbox.ts.
 */

export const leadCompanySizes = ['1-30', '31-100', '101-500', '501-1000', '1000+'] as const;
export type LeadCompanySize = (typeof leadCompanySizes)[number];

export const leadInterests = [
  'Customer Service Automation',
  'Sales Assistance',
  'Data Analysis and Insights',
  'Marketing Campaign Optimization',
  'Operations and Workflow Efficiency',
] as const;
export type LeadInterest = (typeof leadInterests)[number];

export const aiUseCases = [
  'Need immediate implementation (1-2 weeks)',
  'Planning for next quarter',
  'Just exploring options right now',
  'Have a specific problem to solve',
] as const;
export type AiUseCase = (typeof aiUseCases)[number];

/**
 * Longest optional message (issue 20: the ROI calculator's estimate arrives here, and the visitor
 * may add to it). The same bound as every other form's message box.
 */
export const leadMessageMaxLength = 2000;
