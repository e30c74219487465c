/**
 * The API reference pages as files (issue 13 §1): for each docs version and locale, one MDX page
 * per operation and webhook in its `api-reference/` folder, which the docs sidebar lists under
 * "API reference". `next` and the default version both document the running API (issue 20 §1: what
 * a developer reads at /documentation/... is what the server answers), so `npm run openapi`
 * writes the default version's document (openapi/agent-api-2.0.json) as a copy of
 * openapi/agent-api.json and `--check` fails when they differ. Older versions keep the API as it was
 * released: 1.0 from openapi/agent-api-1.0.json (frozen). Cutting a new default (a breaking change)
 * is `docusaurus docs:version X` plus a new entry here; the old default's file then stays frozen.
 * Spanish pages take the API's texts from i18n/es/openapi/agent-api.json (English text -> Spanish).
 */
import fs from 'node:fs';
import path from 'node:path';
import {externalLinks} from '../../src/config/site';
import type {Document} from '../../src/lib/apiReference/openapi';
import {referencePages, translatableTexts} from '../../src/lib/apiReference/pages';
import type {ReferenceLocale} from '../../src/lib/apiReference/labels';

const root = path.resolve(__dirname, '../..');

/** The committed copy of the document the server serves (the API reference is generated from it). */
export const openApiFile = path.join(root, 'openapi/agent-api.json');
/** The frozen documents of the released docs versions, newest first. */
export const releasedDocumentFiles = {
  '2.0': path.join(root, 'openapi/agent-api-2.0.json'),
  '1.0': path.join(root, 'openapi/agent-api-1.0.json'),
} as const;
type ReleasedVersion = keyof typeof releasedDocumentFiles;
/** The version served at /documentation/... (versions.json's first): it follows the running API. */
export const defaultVersion: ReleasedVersion = '2.0';
/** The default version's document, kept equal to openApiFile by `npm run openapi`. */
export const defaultDocumentFile = releasedDocumentFiles[defaultVersion];
type Version = 'next' | ReleasedVersion;
export const spanishTextsFile = path.join(root, 'i18n/es/openapi/agent-api.json');

const folders: Record<Version, Record<ReferenceLocale, string>> = {
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

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The document as the file holds it: two-space JSON with a final newline. */
export function openApiText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** What the pages are made from besides the running API: the released versions' documents and the Spanish texts. */
export type ReferenceSources = {released: Record<ReleasedVersion, Document>; spanish: Record<string, string>};

export function readReferenceSources(): ReferenceSources {
  return {
    released: {'2.0': readJson<Document>(releasedDocumentFiles['2.0']), '1.0': readJson<Document>(releasedDocumentFiles['1.0'])},
    spanish: fs.existsSync(spanishTextsFile) ? readJson<Record<string, string>>(spanishTextsFile) : {},
  };
}

/** The English texts of every document that have no Spanish yet. */
export function untranslated(next: Document, {released, spanish}: ReferenceSources = readReferenceSources()): string[] {
  const texts = new Set([next, ...Object.values(released)].flatMap((document) => translatableTexts(document)));
  return [...texts].filter((text) => !spanish[text]?.trim());
}

const lastUpdate = /\nlast_update:\n {2}date: (\d{4}-\d{2}-\d{2})\n/;

/**
 * The page with its last update in front matter (builds need no git history): the date the
 * committed page already has while its content stays the same, else today.
 */
function dated(file: string, mdx: string, today: string): string {
  const absolute = path.join(root, file);
  const existing = fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : '';
  const date = existing.replace(lastUpdate, '\n') === mdx ? lastUpdate.exec(existing)?.[1] : undefined;
  return mdx.replace(/\n---\n/, `\nlast_update:\n  date: ${date ?? today}\n---\n`);
}

/** Every generated page: its path from the repo root and its text. */
export function referenceFiles(
  next: Document,
  today = new Date().toISOString().slice(0, 10),
  {released, spanish}: ReferenceSources = readReferenceSources(),
): Map<string, string> {
  const files = new Map<string, string>();
  const documents: Record<Version, Document> = {next, ...released};
  for (const [version, document] of Object.entries(documents) as [Version, Document][]) {
    for (const locale of ['en', 'es'] as const) {
      const localize = locale === 'en' ? (text: string) => text : (text: string) => (text ? (spanish[text] ?? text) : text);
      const pages = referencePages(document, {locale, localize, baseUrl: externalLinks.apiBaseUrl, overviewFile: '../api-reference.mdx'});
      for (const page of pages) {
        const file = path.join(folders[version][locale], `${page.id}.mdx`);
        files.set(file, dated(file, page.mdx, today));
      }
    }
  }
  return files;
}

/** Generated files that differ from the ones in the repo, or are missing, or are left over. */
export function staleReferenceFiles(files: Map<string, string>): string[] {
  const stale = [...files].filter(([file, text]) => {
    const absolute = path.join(root, file);
    return !fs.existsSync(absolute) || fs.readFileSync(absolute, 'utf8') !== text;
  });
  const leftOver = Object.values(folders)
    .flatMap((locales) => Object.values(locales))
    .flatMap((folder) => (fs.existsSync(path.join(root, folder)) ? fs.readdirSync(path.join(root, folder)).map((name) => path.join(folder, name)) : []))
    .filter((file) => file.endsWith('.mdx') && !files.has(file));
  return [...stale.map(([file]) => file), ...leftOver];
}

export function writeReferenceFiles(files: Map<string, string>): void {
  for (const file of staleReferenceFiles(files)) {
    const absolute = path.join(root, file);
    const text = files.get(file);
    if (text === undefined) fs.rmSync(absolute);
    else {
      fs.mkdirSync(path.dirname(absolute), {recursive: true});
      fs.writeFileSync(absolute, text);
    }
  }
}
