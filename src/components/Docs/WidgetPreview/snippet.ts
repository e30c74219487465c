/**
 * The website widget's embed snippet (SPEC §3 "Snippet attributes"): the data-* attributes a
 * reader sets, checked and normalised the way the widget script reads them, and the <script>
 * tag built from them. Pure, so the live preview and its tests share one definition.
 */
import {externalLinks} from '@site/src/config/site';

export const widgetPositions = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export type WidgetPosition = (typeof widgetPositions)[number];

export const widgetIconTypes = ['animated', 'static'] as const;
export type WidgetIconType = (typeof widgetIconTypes)[number];

export const widgetScriptUrl = `${externalLinks.apiBaseUrl}/v1/widget.js`;

/** The snippet's attributes exactly as written in HTML (and in the live editor). */
export type WidgetDataAttributes = {
  'data-agent-id'?: string;
  'data-position'?: string;
  'data-primary-color'?: string;
  'data-welcome-message'?: string;
  'data-icon-type'?: string;
};

export type WidgetSettings = {
  agentId: string;
  position: WidgetPosition;
  primaryColor: string;
  welcomeMessage: string;
  iconType: WidgetIconType;
};

export const widgetDefaults: WidgetSettings = {
  agentId: 'YOUR_AGENT_ID',
  position: 'bottom-right',
  primaryColor: '#4f46e5',
  welcomeMessage: 'Hi! How can I help you today?',
  iconType: 'animated',
};

/** An attribute the widget would ignore, falling back to its default. */
export type WidgetAttributeProblem = {
  attribute: keyof WidgetDataAttributes;
  value: string;
  kind: 'position' | 'color' | 'iconType' | 'agentId';
};

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

export function normalizeWidgetAttributes(attributes: WidgetDataAttributes): {
  settings: WidgetSettings;
  problems: WidgetAttributeProblem[];
} {
  const problems: WidgetAttributeProblem[] = [];
  const settings: WidgetSettings = {...widgetDefaults};

  const agentId = attributes['data-agent-id']?.trim();
  if (agentId) settings.agentId = agentId;
  else problems.push({attribute: 'data-agent-id', value: agentId ?? '', kind: 'agentId'});

  const position = attributes['data-position']?.trim().toLowerCase();
  if (position !== undefined) {
    if (isOneOf(widgetPositions, position)) settings.position = position;
    else problems.push({attribute: 'data-position', value: position, kind: 'position'});
  }

  const color = attributes['data-primary-color']?.trim();
  if (color !== undefined) {
    if (hexColor.test(color)) settings.primaryColor = color.toLowerCase();
    else problems.push({attribute: 'data-primary-color', value: color, kind: 'color'});
  }

  const message = attributes['data-welcome-message'];
  if (message !== undefined) settings.welcomeMessage = message.trim();

  const iconType = attributes['data-icon-type']?.trim().toLowerCase();
  if (iconType !== undefined) {
    if (isOneOf(widgetIconTypes, iconType)) settings.iconType = iconType;
    else problems.push({attribute: 'data-icon-type', value: iconType, kind: 'iconType'});
  }

  return {settings, problems};
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The <script> tag to paste in the page's <head>, one attribute per line for readability. */
export function buildWidgetSnippet(settings: WidgetSettings): string {
  const lines = [
    `<script`,
    `  src="${widgetScriptUrl}"`,
    `  data-agent-id="${escapeAttribute(settings.agentId)}"`,
    `  data-position="${settings.position}"`,
    `  data-primary-color="${settings.primaryColor}"`,
    `  data-welcome-message="${escapeAttribute(settings.welcomeMessage)}"`,
    `  data-icon-type="${settings.iconType}"`,
    `  async`,
    `></script>`,
  ];
  return lines.join('\n');
}

function relativeLuminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(hexA: string, hexB: string): number {
  const [light, dark] = [relativeLuminance(hexA), relativeLuminance(hexB)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const lightText = '#ffffff';
const darkText = '#111827';

/** Icon colour with the better contrast on the launcher's background, whatever colour is chosen. */
export function readableTextColor(background: string): typeof lightText | typeof darkText {
  return contrastRatio(background, lightText) >= contrastRatio(background, darkText)
    ? lightText
    : darkText;
}
