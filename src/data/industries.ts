/**
 * The industries the site serves (SPEC §2 routes /industry/{id}; SPEC §3 "Industry").
 * Each record is keyed by its id; later issues add fields (copy, ROI defaults, SEO) to `Industry`
 * and to each record here, and the derived list follows automatically.
 */
import {translate} from '@docusaurus/Translate';

/** Menu and page order. */
export const industryIds = [
  'healthcare',
  'retail',
  'technology',
  'manufacturing',
  'media',
  'business-services',
  'ecommerce',
  'professional-services',
] as const;

export type IndustryId = (typeof industryIds)[number];

export type Industry = {
  /** URL slug, always industrySlug(name) (checked by tests/unit/lib/slug.test.ts). */
  id: IndustryId;
  /** English name: the source of the slug and of structured data, identical in every locale. */
  name: string;
  /** Name shown to visitors, translated at build time for each locale. */
  label: string;
};

export const industries: Record<IndustryId, Industry> = {
  healthcare: {
    id: 'healthcare',
    name: 'Healthcare',
    label: translate({id: 'industries.healthcare.name', message: 'Healthcare'}),
  },
  retail: {
    id: 'retail',
    name: 'Retail',
    label: translate({id: 'industries.retail.name', message: 'Retail'}),
  },
  technology: {
    id: 'technology',
    name: 'Technology',
    label: translate({id: 'industries.technology.name', message: 'Technology'}),
  },
  manufacturing: {
    id: 'manufacturing',
    name: 'Manufacturing',
    label: translate({id: 'industries.manufacturing.name', message: 'Manufacturing'}),
  },
  media: {
    id: 'media',
    name: 'Media',
    label: translate({id: 'industries.media.name', message: 'Media'}),
  },
  'business-services': {
    id: 'business-services',
    name: 'Business Services',
    label: translate({id: 'industries.business-services.name', message: 'Business Services'}),
  },
  ecommerce: {
    id: 'ecommerce',
    name: 'eCommerce',
    label: translate({id: 'industries.ecommerce.name', message: 'eCommerce'}),
  },
  'professional-services': {
    id: 'professional-services',
    name: 'Professional Services',
    label: translate({
      id: 'industries.professional-services.name',
      message: 'Professional Services',
    }),
  },
};

/** All industries in menu order. */
export const industryList: readonly Industry[] = industryIds.map((id) => industries[id]);
