/**
 * What the server needs from object storage: buckets of named files. The local-disk store
 * implements it today; an S3-compatible store can replace it behind the same interface.
 */
import type {Readable} from 'node:stream';

export type StoredObject = {
  bucket: string;
  key: string;
  size: number;
  contentType: string;
  updatedAt: Date;
};

export type PutOptions = {
  /** false: refuse with ObjectExistsError when the key is taken, checked at the moment of writing. */
  overwrite?: boolean;
};

export interface ObjectStorage {
  /**
   * Writes (or replaces) an object. A failed write (the stream errors, the key is taken)
   * leaves nothing behind.
   */
  put(bucket: string, key: string, data: Buffer | Readable, options?: PutOptions): Promise<StoredObject>;
  /** Streams an object, or undefined when it does not exist. */
  get(bucket: string, key: string): Promise<{object: StoredObject; stream: Readable} | undefined>;
  stat(bucket: string, key: string): Promise<StoredObject | undefined>;
  list(bucket: string): Promise<StoredObject[]>;
  /** True when something was deleted. */
  delete(bucket: string, key: string): Promise<boolean>;
}

export class InvalidObjectKeyError extends Error {
  constructor(key: string) {
    super(`Invalid object key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidObjectKeyError';
  }
}

export class ObjectExistsError extends Error {
  constructor(readonly key: string) {
    super(`Object exists: ${key}`);
    this.name = 'ObjectExistsError';
  }
}

/**
 * Bucket and object names the store accepts: flat, visible names of safe characters. Checked
 * by every implementation, so no caller can reach outside a bucket whatever it passes.
 */
const safeName = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isSafeObjectName(name: string): boolean {
  return safeName.test(name) && !name.includes('..');
}

const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

export function contentTypeFor(key: string): string {
  const extension = key.split('.').pop()?.toLowerCase() ?? '';
  return contentTypes[extension] ?? 'application/octet-stream';
}
