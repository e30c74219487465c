/**
 * A URL to the sources it stands for: one web page (or PDF, or text), or a sitemap's pages of
 * the same site, at most `maxPagesPerUrl`. Every request goes through the outgoing-request
 * guard (platform/outgoing-request.ts: checked address, redirects checked again, size and time
 * bounds), names our user agent, and honours the site's robots.txt.
 */
import {fetchChecked, type FetchResult, type OutgoingGuard} from '../../platform/outgoing-request';
import {kindOfMediaType, type SourceKind} from './file-kinds';
import {crawlDeadlineMs, fetchTimeoutMs, maxFetchBytes, maxPagesPerUrl, maxRedirects} from './limits';
import {IngestRefusal, type IngestRefusalCode} from './messages';
import {parseRobots, robotsAllow, userAgent, type RobotsRules} from './robots';

export type FetchedSource = {url: string; kind: SourceKind; data: Buffer};
export type SkippedSource = {source: string; code: IngestRefusalCode};

type Guard = Pick<OutgoingGuard, 'check' | 'get'>;

const robotsMaxBytes = 512 * 1024;
/** Sitemaps of a sitemap index read at most. */
const maxChildSitemaps = 3;

function get(guard: Guard, url: string, maxBytes = maxFetchBytes): Promise<FetchResult> {
  return fetchChecked(guard, url, {headers: {'user-agent': userAgent, accept: '*/*'}, timeoutMs: fetchTimeoutMs, maxBytes, maxRedirects});
}

function refusalOf(result: Extract<FetchResult, {ok: false}>): IngestRefusalCode {
  if (result.reason === 'tooLarge') return 'pageTooLarge';
  if (result.reason === 'tooManyRedirects') return 'tooManyRedirects';
  if (result.reason === 'timeout' || result.reason === 'network') return 'fetchFailed';
  if (result.reason === 'badUrl') return 'invalidUrl';
  return 'urlNotAllowed';
}

async function robotsOf(guard: Guard, origin: string): Promise<RobotsRules> {
  const answer = await get(guard, `${origin}/robots.txt`, robotsMaxBytes);
  if (!answer.ok || answer.status >= 500) return 'disallowAll';
  if (answer.status >= 400) return 'allowAll';
  if (answer.status < 200 || answer.status >= 300) return 'disallowAll';
  return {rules: parseRobots(answer.body.toString('utf8'))};
}

const pathOf = (url: URL) => `${url.pathname}${url.search}`;
const stringOf = (header: string | string[] | undefined) => (typeof header === 'string' ? header : undefined);

function isSitemap(contentType: string | undefined, body: Buffer): boolean {
  const head = body.subarray(0, 512).toString('utf8').trimStart();
  const xmlType = /^(application|text)\/xml\b/i.test(contentType ?? '');
  return (xmlType || head.startsWith('<?xml')) && /<(urlset|sitemapindex)[\s>]/.test(body.subarray(0, 4096).toString('utf8'));
}

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((match) =>
    match[1].replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'"),
  );
}

function sameSite(text: string, origin: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.origin === origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page as UTF-8 (what extraction reads): a text page in another charset its Content-Type
 * names (windows-1252, ISO-8859-1, Shift_JIS...) is decoded with it first.
 */
function asUtf8(kind: SourceKind, contentType: string | undefined, body: Buffer): Buffer {
  if (kind === 'pdf' || kind === 'docx') return body;
  const charset = /;\s*charset="?([\w.:-]+)"?/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (!charset || charset === 'utf-8' || charset === 'utf8') return body;
  try {
    return Buffer.from(new TextDecoder(charset).decode(body), 'utf8');
  } catch {
    // A charset the runtime does not know: read as it is (UTF-8 or refused as binary).
    return body;
  }
}

/** A fetched answer as a source to extract, or why it cannot be one. */
function sourceOf(answer: Extract<FetchResult, {ok: true}>): FetchedSource | IngestRefusalCode {
  if (answer.status < 200 || answer.status >= 300) return 'fetchFailed';
  const type = stringOf(answer.headers['content-type']);
  // No content type: an HTML document says so in its first bytes.
  const sniffedHtml = answer.headers['content-type'] === undefined && /^\s*(<!doctype html|<html)/i.test(answer.body.subarray(0, 256).toString('utf8'));
  const kind = kindOfMediaType(type) ?? (sniffedHtml ? 'html' : undefined);
  if (!kind) return 'unsupportedPageType';
  return {url: answer.url.href, kind, data: asUtf8(kind, type, answer.body)};
}

/** The sources behind `text`, or an IngestRefusal when not even the first can be read. */
/** Refuses an address the guard would not fetch (not a URL, a private address), before anything is sent. */
export async function checkAddress(guard: Pick<OutgoingGuard, 'check'>, text: string): Promise<{url: URL}> {
  const first = await guard.check(text);
  if (!first.ok) throw new IngestRefusal(first.reason === 'badUrl' ? 'invalidUrl' : 'urlNotAllowed', first.detail);
  return first;
}

export async function fetchSources(guard: Guard, text: string, now = Date.now): Promise<{sources: FetchedSource[]; skipped: SkippedSource[]}> {
  const deadline = now() + crawlDeadlineMs;
  const first = await checkAddress(guard, text);
  const robotsByOrigin = new Map<string, RobotsRules>();
  const allowed = async (url: URL) => {
    let robots = robotsByOrigin.get(url.origin);
    if (!robots) {
      robots = await robotsOf(guard, url.origin);
      robotsByOrigin.set(url.origin, robots);
    }
    return robotsAllow(robots, pathOf(url));
  };

  if (!(await allowed(first.url))) throw new IngestRefusal('blockedByRobots', first.url.href);
  const answer = await get(guard, first.url.href);
  if (!answer.ok) throw new IngestRefusal(refusalOf(answer), answer.error);
  if (answer.status < 200 || answer.status >= 300) throw new IngestRefusal('fetchFailed', `status ${answer.status}`);
  // A redirect may have led elsewhere: robots.txt of where the page really is applies too.
  if (answer.url.origin !== first.url.origin && !(await allowed(answer.url))) throw new IngestRefusal('blockedByRobots', answer.url.href);

  const contentType = answer.headers['content-type'];
  if (!isSitemap(stringOf(contentType), answer.body)) {
    const source = sourceOf(answer);
    if (typeof source === 'string') throw new IngestRefusal(source, String(contentType));
    return {sources: [source], skipped: []};
  }

  // A sitemap: its pages on the same site (a sitemap index: the pages of its first sitemaps).
  const origin = answer.url.origin;
  let xml = answer.body.toString('utf8');
  const skipped: SkippedSource[] = [];
  if (/<sitemapindex[\s>]/.test(xml)) {
    const children = locations(xml).map((loc) => sameSite(loc, origin)).filter((url): url is URL => url !== undefined).slice(0, maxChildSitemaps);
    xml = '';
    for (const child of children) {
      if (!(await allowed(child))) continue;
      const sitemap = await get(guard, child.href);
      if (sitemap.ok && sitemap.status >= 200 && sitemap.status < 300) xml += sitemap.body.toString('utf8');
      else skipped.push({source: child.href, code: sitemap.ok ? 'fetchFailed' : refusalOf(sitemap)});
    }
  }
  const pages = [...new Set(locations(xml).map((loc) => sameSite(loc, origin)?.href).filter((href): href is string => href !== undefined))];
  const sources: FetchedSource[] = [];
  for (const href of pages.slice(0, maxPagesPerUrl)) {
    if (now() > deadline) {
      skipped.push({source: href, code: 'fetchFailed'});
      continue;
    }
    const url = new URL(href);
    if (!(await allowed(url))) {
      skipped.push({source: href, code: 'blockedByRobots'});
      continue;
    }
    const page = await get(guard, href);
    const source = page.ok ? sourceOf(page) : refusalOf(page);
    if (typeof source === 'string') skipped.push({source: href, code: source});
    else sources.push(source);
  }
  if (sources.length === 0 && skipped.length === 0) throw new IngestRefusal('noText', 'the sitemap lists no page of its site');
  return {sources, skipped};
}
