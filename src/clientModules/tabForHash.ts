/**
 * A link to a section inside a tab that is not showing (the agent's sources, search results,
 * links between docs pages: /documentation/integration#salesforce) selects that tab, and any
 * tab around it, then scrolls to the section: otherwise the reader lands on the page with the
 * cited text hidden behind another tab.
 */
import type {Location} from 'history';

/** The tab (the theme's `li[role=tab]`) that shows `panel`, matched by position. */
function tabOf(panel: Element): HTMLElement | undefined {
  const panels = [...(panel.parentElement?.children ?? [])].filter((child) => child.getAttribute('role') === 'tabpanel');
  const tablist = panel.parentElement?.parentElement?.querySelector(':scope > [role=tablist]');
  const tab = tablist?.querySelectorAll(':scope > [role=tab]')[panels.indexOf(panel)];
  return tab instanceof HTMLElement ? tab : undefined;
}

export function revealTarget(id: string, root: Document = document): boolean {
  const target = root.getElementById(id);
  if (!target) return false;
  const hiddenPanels: Element[] = [];
  for (let element = target.closest('[role=tabpanel][hidden]'); element; element = element.parentElement?.closest('[role=tabpanel][hidden]') ?? null) {
    hiddenPanels.push(element);
  }
  if (hiddenPanels.length === 0) return false;
  // Outermost first, so each tab list is on screen when its tab is chosen.
  for (const panel of hiddenPanels.reverse()) tabOf(panel)?.click();
  return true;
}

export function onRouteDidUpdate({location}: {location: Location}): void {
  if (!location.hash) return;
  const id = decodeURIComponent(location.hash.slice(1));
  if (!revealTarget(id)) return;
  // After React has shown the panel.
  requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
}
