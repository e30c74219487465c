/**
 * The site's own chat widget (issues 12 §3 and 19 §4). The prerendered pages show a stand-in
 * launcher from the first paint (src/widget/site/launcher); the documented snippet, with
 * the site agent's public key and the page's language, is added only when the visitor presses
 * it, or right after load (when idle) if the visitor left the panel open on the previous page
 * of this tab. So visitors who do not chat never load the widget. Staff pages do not show it;
 * it stays mounted across client-side navigation, and its conversation across page loads.
 */
import siteConfig from '@generated/docusaurus.config';
import type {Location} from 'history';
import {readSiteWidgetConfig, siteWidgetAttributes} from './config';
import {isStaffPath} from '../../lib/staff/navigation';
import {widgetReadyEvent} from '../ready';
import {loadView, safeSessionStorage} from '../store';
import type {MountedWidget} from '../widget';

let requested = false;
let adding = false;
/** The stand-in launcher was pressed: the widget opens its panel once it is there. */
let openWanted = false;
/** The widget once it is on the page, and a question to ask it as soon as it is. */
let mounted: MountedWidget | undefined;
let pendingQuestion: string | undefined;

if (typeof document !== 'undefined') {
  document.addEventListener(widgetReadyEvent, (event) => {
    mounted = (event as CustomEvent<MountedWidget>).detail;
    if (pendingQuestion !== undefined) mounted.ask(pendingQuestion);
    pendingQuestion = undefined;
  });
}

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
  const {siteWidgetStrings, siteWidgetWelcome} = await import('./strings');
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(siteWidgetAttributes(config, siteWidgetWelcome(), siteWidgetStrings()))) {
    script.setAttribute(name, value);
  }
  if (openWanted) script.setAttribute('data-open', '');
  script.async = true;
  document.head.append(script);
  // From here the script on the page is what says the widget was added.
  adding = false;
}

/**
 * The stand-in launcher was pressed: the widget loads now and opens its panel (the widget reads
 * data-open once it is mounted, so a script already on its way opens it too).
 */
export function openSiteWidget(): void {
  openWanted = true;
  document.querySelector('script[data-agent-id]')?.setAttribute('data-open', '');
  void addSnippet();
}

/**
 * Asks the site's agent `question` in the widget's conversation, loading the widget first if
 * it is not there yet (the docs search box's "Ask the agent", issue 19 §4).
 */
export function askSiteWidget(question: string): void {
  if (mounted) {
    mounted.ask(question);
    return;
  }
  pendingQuestion = question;
  openSiteWidget();
}

/** The visitor left the panel open on the previous page of this tab: it comes back at once. */
function leftOpen(): boolean {
  const config = readSiteWidgetConfig(siteConfig.customFields);
  return !!config && loadView(safeSessionStorage(window), config.agentId).open;
}

/** After the page's load event, when the browser is idle: the page's own loading comes first. */
function afterLoad(task: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, {timeout: 2000});
    else setTimeout(task, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, {once: true});
}

export function onRouteDidUpdate({location}: {location: Location}): void {
  const staff = isStaffPath(location.pathname);
  document.querySelector<HTMLElement>('[data-agentworks-widget]')?.toggleAttribute('hidden', staff);
  if (staff || requested) return;
  requested = true;
  if (leftOpen()) afterLoad(() => void addSnippet());
}
