/**
 * The one home of the site's external links, contact placeholders and business constants
 * (SPEC §9). Pages, components and the server import from here; nothing else hard-codes them.
 * Hosts use the reserved `.example` domain until the business supplies real ones.
 */

import {formatFigures, type Figure} from '../lib/figures';

export const company = {
  name: 'AgentWorks',
  legalName: 'AgentWorks, Inc.',
  /** Production origin used for canonical URLs, sitemap and structured data. */
  url: 'https://www.agentworks.example',
  /** 180x60 raster for structured data (SPEC §3 Organization logo); the header uses img/logo.svg. */
  logo: '/img/logo-180x60.png',
  logoWidth: 180,
  logoHeight: 60,
} as const;

export const contact = {
  postalAddress: {
    street: '100 Market Street, Suite 300',
    locality: 'San Francisco',
    region: 'CA',
    postalCode: '94105',
    country: 'US',
  },
  /** Display form and the E.164 form used in tel: links. */
  phone: {display: '+1 (555) 010-0199', e164: '+15550100199'},
  salesPhone: {display: '+1 (555) 010-0188', e164: '+15550100188'},
  supportEmail: 'support@agentworks.example',
  salesEmail: 'sales@agentworks.example',
} as const;

export const externalLinks = {
  platformLogin: 'https://app.agentworks.example/login',
  demoScheduler: 'https://calendly.example/agentworks/demo',
  checkoutPro: 'https://checkout.payments.example/b/agentworks-pro',
  checkoutBusiness: 'https://checkout.payments.example/b/agentworks-business',
  developerPortal: 'https://developers.agentworks.example',
  apiBaseUrl: 'https://api.agentworks.example',
  /** Package registry and repository of each official client library (SPEC §2). */
  clientLibraries: {
    node: {
      registry: 'https://www.npmjs.com/package/@agentworks/sdk',
      repository: 'https://github.com/agentworks/agentworks-node',
    },
    python: {
      registry: 'https://pypi.org/project/agentworks/',
      repository: 'https://github.com/agentworks/agentworks-python',
    },
    php: {
      registry: 'https://packagist.org/packages/agentworks/agentworks-php',
      repository: 'https://github.com/agentworks/agentworks-php',
    },
    ruby: {
      registry: 'https://rubygems.org/gems/agentworks',
      repository: 'https://github.com/agentworks/agentworks-ruby',
    },
    java: {
      registry: 'https://central.sonatype.com/artifact/com.agentworks/agentworks-java',
      repository: 'https://github.com/agentworks/agentworks-java',
    },
    go: {
      registry: 'https://pkg.go.dev/github.com/agentworks/agentworks-go',
      repository: 'https://github.com/agentworks/agentworks-go',
    },
  },
  social: {
    twitter: 'https://twitter.com/agentworks',
    linkedin: 'https://www.linkedin.com/company/agentworks',
    facebook: 'https://www.facebook.com/agentworks',
    instagram: 'https://www.instagram.com/agentworks',
  },
} as const;

/** SPEC §9 "Business constants and limits". */
export const limits = {
  adminInactivityMs: 30 * 60 * 1000,
  leadRedirectDelayMs: 1500,
  storageCacheSeconds: 3600,
  headerScrollThresholdPx: 10,
  megaMenuMaxWidthPx: 900,
  toastMaxWidthPx: 420,
  toastMaxVisible: 5,
  toastDurationMs: 5000,
  ratingScale: 5,
  testimonialColumns: 3,
  heroImageRatio: 4 / 3,
  heroImageFallback: {width: 400, height: 300},
  lazyLoadMarginPx: 200,
  roiToastThreshold: 10000,
} as const;

/**
 * SPEC §9 marketing figures the pages quote, as numbers with their unit: pages write them in
 * their own language with formatFigure (src/data/siteFigures.ts), never as stored text.
 */
export const figureData = {
  resolutionRate: {unit: 'percent', value: 85},
  averageRoi: {unit: 'percent', value: 347},
  hoursSaved: {unit: 'count', value: 2100, orMore: true},
  satisfiedClients: {unit: 'count', value: 127},
  costSaving: {unit: 'percent', value: 30},
  plansFromPerMonth: {unit: 'usd', value: 99},
  monthlySavings: {unit: 'usd', value: 5000},
  paybackWeeks: {unit: 'count', value: 2},
  languages: {unit: 'count', value: 100},
  startDays: {unit: 'countRange', from: 1, to: 2},
} as const satisfies Record<string, Figure>;

export type FigureName = keyof typeof figureData;

/** The same figures written in US English ("85%", "$5,000", "2,100+"); pages use src/data/siteFigures.ts. */
export const figures = formatFigures(figureData, 'en-US');

/** SPEC §2/§9 partner programme figures, as numbers with their unit (written by formatFigure). */
export const partnerFigures = {
  reviewBusinessDays: {unit: 'count', value: 2},
  onboardingWeeks: {unit: 'countRange', from: 1, to: 2},
  referralCommission: {unit: 'percentRange', from: 10, to: 20},
  affiliateCommission: {unit: 'percentRange', from: 15, to: 30},
} as const satisfies Record<string, Figure>;

/** SPEC §9 "ROI calculation". */
export const roiConstants = {
  workingDaysPerYear: 261,
  paidHoursPerYear: 2080,
  referencePlanCostPerYear: 4176,
} as const;

/** Dates of the landing page copy, shown to screen readers (SPEC §1). */
export const landingDates = {
  published: '2025-01-05',
  updated: '2025-11-01',
} as const;
