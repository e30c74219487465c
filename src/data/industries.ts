/**
 * The industries the site serves (SPEC §2 routes /industry/{id}; SPEC §3 "Industry").
 * Ids, order and English names live in src/config/ids.ts; this module adds the translated copy,
 * keyed by id, so a missing or extra industry is a type error here.
 */
import {translate} from '@docusaurus/Translate';
import {industryIds, industryNames, type IndustryId} from '@site/src/config/ids';

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
    name: industryNames.healthcare,
    label: translate({id: 'industries.healthcare.name', message: 'Healthcare'}),
  },
  retail: {
    id: 'retail',
    name: industryNames.retail,
    label: translate({id: 'industries.retail.name', message: 'Retail'}),
  },
  technology: {
    id: 'technology',
    name: industryNames.technology,
    label: translate({id: 'industries.technology.name', message: 'Technology'}),
  },
  manufacturing: {
    id: 'manufacturing',
    name: industryNames.manufacturing,
    label: translate({id: 'industries.manufacturing.name', message: 'Manufacturing'}),
  },
  media: {
    id: 'media',
    name: industryNames.media,
    label: translate({id: 'industries.media.name', message: 'Media'}),
  },
  'business-services': {
    id: 'business-services',
    name: industryNames['business-services'],
    label: translate({id: 'industries.business-services.name', message: 'Business Services'}),
  },
  ecommerce: {
    id: 'ecommerce',
    name: industryNames.ecommerce,
    label: translate({id: 'industries.ecommerce.name', message: 'eCommerce'}),
  },
  'professional-services': {
    id: 'professional-services',
    name: industryNames['professional-services'],
    label: translate({
      id: 'industries.professional-services.name',
      message: 'Professional Services',
    }),
  },
};

/** All industries in menu order. */
export const industryList: readonly Industry[] = industryIds.map((id) => industries[id]);
