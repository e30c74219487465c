/**
 * How the site embeds its own chat widget: the documented snippet's attributes for the site
 * agent, on every public page (never on staff pages), clear of the toasts and the back-to-top
 * button. Pure, so the client module and its tests share it.
 */
export const siteAgentId = 'agt_site';

/** The widget script as the build publishes it (same origin, so the API is ours). */
export const siteWidgetScriptPath = '/widget.js';

/** Fixed controls the launcher must never cover: sonner's toasts and the theme's back-to-top. */
export const siteWidgetAvoid = '[data-sonner-toast], .theme-back-to-top-button';

/**
 * The launcher's fill: a lighter shade of the site's indigo, because the launcher sits on the
 * light and the dark page alike. It stands out from both (4.9:1 on #ffffff, 3.5:1 on the dark
 * #1b1b1d; WCAG 1.4.11 asks 3:1) and its white icon has 4.9:1 on it. The brand #3b3fd8 has
 * only 2.4:1 on the dark page.
 */
export const siteWidgetColor = '#5b5fe8';

export type SiteWidgetConfig = {agentId: string; publicKey: string};

export function siteWidgetAttributes(
  config: SiteWidgetConfig,
  welcomeMessage: string,
  strings: Record<string, string>,
): Record<string, string> {
  return {
    src: siteWidgetScriptPath,
    'data-agent-id': config.agentId,
    'data-public-key': config.publicKey,
    // Bottom left: toasts and the back-to-top button live at the bottom right.
    'data-position': 'bottom-left',
    'data-primary-color': siteWidgetColor,
    'data-welcome-message': welcomeMessage,
    'data-icon-type': 'animated',
    'data-strings': JSON.stringify(strings),
    'data-avoid': siteWidgetAvoid,
  };
}

/** The build's customFields.siteWidget, if it carries a usable public key. */
export function readSiteWidgetConfig(customFields: Record<string, unknown> | undefined): SiteWidgetConfig | null {
  const value = customFields?.siteWidget as Partial<SiteWidgetConfig> | undefined;
  if (!value || typeof value.publicKey !== 'string' || !value.publicKey.startsWith('pk_')) return null;
  return {agentId: typeof value.agentId === 'string' ? value.agentId : siteAgentId, publicKey: value.publicKey};
}
