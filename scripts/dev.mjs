// `npm run dev`: the API server (restarting on change) on :3001 and Docusaurus's hot-reloading
// dev server on :3000, which proxies the API paths to it (src/plugins/devApiProxy.ts).
import {spawn, spawnSync} from 'node:child_process';

const apiPort = process.env.DEV_API_PORT ?? '3001';
const sitePort = process.env.PORT ?? '3000';
// The pages come from the dev server's port, not the API's: let them post to the API.
const devOrigins = [`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`];
// The chat widget is its own bundle, not part of Docusaurus's dev build: bundle it into the
// build folder the API serves (/widget.js and /v1/widget.js, proxied below). The agent answers
// from the passages of the last `npm run build`, if there is one.
const widget = spawnSync(process.execPath, ['src/widget/build/bundle.mjs'], {stdio: 'inherit'});
if (widget.status !== 0) process.exit(widget.status ?? 1);

const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: '127.0.0.1',
      ALLOWED_ORIGINS: [process.env.ALLOWED_ORIGINS, ...devOrigins].filter(Boolean).join(','),
    },
  }),
  spawn('npx', ['docusaurus', 'start', '--port', sitePort, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {...process.env, DEV_API_URL: `http://127.0.0.1:${apiPort}`},
  }),
];

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());
