/**
 * GET (and HEAD) /storage/v1/object/public/{bucket}/{file}: public read of the white-papers
 * bucket (SPEC §7, §9 storage cache of 3600 s). The file is streamed as an attachment; any
 * other bucket is not public. Names are checked on the raw URL in every decoding, so no
 * spelling of "../" (or a backslash) reaches the store.
 */
import type {FastifyPluginAsync} from 'fastify';
import {limits} from '../../../src/config/site';
import {hasParentDirectorySequence, whitePaperBucket} from '../../../src/lib/forms/whitePaper';
import {sendError} from '../http/errors';
import {isSafeObjectName} from './types';

import {publicObjectPrefix} from '../../../src/config/ids';

export {publicObjectPrefix};
const publicBuckets = new Set([whitePaperBucket]);

/**
 * RFC 6266 / RFC 5987: a quoted ASCII filename for every client, plus filename* in UTF-8 when
 * the name has characters the quoted form cannot carry.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  if (fallback === name) return `attachment; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function decodeOnce(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

const storageRoutes: FastifyPluginAsync = async (app) => {
  app.get(publicObjectPrefix + '*', {compress: false}, async (request, reply) => {
    const queryStart = request.url.indexOf('?');
    const rawPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const rest = rawPath.slice(publicObjectPrefix.length);
    const decoded = decodeOnce(rest);
    if (
      decoded === undefined ||
      hasParentDirectorySequence(rest) ||
      /[\\]|%5c/i.test(rest) ||
      decoded.includes('\\')
    ) {
      return sendError(reply, 400, 'invalidPath');
    }
    const parts = decoded.split('/');
    if (parts.length === 2 && parts[1] === '') return sendError(reply, 404, 'notFound');
    // A nested or oddly named path can only be a probe: no stored object has such a name.
    if (parts.length !== 2 || !parts.every(isSafeObjectName)) {
      return sendError(reply, 400, 'invalidPath');
    }
    const [bucket, key] = parts;
    if (!publicBuckets.has(bucket)) return sendError(reply, 404, 'notFound');

    const found = await app.storage.get(bucket, key);
    if (!found) return sendError(reply, 404, 'notFound');
    const {object, stream} = found;
    return reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('content-disposition', attachmentDisposition(key))
      .header('cache-control', `public, max-age=${limits.storageCacheSeconds}`)
      .header('last-modified', object.updatedAt.toUTCString())
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
};

export default storageRoutes;
