/**
 * The calls behind "Try it on your content" (issue 23 §1): add the prospect's text, files or web
 * address to their sandbox's knowledge (POST /v1/knowledge with the sandbox's key), and 'Delete
 * now' (DELETE /api/sandbox). Refusals come back as the API's {code, error}, for the page to word.
 * Files and addresses are sent to be read as a job (`Prefer: respond-async`): the answer is 202
 * with where to follow it, and the page is told how far the job has come until it ends.
 */
import {sandboxPath} from '../../config/ids';
import {readErrorBody} from './errors';

/** What the page asks for, checked here before anything is sent (the server checks again). */
export const tryItLimits = {textChars: 100_000, files: 5, fileBytes: 10 * 1024 * 1024} as const;
export const acceptedFileTypes = '.pdf,.docx,.md,.markdown,.html,.htm,.txt';

export type Section = {heading: string; page: number | null};
/** One document made from the content: its title (cited with answers) and its sections. */
export type MadeDocument = {title: string; sections: Section[]};
export type Added = {ok: true; documents: MadeDocument[]; skipped: {source: string; code: string; error: string}[]};
export type Refused = {ok: false; code: string; error: string};

const knowledgePath = '/v1/knowledge';

async function refusal(response: Response): Promise<Refused> {
  const {code = 'internalError', error = `HTTP ${response.status}`} = readErrorBody(await response.json().catch(() => undefined));
  return {ok: false, code, error};
}

const unreachable: Refused = {ok: false, code: 'network', error: 'The server could not be reached'};

/** The answer, or the refusal of a request that never reached the server. */
async function send(path: string, init: RequestInit, fetchImpl: typeof fetch): Promise<Response | Refused> {
  try {
    return await fetchImpl(path, {...init, credentials: 'omit'});
  } catch {
    return unreachable;
  }
}

const isRefused = (answer: Response | Refused): answer is Refused => answer === unreachable;

/** The headings of Markdown text, as the server splits it (a document without any is one section). */
export function markdownSections(text: string): Section[] {
  const headings = [...text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((match) => ({heading: match[1], page: null}));
  return headings.length > 0 ? headings : [{heading: '', page: null}];
}

/** How far an import job has come: files or pages to read (0 while an address is listed), read, and sections indexed. */
export type ImportProgress = {total: number; done: number; sections: number};

type Locale = {locale: string};
type Options = Locale & {
  onProgress?: (progress: ImportProgress) => void;
  /** The server took the input as a job, followed at this address (a reload can follow it again). */
  onAccepted?: (statusUrl: string) => void;
  /** Between two looks at the job (tests make it short). */
  followEveryMs?: number;
};

function headers(key: string, {locale}: Locale, json: boolean): Record<string, string> {
  return {authorization: `Bearer ${key}`, 'accept-language': locale, ...(json ? {'content-type': 'application/json'} : {})};
}

/** Asks the server to answer 202 and read the input as a job the page follows (RFC 7240). */
const respondAsync = {prefer: 'respond-async'};

/** Pasted text becomes one Markdown document under the title given. */
export async function addText(key: string, title: string, content: string, options: Locale, fetchImpl: typeof fetch = fetch): Promise<Added | Refused> {
  const response = await send(knowledgePath, {method: 'POST', headers: headers(key, options, true), body: JSON.stringify({title, content})}, fetchImpl);
  if (isRefused(response)) return response;
  if (response.status !== 201) return refusal(response);
  return {ok: true, documents: [{title, sections: markdownSections(content)}], skipped: []};
}

type IngestedBody = {documents?: {title: string; sections: Section[]}[]; skipped?: Added['skipped']};
type JobBody = IngestedBody & {
  status?: 'queued' | 'running' | 'done' | 'failed';
  sources_total?: number;
  sources_done?: number;
  sections_indexed?: number;
  error?: {code: string; error: string} | null;
};

const addedOf = (body: IngestedBody): Added => ({
  ok: true,
  documents: (body.documents ?? []).map(({title, sections}) => ({title, sections})),
  skipped: body.skipped ?? [],
});

/** Looks missed in a row (the connection dropped) before the page says the server cannot be reached. */
const followMisses = 5;

/** GETs the import job until it ends, telling the page its progress on the way. */
export async function followImport(key: string, statusUrl: string, options: Options, fetchImpl: typeof fetch = fetch): Promise<Added | Refused> {
  let misses = 0;
  for (;;) {
    const response = await send(statusUrl, {method: 'GET', headers: headers(key, options, false)}, fetchImpl);
    if (isRefused(response)) {
      misses += 1;
      if (misses >= followMisses) return response;
    } else {
      if (response.status !== 200) return refusal(response);
      misses = 0;
      const job = ((await response.json().catch(() => ({}))) ?? {}) as JobBody;
      options.onProgress?.({total: job.sources_total ?? 0, done: job.sources_done ?? 0, sections: job.sections_indexed ?? 0});
      if (job.status === 'done') return addedOf(job);
      if (job.status === 'failed') return {ok: false, code: job.error?.code ?? 'internalError', error: job.error?.error ?? ''};
    }
    await new Promise((resolve) => setTimeout(resolve, options.followEveryMs ?? 800));
  }
}

async function ingested(key: string, response: Response | Refused, options: Options, fetchImpl: typeof fetch): Promise<Added | Refused> {
  if (isRefused(response)) return response;
  if (response.status === 202) {
    const {status_url: statusUrl} = ((await response.json().catch(() => ({}))) ?? {}) as {status_url?: string};
    if (typeof statusUrl === 'string' && statusUrl.startsWith(`${knowledgePath}/imports/`)) {
      options.onAccepted?.(statusUrl);
      return followImport(key, statusUrl, options, fetchImpl);
    }
    return {ok: false, code: 'internalError', error: 'HTTP 202 without a job to follow'};
  }
  if (response.status !== 201) return refusal(response);
  return addedOf(((await response.json().catch(() => ({}))) ?? {}) as IngestedBody);
}

export async function addFiles(key: string, files: readonly File[], options: Options, fetchImpl: typeof fetch = fetch): Promise<Added | Refused> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  const response = await send(knowledgePath, {method: 'POST', headers: {...headers(key, options, false), ...respondAsync}, body: form}, fetchImpl);
  return ingested(key, response, options, fetchImpl);
}

export async function addAddress(key: string, url: string, options: Options, fetchImpl: typeof fetch = fetch): Promise<Added | Refused> {
  const response = await send(knowledgePath, {method: 'POST', headers: {...headers(key, options, true), ...respondAsync}, body: JSON.stringify({url})}, fetchImpl);
  return ingested(key, response, options, fetchImpl);
}

/**
 * Whether the sandbox behind this key still exists (a page reloaded with a saved agent): its own
 * knowledge opens (GET /v1/knowledge), or answers 401 once it has ended or was deleted.
 * 'unknown' when the server could not say (unreachable, or another error): the page keeps the agent.
 */
export async function sandboxState(key: string, fetchImpl: typeof fetch = fetch): Promise<'live' | 'gone' | 'unknown'> {
  const response = await send(`${knowledgePath}?limit=1`, {method: 'GET', headers: {authorization: `Bearer ${key}`}}, fetchImpl);
  if (isRefused(response)) return 'unknown';
  if (response.status === 401) return 'gone';
  return response.ok ? 'live' : 'unknown';
}

export async function deleteSandbox(key: string, fetchImpl: typeof fetch = fetch): Promise<{ok: true} | Refused> {
  const response = await send(sandboxPath, {method: 'DELETE', headers: {authorization: `Bearer ${key}`}}, fetchImpl);
  if (isRefused(response)) return response;
  return response.status === 204 ? {ok: true} : refusal(response);
}
