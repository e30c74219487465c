/**
 * The website widget's embed snippet (SPEC §3 "Snippet attributes"): the data-* attributes a
 * reader sets, checked and normalised the way the widget script reads them, and the <script>
 * tag built from them. Pure, so the live preview and its tests share one definition.
 */
import {externalLinks} from '@site/src/config/site';
import {
  hexColor,
  isOneOf,
  widgetDefaults as scriptDefaults,
  widgetIconTypes,
  widgetPositions,
  type WidgetIconType,
  type WidgetPosition,
} from '@site/src/widget/options';

export {widgetIconTypes, widgetPositions, type WidgetIconType, type WidgetPosition};
export {contrastRatio, readableTextColor} from '@site/src/widget/contrast';

export const widgetScriptUrl = `${externalLinks.apiBaseUrl}/v1/widget.js`;

/** The snippet's attributes exactly as written in HTML (and in the live editor). */
export type WidgetDataAttributes = {
  'data-agent-id'?: string;
  'data-public-key'?: string;
  'data-position'?: string;
  'data-primary-color'?: string;
  'data-welcome-message'?: string;
  'data-icon-type'?: string;
};

export type WidgetSettings = {
  agentId: string;
  publicKey: string;
  position: WidgetPosition;
  primaryColor: string;
  welcomeMessage: string;
  iconType: WidgetIconType;
};

export const widgetDefaults: WidgetSettings = {
  agentId: 'YOUR_AGENT_ID',
  publicKey: 'YOUR_PUBLIC_KEY',
  ...scriptDefaults,
};

/** A real public key (the placeholder is not one): the preview answers only with one. */
export function isPublicKey(value: string): boolean {
  return /^pk_[A-Za-z0-9_-]{8,}$/.test(value);
}

/** An attribute the widget would ignore, falling back to its default. */
export type WidgetAttributeProblem = {
  attribute: keyof WidgetDataAttributes;
  value: string;
  kind: 'position' | 'color' | 'iconType' | 'agentId';
};

export function normalizeWidgetAttributes(attributes: WidgetDataAttributes): {
  settings: WidgetSettings;
  problems: WidgetAttributeProblem[];
} {
  const problems: WidgetAttributeProblem[] = [];
  const settings: WidgetSettings = {...widgetDefaults};

  const agentId = attributes['data-agent-id']?.trim();
  if (agentId) settings.agentId = agentId;
  else problems.push({attribute: 'data-agent-id', value: agentId ?? '', kind: 'agentId'});

  const publicKey = attributes['data-public-key']?.trim();
  if (publicKey) settings.publicKey = publicKey;

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
    `  data-public-key="${escapeAttribute(settings.publicKey)}"`,
    `  data-position="${settings.position}"`,
    `  data-primary-color="${settings.primaryColor}"`,
    `  data-welcome-message="${escapeAttribute(settings.welcomeMessage)}"`,
    `  data-icon-type="${settings.iconType}"`,
    `  async`,
    `></script>`,
  ];
  return lines.join('\n');
}
