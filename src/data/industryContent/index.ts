/**
 * Every industry's page content, keyed by id. Pages do not import this: each generated route
 * loads only its own module (see src/plugins/marketingRoutes), so a page ships one industry's
 * copy. Tests and aggregate views use this map.
 */
import type {IndustryId} from '@site/src/config/ids';
import businessServices from './business-services';
import ecommerce from './ecommerce';
import healthcare from './healthcare';
import manufacturing from './manufacturing';
import media from './media';
import professionalServices from './professional-services';
import retail from './retail';
import technology from './technology';
import type {IndustryContent} from './types';

export const industryContent: Record<IndustryId, IndustryContent> = {
  healthcare,
  retail,
  technology,
  manufacturing,
  media,
  'business-services': businessServices,
  ecommerce,
  'professional-services': professionalServices,
};

export type * from './types';
