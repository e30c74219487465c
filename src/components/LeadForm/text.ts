/**
 * The form's visible words in one place. The lead modules in src/lib keep the English of
 * SPEC §8 for the server; here every text goes through translate() with a literal message
 * so the extractor finds it and /es/ shows Spanish.
 */
import {translate} from '@docusaurus/Translate';
import {answerText} from '@site/src/components/forms';
import {getRoiDefaults} from '@site/src/data/roiDefaults';
import type {AiUseCase, LeadCompanySize, LeadInterest} from '@site/src/lib/forms/lead';
import type {RoiEstimate} from '@site/src/lib/forms/leadRoiEstimate';
import {formatAbbreviated, formatMoneyAbbreviated, formatPercentAbbreviated} from '@site/src/lib/roi';

export type LeadContactField = 'firstName' | 'lastName' | 'email' | 'phone' | 'position' | 'companyName' | 'companySize';

/** A refusal's text by its code; any other failure reads as the spec's 'Failed to submit form'. */
export function serverErrorText(code: string | undefined): string {
  return answerText(code, () => translate({id: 'lead.error.serverFailure', message: 'Failed to submit form'}));
}

export function successToastText(): string {
  return translate({
    id: 'lead.toast.success',
    message: "Thank you for your interest! We'll be in touch soon.",
  });
}

export function failureToastText(): string {
  return translate({
    id: 'lead.toast.failure',
    message: 'There was a problem submitting your form. Please try again.',
  });
}

export function contactLabels(): Record<LeadContactField, string> {
  return {
    firstName: translate({id: 'lead.field.firstName', message: 'First Name'}),
    lastName: translate({id: 'lead.field.lastName', message: 'Last Name'}),
    email: translate({id: 'lead.field.email', message: 'Business Email'}),
    phone: translate({id: 'lead.field.phone', message: 'Phone'}),
    position: translate({id: 'lead.field.position', message: 'Position'}),
    companyName: translate({id: 'lead.field.companyName', message: 'Company Name'}),
    companySize: translate({id: 'lead.field.companySize', message: 'Company Size'}),
  };
}

export function companySizeLabels(): Record<LeadCompanySize, string> {
  return {
    '1-30': translate({id: 'lead.companySize.1-30', message: '1-30 employees'}),
    '31-100': translate({id: 'lead.companySize.31-100', message: '31-100 employees'}),
    '101-500': translate({id: 'lead.companySize.101-500', message: '101-500 employees'}),
    '501-1000': translate({id: 'lead.companySize.501-1000', message: '501-1000 employees'}),
    '1000+': translate({id: 'lead.companySize.1000+', message: '1000+ employees'}),
  };
}

export function interestLabels(): Record<LeadInterest, string> {
  return {
    'Customer Service Automation': translate({
      id: 'lead.interest.customerService',
      message: 'Customer Service Automation',
    }),
    'Sales Assistance': translate({id: 'lead.interest.sales', message: 'Sales Assistance'}),
    'Data Analysis and Insights': translate({
      id: 'lead.interest.dataAnalysis',
      message: 'Data Analysis and Insights',
    }),
    'Marketing Campaign Optimization': translate({
      id: 'lead.interest.marketing',
      message: 'Marketing Campaign Optimization',
    }),
    'Operations and Workflow Efficiency': translate({
      id: 'lead.interest.operations',
      message: 'Operations and Workflow Efficiency',
    }),
  };
}

export function useCaseLabels(): Record<AiUseCase, string> {
  return {
    'Need immediate implementation (1-2 weeks)': translate({
      id: 'lead.useCase.immediate',
      message: 'Need immediate implementation (1-2 weeks)',
    }),
    'Planning for next quarter': translate({
      id: 'lead.useCase.nextQuarter',
      message: 'Planning for next quarter',
    }),
    'Just exploring options right now': translate({
      id: 'lead.useCase.exploring',
      message: 'Just exploring options right now',
    }),
    'Have a specific problem to solve': translate({
      id: 'lead.useCase.specificProblem',
      message: 'Have a specific problem to solve',
    }),
  };
}

export function messageLabel(): string {
  return translate({id: 'lead.field.message', message: 'Anything else you would like us to know? (optional)'});
}

/**
 * The sentence an ROI estimate from the calculator prefills the message with, its figures
 * written as the calculator showed them in this locale.
 */
export function roiEstimateMessage(estimate: RoiEstimate, locale: string): string {
  const values = {
    hours: formatAbbreviated(estimate.hoursReclaimed, locale),
    savings: formatMoneyAbbreviated(estimate.annualSavings, locale),
    roi: formatPercentAbbreviated(estimate.roiPercent, locale),
  };
  if (!estimate.industry) {
    return translate(
      {
        id: 'lead.message.roiEstimate',
        message: 'Our ROI estimate: {hours} hours reclaimed and {savings} saved a year, a {roi} return on investment.',
      },
      values,
    );
  }
  return translate(
    {
      id: 'lead.message.roiEstimateIndustry',
      message:
        'Our ROI estimate ({industry}): {hours} hours reclaimed and {savings} saved a year, a {roi} return on investment.',
    },
    {...values, industry: getRoiDefaults(estimate.industry).name},
  );
}
