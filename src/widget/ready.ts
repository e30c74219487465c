/**
 * How the widget tells its host page that it is there. Kept apart from the widget's code: the
 * site's own pages import it (their stand-in launcher listens) without loading the widget.
 */
import type {MountedWidget} from './widget';

/** Sent (bubbling, from the widget's host) once the widget's launcher is on the page. */
export const widgetReadyEvent = 'agentworks-widget-ready';

/**
 * Opens the panel when the page asked for it (the host page's own launcher was pressed before
 * the widget had loaded), marks the host ready and tells the page, whose stand-in launcher can
 * step aside and hand the focus over.
 */
export function announceReady(host: HTMLElement, widget: MountedWidget, openNow: boolean): void {
  if (openNow) widget.open();
  host.setAttribute('data-ready', '');
  host.dispatchEvent(new CustomEvent<MountedWidget>(widgetReadyEvent, {bubbles: true, detail: widget}));
}
