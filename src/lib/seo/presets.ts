/**
 * SPEC §9 "Structured data" figures and robots settings, bundled per page type so every page of
 * a kind declares the same thing. Pages pass their translated name/description and URL.
 */
import {landingDates} from '../../config/site';
import {
  serviceJsonLd,
  softwareApplicationJsonLd,
  webPageJsonLd,
  type ServiceInput,
  type SoftwareApplicationInput,
  type WebPageInput,
} from './jsonLd';
import {buildRobotsContent, type RobotsOptions} from './robots';
import type {ServiceJsonLd, SoftwareApplicationJsonLd, WebPageJsonLd} from './types';

export const structuredDataFigures = {
  /** Landing page application: 349 USD, rated 4.8 by 127 (free to access). */
  application: {price: 349, priceCurrency: 'USD', ratingValue: 4.8, ratingCount: 127},
  /** Industry pages' service offer, written with cents as the spec gives it. */
  industryService: {price: '349.00', priceCurrency: 'USD'},
  processAutomation: {
    price: 349,
    priceCurrency: 'USD',
    areaServed: 'Global',
    serviceType: 'AI Process Automation',
  },
  scheduling: {price: 0, priceCurrency: 'USD'},
} as const;

/** Robots settings per page type (defaults: index, follow). */
export const robotsPresets = {
  /** Any public page. */
  standard: {maxImagePreview: 'large'},
  landing: {maxSnippet: 180, maxImagePreview: 'large'},
  industry: {maxSnippet: 180, maxImagePreview: 'large', maxVideoPreview: 'unlimited'},
  useCase: {maxSnippet: 160, maxImagePreview: 'large'},
  /** Thank-you and not-found pages (SPEC §8 "Robots"). */
  private: {index: false, follow: false},
} as const satisfies Record<string, RobotsOptions>;

/**
 * The process page's extra snippet hint (SPEC §9 lists 180 "one extra hint on the process
 * page" besides the use-case 160): pass as additionalMetaTags on that page only.
 */
export const processAutomationSnippetHint = [
  {name: 'googlebot', content: buildRobotsContent({...robotsPresets.useCase, maxSnippet: 180})},
] as const;

type PageText = Pick<WebPageInput, 'name' | 'description' | 'url'>;

export function landingApplicationJsonLd(
  page: PageText & Pick<SoftwareApplicationInput, 'image'>,
): SoftwareApplicationJsonLd {
  const {price, priceCurrency, ratingValue, ratingCount} = structuredDataFigures.application;
  return softwareApplicationJsonLd({
    ...page,
    offers: {price, priceCurrency},
    aggregateRating: {ratingValue, ratingCount},
  });
}

/** The landing page is free to access and carries its published / updated dates (SPEC §1). */
export function landingWebPageJsonLd(page: PageText & Pick<WebPageInput, 'inLanguage' | 'image'>): WebPageJsonLd {
  return webPageJsonLd({
    ...page,
    isAccessibleForFree: true,
    datePublished: landingDates.published,
    dateModified: landingDates.updated,
  });
}

type ServiceText = Pick<ServiceInput, 'name' | 'description' | 'url' | 'image' | 'serviceType' | 'areaServed'>;

export function industryServiceJsonLd(service: ServiceText): ServiceJsonLd {
  return serviceJsonLd({...service, offers: structuredDataFigures.industryService});
}

export function processAutomationServiceJsonLd(service: Omit<ServiceText, 'serviceType' | 'areaServed'>): ServiceJsonLd {
  const {price, priceCurrency, areaServed, serviceType} = structuredDataFigures.processAutomation;
  return serviceJsonLd({...service, serviceType, areaServed, offers: {price, priceCurrency}});
}

export function schedulingServiceJsonLd(service: ServiceText): ServiceJsonLd {
  return serviceJsonLd({...service, offers: structuredDataFigures.scheduling});
}
