/**
 * Typed shapes of the schema.org JSON-LD blocks the site emits (SPEC §3 "Page SEO settings").
 * Only the properties we set are typed; anything else a page adds goes through `extra`.
 */

export const SCHEMA_CONTEXT = 'https://schema.org';

/** Any JSON value: what the checker accepts and what JSON.parse returns. */
export type JsonValue = string | number | boolean | null | JsonValue[] | {[key: string]: JsonValue};
export type JsonObject = {[key: string]: JsonValue};

type Node<T extends string> = {'@type': T};
/** A top-level block: it carries its own @context. */
export type Block<T extends string> = {'@context': typeof SCHEMA_CONTEXT} & Node<T>;

export type ImageObject = Node<'ImageObject'> & {url: string; width?: number; height?: number};

export type OrganizationNode = Node<'Organization'> & {
  name: string;
  url: string;
  logo?: ImageObject;
  sameAs?: string[];
};

export type Offer = Node<'Offer'> & {
  price: number | string;
  priceCurrency: string;
  url?: string;
  availability?: string;
};

export type AggregateRating = Node<'AggregateRating'> & {
  ratingValue: number;
  ratingCount: number;
  bestRating: number;
  worstRating: number;
};

export type Question = Node<'Question'> & {
  name: string;
  acceptedAnswer: Node<'Answer'> & {text: string};
};

export type ListItem = Node<'ListItem'> & {position: number; name: string; item?: string};

export type PostalAddress = Node<'PostalAddress'> & {
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: string;
};

export type FaqPageJsonLd = Block<'FAQPage'> & {mainEntity: Question[]};
export type OrganizationJsonLd = Block<'Organization'> & Omit<OrganizationNode, '@type'>;
export type BreadcrumbListJsonLd = Block<'BreadcrumbList'> & {itemListElement: ListItem[]};

export type ServiceJsonLd = Block<'Service'> & {
  name: string;
  description: string;
  url: string;
  provider: OrganizationNode;
  serviceType?: string;
  areaServed?: string;
  offers?: Offer;
  image?: string;
};

export type ArticleJsonLd = Block<'Article' | 'BlogPosting'> & {
  headline: string;
  description: string;
  datePublished: string;
  dateModified: string;
  image?: string[];
  author: Node<'Person' | 'Organization'> & {name: string; url?: string};
  publisher: OrganizationNode;
  mainEntityOfPage?: string;
  inLanguage?: string;
};

export type SoftwareApplicationJsonLd = Block<'SoftwareApplication'> & {
  name: string;
  description: string;
  url: string;
  applicationCategory: string;
  operatingSystem: string;
  offers?: Offer;
  aggregateRating?: AggregateRating;
  image?: string;
};

export type WebPageJsonLd = Block<'WebPage'> & {
  name: string;
  description: string;
  url: string;
  inLanguage?: string;
  isAccessibleForFree?: boolean;
  datePublished?: string;
  dateModified?: string;
  primaryImageOfPage?: ImageObject;
  isPartOf?: Node<'WebSite'> & {name: string; url: string};
  publisher?: OrganizationNode;
};

export type MedicalBusinessJsonLd = Block<'MedicalBusiness'> & {
  name: string;
  description: string;
  url: string;
  image?: string;
  telephone?: string;
  email?: string;
  address?: PostalAddress;
  areaServed?: string;
  medicalSpecialty?: string;
  parentOrganization?: OrganizationNode;
};

/** Every block a page can hand to <Seo schemaMarkup>. */
export type JsonLd =
  | FaqPageJsonLd
  | OrganizationJsonLd
  | BreadcrumbListJsonLd
  | ServiceJsonLd
  | ArticleJsonLd
  | SoftwareApplicationJsonLd
  | WebPageJsonLd
  | MedicalBusinessJsonLd;
