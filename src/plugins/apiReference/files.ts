/**
 * The API reference pages as files (issue 13 §1): for each docs version (versions.ts) and
 * locale, one MDX page per operation and webhook in its `api-reference/` folder, which the docs
 * sidebar lists under "API reference". Read from the committed OpenAPI documents: no server runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {externalLinks} from '../../config/site';
import type {Document} from './openapi';
import {referencePages, translatableTexts} from './page';
import {openApiFile, referenceFolders, releasedDocumentFiles, root, spanishTextsFile, type ReleasedVersion, type Version} from './versions';

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
        const file = path.join(referenceFolders[version][locale], `${page.id}.mdx`);
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
  const leftOver = Object.values(referenceFolders)
    .flatMap((locales) => Object.values(locales))
    .flatMap((folder) => (fs.existsSync(path.join(root, folder)) ? fs.readdirSync(path.join(root, folder)).map((name) => path.join(folder, name)) : []))
    .filter((file) => file.endsWith('.mdx') && !files.has(file));
  return [...stale.map(([file]) => file), ...leftOver];
}

export function writeReferenceFiles(files: Map<string, string>, stale = staleReferenceFiles(files)): void {
  for (const file of stale) {
    const absolute = path.join(root, file);
    const text = files.get(file);
    if (text === undefined) fs.rmSync(absolute);
    else {
      fs.mkdirSync(path.dirname(absolute), {recursive: true});
      fs.writeFileSync(absolute, text);
    }
  }
}

/** What one run over the committed documents found: how many pages, which differ, which texts lack Spanish. */
export type ReferenceRun = {pages: number; stale: string[]; missing: string[]};

/**
 * The pages of the committed documents (openapi/*.json, no server): with `check` only compared
 * with the repo's, else written (only those that changed, and left-over pages removed).
 */
export function generateReference({check}: {check: boolean}): ReferenceRun {
  const next = readJson<Document>(openApiFile);
  const sources = readReferenceSources();
  const files = referenceFiles(next, undefined, sources);
  const stale = staleReferenceFiles(files);
  if (!check) writeReferenceFiles(files, stale);
  return {pages: files.size, stale, missing: untranslated(next, sources)};
}

const relative = (file: string) => path.relative(process.cwd(), file);

/** What to do when `--check` fails. */
export const checkAdvice = 'Run `npm run openapi`, translate what it lists, and commit the result.';

/** What `--check` fails on: a page that differs from what its document makes, a text without Spanish. */
export function referenceProblems({stale, missing}: ReferenceRun): string[] {
  return [
    ...stale.map((file) => `${file} is not what the OpenAPI documents generate`),
    ...missing.map((english) => `${relative(spanishTextsFile)} has no Spanish for ${JSON.stringify(english)}`),
  ];
}

/** The warning after writing: the Spanish pages show the English of these texts. */
export function untranslatedWarning({missing}: ReferenceRun): string[] {
  if (!missing.length) return [];
  return [
    `${missing.length} text(s) of the API have no Spanish in ${relative(spanishTextsFile)} (the Spanish pages show the English):`,
    ...missing.map((english) => `  ${JSON.stringify(english)}`),
  ];
}
