/**
 * The old site used hash routing (/#/pricing). Before React renders, send such links to the
 * real, prerendered path with a full load, so the page hydrates against its own HTML.
 */
import {legacyHashTarget} from '../lib/legacyHash';

if (typeof window !== 'undefined') {
  const target = legacyHashTarget(window.location.hash);
  if (target) window.location.replace(target);
}
