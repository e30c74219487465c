/**
 * The site's own chat widget (issue 12 §3): the documented snippet is added with the site
 * agent's public key and the page's language once the page has loaded and the visitor does
 * something (moves the pointer, touches, scrolls, presses a key), or a few seconds later for
 * visitors whose assistive technology sends no such events; right after load when the visitor
 * left its panel open on the previous page. So the widget never competes with the page's own
 * loading. Staff pages do not show it; it stays mounted across client-side
 * navigation, and its conversation across page loads.
 */
import siteConfig from '@generated/docusaurus.config';
import type {Location} from 'history';
import {readSiteWidgetConfig, siteWidgetAttributes} from '../lib/siteWidget';
import {isStaffPath} from '../lib/staff/navigation';
import {loadView, safeSessionStorage} from '../widget/store';

let requested = false;
let adding = false;
/** The stand-in launcher was pressed: the widget opens its panel once it is there. */
let openWanted = false;

async function addSnippet(): Promise<void> {
  // The reader may have moved on to a staff page meanwhile: add it on the next public page.
  if (isStaffPath(window.location.pathname)) {
    requested = false;
    return;
  }
  const config = readSiteWidgetConfig(siteConfig.customFields);
  if (!config || adding || document.querySelector('script[data-agent-id]')) return;
  adding = true;
  // The translated texts load with the widget, not with every page's main bundle.
  const {siteWidgetStrings, siteWidgetWelcome} = await import('../components/ChatWidget');
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(siteWidgetAttributes(config, siteWidgetWelcome(), siteWidgetStrings()))) {
    script.setAttribute(name, value);
  }
  if (openWanted) script.setAttribute('data-open', '');
  script.async = true;
  document.head.append(script);
}

/**
 * The site's stand-in launcher (in the prerendered page) was pressed: the widget loads now,
 * without waiting for its usual moment, and opens its panel (the widget reads data-open once
 * it is mounted, so a script already on its way opens it too).
 */
export function openSiteWidget(): void {
  openWanted = true;
  document.querySelector('script[data-agent-id]')?.setAttribute('data-open', '');
  void addSnippet();
}

const interactions = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'scroll', 'wheel'] as const;
/** Without any interaction, the widget still arrives this long after the page has loaded. */
const fallbackDelayMs = 6000;

/** The visitor left the panel open on the previous page of this tab: it comes back at once. */
function leftOpen(): boolean {
  const config = readSiteWidgetConfig(siteConfig.customFields);
  return !!config && loadView(safeSessionStorage(window), config.agentId).open;
}

function whenNeeded(task: () => void, now: boolean): void {
  let done = false;
  let fallback = 0;
  const run = () => {
    if (done) return;
    done = true;
    interactions.forEach((type) => window.removeEventListener(type, onInteraction, true));
    window.clearTimeout(fallback);
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, {timeout: 2000});
    else setTimeout(task, 1);
  };
  const onInteraction = () => run();
  const afterLoad = () => {
    if (now) {
      run();
      return;
    }
    interactions.forEach((type) => window.addEventListener(type, onInteraction, {capture: true, passive: true}));
    fallback = window.setTimeout(run, fallbackDelayMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, {once: true});
}

export function onRouteDidUpdate({location}: {location: Location}): void {
  const staff = isStaffPath(location.pathname);
  document.querySelector<HTMLElement>('[data-agentworks-widget]')?.toggleAttribute('hidden', staff);
  if (staff || requested) return;
  requested = true;
  whenNeeded(() => void addSnippet(), leftOpen());
}
