/**
 * The browser's only way to the white paper endpoints (SPEC §7): the landing/case-study
 * download flow and the pricing/case-studies request.
 */
import {formEndpoints, offeredWhitePaperEndpoint} from '../../config/ids';
import type {honeypotField} from '../forms/common';
import {flowErrorCodes, whitePaperDownloadMessages, whitePaperRequestMessages} from '../forms/messages';
import {
  publicObjectPath,
  safeWhitePaperPath,
  whitePaperBucket,
} from '../forms/whitePaper';
import type {WhitePaperDownloadRequest} from '../forms/schemas/whitePaperDownload';
import type {WhitePaperRequest} from '../forms/schemas/whitePaperRequest';
import {functionsPath, postFunction, type ApiResult} from './client';

type Trap = {[K in typeof honeypotField]?: string};

export type WhitePaperDownloadSubmission = WhitePaperDownloadRequest & Trap;
export type WhitePaperRequestSubmission = WhitePaperRequest & Trap;

export type DownloadOutcome = {ok: true; downloadUrl: string} | {ok: false; error: string; code?: string};

/** The paper the forms offer, and staff's title and description for it (none until staff offer one). */
export type OfferedWhitePaper = {file: string; title?: string; description?: string};

const nonEmptyText = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * The paper the forms offer now, as staff chose and described it on /admin-whitepaper;
 * undefined when the server cannot say (the caller then uses the paper and copy the page was
 * built with).
 */
export async function offeredWhitePaper(fetchImpl?: typeof fetch): Promise<OfferedWhitePaper | undefined> {
  try {
    // Inside the try: where there is no fetch at all, the answer is "cannot say", not an error.
    const response = await (fetchImpl ?? fetch)(`${functionsPath}/${offeredWhitePaperEndpoint}`, {
      method: 'GET',
      credentials: 'same-origin',
    });
    const body = response.ok ? ((await response.json()) as {file?: unknown; title?: unknown; description?: unknown} | null) : null;
    const file = nonEmptyText(body?.file);
    if (!file) return undefined;
    // Title and description come as a pair: half an offer shows the page's own copy instead.
    const [title, description] = [nonEmptyText(body?.title), nonEmptyText(body?.description)];
    return title && description ? {file, title, description} : {file};
  } catch {
    return undefined;
  }
}

/**
 * SPEC §8 "Download (landing)": the path is checked ('Invalid file path'), the paper's direct
 * public URL is tried first ('Failed to generate public URL for the white paper' when it is not
 * there), then the download call records the request and answers the link ('Failed to
 * generate download link' when it answers none). The server's own refusal text is passed on;
 * a network failure reads 'Failed to process your download request. Please try again later.'
 */
export async function downloadWhitePaper(
  submission: WhitePaperDownloadSubmission,
  fetchImpl: typeof fetch = fetch,
): Promise<DownloadOutcome> {
  const {invalidPath, publicUrlFailed, linkFailed, processFailed} = whitePaperDownloadMessages;
  const path = safeWhitePaperPath(submission.filePath);
  if (!path.ok) return {ok: false, error: invalidPath, code: path.code};

  const directUrl = publicObjectPath(whitePaperBucket, path.file);
  try {
    const probe = await fetchImpl(directUrl, {method: 'HEAD', credentials: 'same-origin'});
    if (!probe.ok) return {ok: false, error: publicUrlFailed, code: flowErrorCodes.paperMissing};
  } catch {
    return {ok: false, error: processFailed};
  }

  const result = await postFunction<{downloadUrl?: unknown}>(
    formEndpoints.whitePaperDownload,
    {...submission, filePath: path.file},
    processFailed,
    fetchImpl,
  );
  if (!result.ok) {
    return result.status === 0 ? {ok: false, error: processFailed} : {ok: false, error: result.error, code: result.code};
  }
  const {downloadUrl} = result.data;
  if (typeof downloadUrl !== 'string' || downloadUrl === '') return {ok: false, error: linkFailed, code: flowErrorCodes.linkFailed};
  return {ok: true, downloadUrl};
}

/**
 * SPEC §3 pricing/case-studies variant. A network failure answers the spec's exception text
 * ('An error occurred while downloading the white paper'); a refusal carries the server's text
 * or 'Failed to download white paper'. On success `data.downloadUrl` is the paper's link.
 */
export async function requestWhitePaper(
  request: WhitePaperRequestSubmission,
  fetchImpl?: typeof fetch,
): Promise<ApiResult<{downloadUrl?: string}>> {
  const result = await postFunction<{downloadUrl?: string}>(
    formEndpoints.whitePaperRequest,
    request,
    whitePaperRequestMessages.failed,
    fetchImpl,
  );
  if (!result.ok && result.status === 0) return {...result, error: whitePaperRequestMessages.exception};
  return result;
}
