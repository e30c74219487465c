/**
 * Object storage on the local disk: <root>/<bucket>/<key>. The root lives under ./data by
 * default, outside the web root, so files are only reachable through the storage routes.
 * Writes go to a temporary file first and are renamed into place, so a reader never sees half
 * a file.
 */
import {randomUUID} from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import {Readable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import {
  contentTypeFor,
  InvalidObjectKeyError,
  isSafeObjectName,
  ObjectExistsError,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
} from './types';

export class LocalDiskStorage implements ObjectStorage {
  constructor(readonly root: string) {}

  private pathOf(bucket: string, key: string): string {
    if (!isSafeObjectName(bucket)) throw new InvalidObjectKeyError(bucket);
    if (!isSafeObjectName(key)) throw new InvalidObjectKeyError(key);
    return path.join(this.root, bucket, key);
  }

  private describe(bucket: string, key: string, stats: fs.Stats): StoredObject {
    return {bucket, key, size: stats.size, contentType: contentTypeFor(key), updatedAt: stats.mtime};
  }

  async put(bucket: string, key: string, data: Buffer | Readable, {overwrite = true}: PutOptions = {}): Promise<StoredObject> {
    const target = this.pathOf(bucket, key);
    await fsp.mkdir(path.dirname(target), {recursive: true});
    const temporary = path.join(path.dirname(target), `.${key}.${randomUUID()}.tmp`);
    try {
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, fs.createWriteStream(temporary));
      if (overwrite) {
        await fsp.rename(temporary, target);
      } else {
        // link() fails when the name is taken, in one step: two uploads of one name cannot both win.
        await fsp.link(temporary, target).catch((error: NodeJS.ErrnoException) => {
          throw error.code === 'EEXIST' ? new ObjectExistsError(key) : error;
        });
        await fsp.rm(temporary, {force: true});
      }
    } catch (error) {
      await fsp.rm(temporary, {force: true});
      throw error;
    }
    return this.describe(bucket, key, await fsp.stat(target));
  }

  async stat(bucket: string, key: string): Promise<StoredObject | undefined> {
    try {
      const stats = await fsp.stat(this.pathOf(bucket, key));
      return stats.isFile() ? this.describe(bucket, key, stats) : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async get(bucket: string, key: string) {
    const object = await this.stat(bucket, key);
    if (!object) return undefined;
    return {object, stream: fs.createReadStream(this.pathOf(bucket, key))};
  }

  async list(bucket: string): Promise<StoredObject[]> {
    if (!isSafeObjectName(bucket)) throw new InvalidObjectKeyError(bucket);
    let names: string[];
    try {
      names = await fsp.readdir(path.join(this.root, bucket));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const objects = await Promise.all(
      names.filter(isSafeObjectName).sort().map((key) => this.stat(bucket, key)),
    );
    return objects.filter((o): o is StoredObject => o !== undefined);
  }

  async delete(bucket: string, key: string): Promise<boolean> {
    try {
      await fsp.unlink(this.pathOf(bucket, key));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
}
