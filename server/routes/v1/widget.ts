/**
 * GET /v1/widget.js: the embeddable chat widget the docs' snippet loads, the same file the
 * build writes to /widget.js (served from the build folder, which the static site serves too).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {FastifyPluginAsync} from 'fastify';
import {v1Paths} from '../../../src/config/ids';
import {HttpError} from '../../plugins/errors';
import {errorSchema, tags} from './schemas';

const widgetRoutes: FastifyPluginAsync<{buildDir: string}> = async (app, {buildDir}) => {
  app.get(
    v1Paths.widget,
    {
      config: {keyless: true},
      schema: {
        operationId: 'getWidgetScript',
        summary: 'The chat widget script',
        description: 'The embeddable widget (JavaScript) that the website snippet loads; no key needed.',
        tags: [tags.widget],
        security: [],
        response: {
          200: {description: 'The minified script.', content: {'text/javascript': {schema: {type: 'string'}}}},
          404: {...errorSchema, description: 'notFound: the widget has not been built on this server.'},
        },
      },
    },
    async (_request, reply) => {
      let script: Buffer;
      try {
        script = await fs.readFile(path.join(buildDir, 'widget.js'));
      } catch {
        throw new HttpError(404, 'notFound', 'The widget is not built: run `npm run build`');
      }
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(script);
    },
  );
};

export default widgetRoutes;
