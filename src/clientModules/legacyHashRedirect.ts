/**
 * The old site used hash routing (/#/pricing). Before React renders, send such links to the
 * real, prerendered path of the same locale (/es/#/pricing -> /es/pricing) with a full load, so
 * the page hydrates against its own HTML.
 */
import siteConfig from '@generated/docusaurus.config';
import {legacyHashTarget} from '../lib/legacyHash';

if (typeof window !== 'undefined') {
  const target = legacyHashTarget(window.location.hash, siteConfig.baseUrl);
  if (target) window.location.replace(target);
}
