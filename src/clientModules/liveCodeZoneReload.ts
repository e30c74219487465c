import type {ClientModule} from '@docusaurus/types';
import {isLiveCodeZone} from '../lib/cspZones';

/**
 * Entering the documentation from a marketing page by an in-app link would keep the marketing
 * page's stricter Content Security Policy, under which the live code editor cannot run; a full
 * load of the docs page fetches the policy meant for it. Within the docs, navigation stays
 * in-app.
 */
const liveCodeZoneReload: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation) return;
    if (isLiveCodeZone(location.pathname) && !isLiveCodeZone(previousLocation.pathname)) {
      window.location.assign(`${location.pathname}${location.search}${location.hash}`);
    }
  },
};

export default liveCodeZoneReload;
