/**
 * The site's own chat widget (issue 12 §3): once the page has loaded and the browser is idle,
 * the documented snippet is added with the site agent's public key and the page's language, so
 * the widget never competes with the page's own loading. Staff pages do not show it; it stays
 * mounted across client-side navigation, and its conversation across page loads.
 */
import siteConfig from '@generated/docusaurus.config';
import type {Location} from 'history';
import {isStaffPath, readSiteWidgetConfig, siteWidgetAttributes} from '../lib/siteWidget';

let requested = false;

async function addSnippet(): Promise<void> {
  // The reader may have moved on to a staff page meanwhile: add it on the next public page.
  if (isStaffPath(window.location.pathname)) {
    requested = false;
    return;
  }
  const config = readSiteWidgetConfig(siteConfig.customFields);
  if (!config || document.querySelector('script[data-agent-id]')) return;
  // The translated texts load with the widget, not with every page's main bundle.
  const {siteWidgetStrings, siteWidgetWelcome} = await import('../components/ChatWidget');
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(siteWidgetAttributes(config, siteWidgetWelcome(), siteWidgetStrings()))) {
    script.setAttribute(name, value);
  }
  script.async = true;
  document.head.append(script);
}

function afterLoadAndIdle(task: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(task, {timeout: 4000}) : setTimeout(task, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, {once: true});
}

export function onRouteDidUpdate({location}: {location: Location}): void {
  const staff = isStaffPath(location.pathname);
  document.querySelector<HTMLElement>('[data-agentworks-widget]')?.toggleAttribute('hidden', staff);
  if (staff || requested) return;
  requested = true;
  afterLoadAndIdle(() => void addSnippet());
}
