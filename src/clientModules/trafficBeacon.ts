/**
 * The pageview beacon of every public page (issue 11 §2 "Traffic"): after the page has loaded,
 * and on every client-side route change, one small JSON post to our own server. Nothing is sent
 * when the browser asks not to be tracked (Global Privacy Control or Do Not Track), and no
 * cookie or id is involved. The send waits for an idle moment so it never competes with the page.
 */
import type {Location} from 'history';
import {trafficBeaconPath} from '../config/ids';
import {isTrackedPath, pageviewBeacon} from '../lib/traffic/pageview';

type Navigator = globalThis.Navigator & {globalPrivacyControl?: boolean};

function send(location: Location, referrer: string): void {
  const nav = navigator as Navigator;
  if (nav.globalPrivacyControl || nav.doNotTrack === '1' || !isTrackedPath(location.pathname)) return;
  const body = JSON.stringify(pageviewBeacon(location, referrer, window.innerWidth));
  const blob = new Blob([body], {type: 'application/json'});
  if (!nav.sendBeacon?.(trafficBeaconPath, blob)) {
    void fetch(trafficBeaconPath, {method: 'POST', body, headers: {'Content-Type': 'application/json'}, keepalive: true}).catch(
      () => undefined,
    );
  }
}

function whenIdle(task: () => void): void {
  const run = () => (window.requestIdleCallback ? window.requestIdleCallback(task, {timeout: 2000}) : setTimeout(task, 0));
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, {once: true});
}

export function onRouteDidUpdate({location, previousLocation}: {location: Location; previousLocation: Location | null}): void {
  // A hash or query change on the same page is not another pageview.
  if (previousLocation && previousLocation.pathname === location.pathname) return;
  const referrer = previousLocation ? `${window.location.origin}${previousLocation.pathname}` : document.referrer;
  whenIdle(() => send(location, referrer));
}
