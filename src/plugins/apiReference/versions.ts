/**
 * The docs versions of the API reference (issue 20 §1) and where each one's document and pages
 * live. `next` and the default version both document the running API (what a developer reads at
 * /documentation/... is what the server answers), so `npm run openapi` writes the default
 * version's document (openapi/agent-api-2.0.json) as a copy of openapi/agent-api.json and
 * `--check` fails when they differ. Older versions keep the API as it was released: 1.0 from
 * openapi/agent-api-1.0.json (frozen). Cutting a new default (a breaking change) is
 * `docusaurus docs:version X` plus a new entry here; the old default's file then stays frozen.
 * Spanish pages take the API's texts from i18n/es/openapi/agent-api.json (English text -> Spanish).
 */
import path from 'node:path';
import type {ReferenceLocale} from './labels';

/** The repository's root, which every path below is relative to. */
export const root = path.resolve(__dirname, '../../..');

/** The committed copy of the document the server serves (the API reference is generated from it). */
export const openApiFile = path.join(root, 'openapi/agent-api.json');
/** The frozen documents of the released docs versions, newest first. */
export const releasedDocumentFiles = {
  '2.0': path.join(root, 'openapi/agent-api-2.0.json'),
  '1.0': path.join(root, 'openapi/agent-api-1.0.json'),
} as const;
export type ReleasedVersion = keyof typeof releasedDocumentFiles;
/** The version served at /documentation/... (versions.json's first): it follows the running API. */
export const defaultVersion: ReleasedVersion = '2.0';
/** The default version's document, kept equal to openApiFile by `npm run openapi`. */
export const defaultDocumentFile = releasedDocumentFiles[defaultVersion];
export type Version = 'next' | ReleasedVersion;
export const spanishTextsFile = path.join(root, 'i18n/es/openapi/agent-api.json');

/** Each version's generated folder per locale, from the root. */
export const referenceFolders: Record<Version, Record<ReferenceLocale, string>> = {
  next: {en: 'docs/api-reference', es: 'i18n/es/docusaurus-plugin-content-docs/current/api-reference'},
  '2.0': {
    en: 'versioned_docs/version-2.0/api-reference',
    es: 'i18n/es/docusaurus-plugin-content-docs/version-2.0/api-reference',
  },
  '1.0': {
    en: 'versioned_docs/version-1.0/api-reference',
    es: 'i18n/es/docusaurus-plugin-content-docs/version-1.0/api-reference',
  },
};
