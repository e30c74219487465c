/**
 * /v1 keeps text as it was sent (no cleaning as in the forms), so a NUL or a lone surrogate would
 * reach the database, the index and webhooks: PostgreSQL refuses NUL in text, and a lone surrogate
 * is not valid UTF-8. Such a value is refused before validation with 400 invalidRequest naming
 * its field, the way schema refusals name theirs (`visitor.name`, `tags.0`).
 */
import type {FastifyRequest} from 'fastify';
import {hasUnstorableCharacters} from '../../../src/lib/forms/common';
import {HttpError} from '../../platform/http/errors';

/** The path of the first string in `value` (key names included) holding an unstorable character. */
export function unstorableField(value: unknown, at = ''): string | undefined {
  const join = (key: string) => (at ? `${at}.${key}` : key);
  if (typeof value === 'string') return hasUnstorableCharacters(value) ? at : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableField(item, join(String(index)));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasUnstorableCharacters(key)) return join(key);
    const found = unstorableField(item, join(key));
    if (found !== undefined) return found;
  }
  return undefined;
}

export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [['body', request.body], ['querystring', request.query]] as const) {
    const field = unstorableField(value);
    if (field === undefined) continue;
    throw new HttpError(400, 'invalidRequest', `${field || part} must not contain NUL characters or lone surrogates`);
  }
}
