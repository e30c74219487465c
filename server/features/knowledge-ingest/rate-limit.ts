/**
 * Uploads and URL fetches per key and per address, counted per minute in the database
 * (api_key_usage, the table the /v1 rate limit counts in), so the limit holds across every
 * instance (KNOWLEDGE_IMPORTS_PER_MINUTE, 20 by default). The counters are named `ingest:key:<id>` and `ingest:ip:<address>`.
 */
import type {Kysely} from 'kysely';
import {countKeyRequest} from '../../platform/database/minute-counter';
import type {Database} from '../../platform/database/schema';
import {IngestRefusal} from './messages';

export async function countIngestRequest(db: Kysely<Database>, keyId: string, address: string, limit: number): Promise<void> {
  const [byKey, byAddress] = await Promise.all([countKeyRequest(db, `ingest:key:${keyId}`), countKeyRequest(db, `ingest:ip:${address}`)]);
  if (byKey.count > limit || byAddress.count > limit) throw new IngestRefusal('ingestRateLimited');
}
