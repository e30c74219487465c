/**
 * The snippet's data-* attributes (SPEC §3 "Snippet attributes", plus the public key), read and
 * normalised the way the widget uses them. Shared by the widget and the docs' live preview.
 */
export const widgetPositions = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export type WidgetPosition = (typeof widgetPositions)[number];

export const widgetIconTypes = ['animated', 'static'] as const;
export type WidgetIconType = (typeof widgetIconTypes)[number];

export const widgetDefaults = {
  position: 'bottom-right' as WidgetPosition,
  primaryColor: '#4f46e5',
  welcomeMessage: 'Hi! How can I help you today?',
  iconType: 'animated' as WidgetIconType,
};

export const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

export type WidgetOptions = {
  agentId: string;
  publicKey: string;
  position: WidgetPosition;
  primaryColor: string;
  welcomeMessage: string;
  iconType: WidgetIconType;
  /** Origin of the /v1 API: the script's own origin. */
  apiBase: string;
  /** Translated texts, overriding the English defaults (data-strings, JSON). */
  strings: Record<string, string>;
  /** CSS selector of fixed page controls the launcher must not cover (data-avoid). */
  avoid: string;
};

type AttributeReader = (name: string) => string | null;

function parseStrings(raw: string | null): Record<string, string> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Options from the script's attributes; an unsupported value falls back to its default. */
export function readOptions(attribute: AttributeReader, apiBase: string): WidgetOptions {
  const position = (attribute('data-position') ?? '').trim().toLowerCase();
  const color = (attribute('data-primary-color') ?? '').trim();
  const iconType = (attribute('data-icon-type') ?? '').trim().toLowerCase();
  const welcome = attribute('data-welcome-message');
  return {
    agentId: (attribute('data-agent-id') ?? '').trim(),
    publicKey: (attribute('data-public-key') ?? '').trim(),
    position: isOneOf(widgetPositions, position) ? position : widgetDefaults.position,
    primaryColor: hexColor.test(color) ? color.toLowerCase() : widgetDefaults.primaryColor,
    welcomeMessage: welcome === null ? widgetDefaults.welcomeMessage : welcome.trim(),
    iconType: isOneOf(widgetIconTypes, iconType) ? iconType : widgetDefaults.iconType,
    apiBase,
    strings: parseStrings(attribute('data-strings')),
    avoid: (attribute('data-avoid') ?? '').trim(),
  };
}

/** The API lives where the script comes from, so the snippet works on any site. */
export function scriptOrigin(src: string, pageUrl: string): string {
  return new URL(src, pageUrl).origin;
}
