// `npm run dev`: the API server (restarting on change) on :3001 and Docusaurus's hot-reloading
// dev server on :3000, which proxies the API paths to it (src/plugins/devApiProxy.ts).
import {spawn} from 'node:child_process';

const apiPort = process.env.DEV_API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: {...process.env, PORT: apiPort, HOST: '127.0.0.1'},
  }),
  spawn('npx', ['docusaurus', 'start', '--port', process.env.PORT ?? '3000', ...process.argv.slice(2)], {
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
