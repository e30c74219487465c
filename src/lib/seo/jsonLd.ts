/**
 * Typed builders of the JSON-LD blocks of SPEC §3 "Page SEO settings". Pure: pages pass their
 * (translated) text and absolute URLs; the builders add the schema.org scaffolding and defaults.
 */
import {company, contact, limits} from '../../config/site';
import {assetUrl} from './urls';
import {
  SCHEMA_CONTEXT,
  type AggregateRating,
  type ArticleJsonLd,
  type BreadcrumbListJsonLd,
  type FaqPageJsonLd,
  type ImageObject,
  type MedicalBusinessJsonLd,
  type Offer,
  type OrganizationJsonLd,
  type OrganizationNode,
  type PostalAddress,
  type ServiceJsonLd,
  type SoftwareApplicationJsonLd,
  type WebPageJsonLd,
} from './types';

export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_APPLICATION_CATEGORY = 'BusinessApplication';
export const DEFAULT_OPERATING_SYSTEM = 'Web';

/** Drops undefined properties so the emitted JSON has no `"x": null` noise. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export type OfferInput = {price: number | string; priceCurrency?: string; url?: string};

export function offer({price, priceCurrency = DEFAULT_CURRENCY, url}: OfferInput): Offer {
  return compact({'@type': 'Offer' as const, price, priceCurrency, url});
}

export type RatingInput = {ratingValue: number; ratingCount: number};

export function aggregateRating({ratingValue, ratingCount}: RatingInput): AggregateRating {
  return {
    '@type': 'AggregateRating',
    ratingValue,
    ratingCount,
    bestRating: limits.ratingScale,
    worstRating: 1,
  };
}

export type OrganizationInput = {
  name?: string;
  url?: string;
  /** Site path or absolute URL of the logo. */
  logo?: string;
  logoWidth?: number;
  logoHeight?: number;
  sameAs?: string[];
};

/** The company as a nested node (provider, publisher...): defaults from src/config/site.ts. */
export function organizationNode({
  name = company.name,
  url = company.url,
  logo = company.logo,
  logoWidth = company.logoWidth,
  logoHeight = company.logoHeight,
  sameAs,
}: OrganizationInput = {}): OrganizationNode {
  const logoObject: ImageObject = {
    '@type': 'ImageObject',
    url: assetUrl(logo),
    width: logoWidth,
    height: logoHeight,
  };
  return compact({'@type': 'Organization' as const, name, url, logo: logoObject, sameAs});
}

/** Organization block: name, url, logo 180x60 (SPEC §3, §9). */
export function organizationJsonLd(input: OrganizationInput = {}): OrganizationJsonLd {
  return {'@context': SCHEMA_CONTEXT, ...organizationNode(input)};
}

export type FaqItem = {question: string; answer: string};

export function faqPageJsonLd(items: readonly FaqItem[]): FaqPageJsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map(({question, answer}) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: {'@type': 'Answer', text: answer},
    })),
  };
}

export type BreadcrumbInput = {name: string; /** Absolute URL; omit on the current page. */ url?: string};

export function breadcrumbListJsonLd(items: readonly BreadcrumbInput[]): BreadcrumbListJsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map(({name, url}, index) =>
      compact({'@type': 'ListItem' as const, position: index + 1, name, item: url}),
    ),
  };
}

export type ServiceInput = {
  name: string;
  description: string;
  url: string;
  serviceType?: string;
  areaServed?: string;
  offers?: OfferInput;
  image?: string;
  provider?: OrganizationInput;
};

export function serviceJsonLd({
  name,
  description,
  url,
  serviceType,
  areaServed,
  offers,
  image,
  provider,
}: ServiceInput): ServiceJsonLd {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Service' as const,
    name,
    description,
    url,
    provider: organizationNode(provider),
    serviceType,
    areaServed,
    offers: offers && offer(offers),
    image: image && assetUrl(image),
  });
}

export type ArticleInput = {
  headline: string;
  description: string;
  /** ISO 8601 dates. */
  datePublished: string;
  dateModified?: string;
  /** Site paths or absolute URLs. */
  image?: string | string[];
  author?: {name: string; url?: string; type?: 'Person' | 'Organization'};
  url?: string;
  inLanguage?: string;
  type?: 'Article' | 'BlogPosting';
};

export function articleJsonLd({
  headline,
  description,
  datePublished,
  dateModified = datePublished,
  image,
  author = {name: company.name, url: company.url, type: 'Organization'},
  url,
  inLanguage,
  type = 'Article',
}: ArticleInput): ArticleJsonLd {
  const images = image === undefined ? undefined : [image].flat().map(assetUrl);
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': type,
    headline,
    description,
    datePublished,
    dateModified,
    image: images,
    author: compact({'@type': author.type ?? 'Person', name: author.name, url: author.url}),
    publisher: organizationNode(),
    mainEntityOfPage: url,
    inLanguage,
  });
}

export type SoftwareApplicationInput = {
  name: string;
  description: string;
  url: string;
  applicationCategory?: string;
  operatingSystem?: string;
  offers?: OfferInput;
  aggregateRating?: RatingInput;
  image?: string;
};

export function softwareApplicationJsonLd({
  name,
  description,
  url,
  applicationCategory = DEFAULT_APPLICATION_CATEGORY,
  operatingSystem = DEFAULT_OPERATING_SYSTEM,
  offers,
  aggregateRating: rating,
  image,
}: SoftwareApplicationInput): SoftwareApplicationJsonLd {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'SoftwareApplication' as const,
    name,
    description,
    url,
    applicationCategory,
    operatingSystem,
    offers: offers && offer(offers),
    aggregateRating: rating && aggregateRating(rating),
    image: image && assetUrl(image),
  });
}

export type WebPageInput = {
  name: string;
  description: string;
  url: string;
  inLanguage?: string;
  isAccessibleForFree?: boolean;
  datePublished?: string;
  dateModified?: string;
  image?: string;
};

export function webPageJsonLd({
  name,
  description,
  url,
  inLanguage,
  isAccessibleForFree,
  datePublished,
  dateModified,
  image,
}: WebPageInput): WebPageJsonLd {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebPage' as const,
    name,
    description,
    url,
    inLanguage,
    isAccessibleForFree,
    datePublished,
    dateModified,
    primaryImageOfPage: image ? {'@type': 'ImageObject' as const, url: assetUrl(image)} : undefined,
    isPartOf: {'@type': 'WebSite' as const, name: company.name, url: company.url},
    publisher: organizationNode(),
  });
}

export type MedicalBusinessInput = {
  name: string;
  description: string;
  url: string;
  image?: string;
  areaServed?: string;
  medicalSpecialty?: string;
};

/** The healthcare page's medical-business block (SPEC §2 /industries/healthcare). */
export function medicalBusinessJsonLd({
  name,
  description,
  url,
  image,
  areaServed,
  medicalSpecialty,
}: MedicalBusinessInput): MedicalBusinessJsonLd {
  const {postalAddress} = contact;
  const address: PostalAddress = {
    '@type': 'PostalAddress',
    streetAddress: postalAddress.street,
    addressLocality: postalAddress.locality,
    addressRegion: postalAddress.region,
    postalCode: postalAddress.postalCode,
    addressCountry: postalAddress.country,
  };
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'MedicalBusiness' as const,
    name,
    description,
    url,
    image: image && assetUrl(image),
    telephone: contact.phone.e164,
    email: contact.supportEmail,
    address,
    areaServed,
    medicalSpecialty,
    parentOrganization: organizationNode(),
  });
}
