/**
 * Files every new installation starts with: the product's white paper. The PDF beside this
 * file is generated from content/white-paper/ by scripts/make-white-paper.mjs (deterministic:
 * a test regenerates it and compares the bytes), so the repository holds no binary of unknown
 * origin, and the server needs no PDF library at run time.
 */
import fs from 'node:fs';
import path from 'node:path';
import {whitePaperBucket, whitePaperFile} from '../../../src/lib/forms/whitePaper';
import type {ObjectStorage} from './types';

export const seedDir = path.join(__dirname, 'seed');

export const seedFiles = [{bucket: whitePaperBucket, key: whitePaperFile}] as const;

/**
 * Copies the seed files into a bucket that holds no file yet: a new installation. A paper staff
 * deleted later stays deleted across restarts.
 */
export async function seedStorage(storage: ObjectStorage): Promise<string[]> {
  const added: string[] = [];
  for (const {bucket, key} of seedFiles) {
    if ((await storage.list(bucket)).length > 0) continue;
    await storage.put(bucket, key, fs.createReadStream(path.join(seedDir, bucket, key)));
    added.push(`${bucket}/${key}`);
  }
  return added;
}
