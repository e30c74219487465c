/**
 * On-the-fly brotli/gzip for dynamic answers (JSON, generated pages). The built site does not
 * come through here: its files are compressed once at build time (scripts/precompress.mjs) and
 * sent as they are, which is both smaller and cheaper than compressing on every request.
 */
import compress from '@fastify/compress';
import {constants} from 'node:zlib';
import fp from 'fastify-plugin';

export default fp(
  async function compressionPlugin(app) {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      // Request bodies are small JSON; a compressed one is more likely a zip bomb than a client.
      globalDecompression: false,
      brotliOptions: {params: {[constants.BROTLI_PARAM_QUALITY]: 4}},
    });
  },
  {name: 'compression'},
);
