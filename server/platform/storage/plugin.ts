/**
 * Object storage for the app (`app.storage`): the local disk under STORAGE_DIR, seeded on first
 * start with the product's white paper. Swapping in an S3-compatible store means passing a
 * different ObjectStorage here; routes only see the interface.
 */
import fp from 'fastify-plugin';
import {LocalDiskStorage} from './local-disk';
import {seedStorage} from './seed';
import type {ObjectStorage} from './types';

declare module 'fastify' {
  interface FastifyInstance {
    storage: ObjectStorage;
  }
}

export default fp<{storageDir: string}>(
  async function storagePlugin(app, {storageDir}) {
    const storage = new LocalDiskStorage(storageDir);
    const added = await seedStorage(storage);
    for (const file of added) app.log.info({file}, 'storage: seeded');
    app.decorate('storage', storage);
  },
  {name: 'storage'},
);
