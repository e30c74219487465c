/**
 * `npm run openapi` (also the first step of `npm run build`): writes the OpenAPI document the
 * server serves at /v1/openapi.json into openapi/agent-api.json, where the API reference is
 * generated from and where a change to the API shows up as a reviewed diff. The app runs on a
 * throwaway database in a temporary folder, so nothing of a local install leaks into it.
 *   npm run openapi             write the document
 *   npm run openapi -- --check  exit 1 when the committed document differs from the server's
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildApp} from '../app';
import {loadConfig} from '../config';
import {openApiFile, openApiText, openApiUrl} from '../routes/v1/openapi';

async function serverDocument(): Promise<unknown> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  const env = {
    ...process.env,
    DATABASE_URL: '',
    SQLITE_FILE: path.join(dir, 'site.db'),
    STORAGE_DIR: path.join(dir, 'storage'),
    SITE_WIDGET_KEY: '',
    SITE_WIDGET_KEY_FILE: path.join(dir, 'site-widget-key'),
    BUILD_DIR: path.join(dir, 'build'),
    LOG_LEVEL: 'silent',
  };
  const app = await buildApp(loadConfig(env));
  try {
    const response = await app.inject({method: 'GET', url: openApiUrl});
    if (response.statusCode !== 200) throw new Error(`GET ${openApiUrl} answered ${response.statusCode}`);
    return response.json();
  } finally {
    await app.close();
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

async function main() {
  const text = openApiText(await serverDocument());
  const relative = path.relative(process.cwd(), openApiFile);
  if (process.argv.includes('--check')) {
    const committed = fs.existsSync(openApiFile) ? fs.readFileSync(openApiFile, 'utf8') : '';
    if (committed !== text) {
      console.error(`${relative} differs from the server's /v1 routes: run \`npm run openapi\` and commit the result.`);
      process.exit(1);
    }
    console.log(`${relative} matches the server's /v1 routes.`);
    return;
  }
  fs.mkdirSync(path.dirname(openApiFile), {recursive: true});
  fs.writeFileSync(openApiFile, text);
  console.log(`wrote ${relative}`);
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
