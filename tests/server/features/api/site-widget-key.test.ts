/** The site widget's public key (issue 12 contract): read or created once, registered hashed for agt_site. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readOrCreateSiteWidgetKey} from '../../../../server/features/api/site-widget-key';
import {hashSecret} from '../../../../server/features/api/key-queries';
import {startTestServer} from '../../helper';
import {sameDatabase} from './helper';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'widget-key-'));
});
afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

test('creates the file once (owner-only), then reads the same key', () => {
  const file = path.join(dir, 'data', 'site-widget-key');
  const key = readOrCreateSiteWidgetKey({key: undefined, file});
  expect(key).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(readOrCreateSiteWidgetKey({key: undefined, file})).toBe(key);
  expect(fs.readdirSync(path.dirname(file))).toEqual(['site-widget-key']);
});

test('SITE_WIDGET_KEY wins over the file; a key of the wrong shape stops the start', () => {
  const key = `pk_${'a'.repeat(43)}`;
  expect(readOrCreateSiteWidgetKey({key, file: path.join(dir, 'unused')})).toBe(key);
  expect(fs.existsSync(path.join(dir, 'unused'))).toBe(false);
  expect(() => readOrCreateSiteWidgetKey({key: `sk_${'a'.repeat(43)}`, file: path.join(dir, 'x')})).toThrow(/SITE_WIDGET_KEY must hold a public key/);
  const bad = path.join(dir, 'bad');
  fs.writeFileSync(bad, 'hello');
  expect(() => readOrCreateSiteWidgetKey({key: undefined, file: bad})).toThrow(/bad must hold a public key/);
});

test('two instances starting on one database register the key once; a revoked key stays revoked', async () => {
  const file = path.join(dir, 'site-widget-key');
  const first = await startTestServer({env: {SITE_WIDGET_KEY_FILE: file}});
  try {
    const second = await startTestServer({env: {SITE_WIDGET_KEY_FILE: file, ...sameDatabase(first)}});
    await second.close();
    const key = fs.readFileSync(file, 'utf8').trim();
    const rows = first.rows<{secret_hash: string; agent_id: string; name: string}>('api_keys');
    expect(rows).toEqual([expect.objectContaining({secret_hash: hashSecret(key), agent_id: 'agt_site', name: 'Site widget'})]);
    expect(first.rows('agents')).toEqual([expect.objectContaining({id: 'agt_site'})]);

    first.exec('update api_keys set revoked_at = 1');
    const third = await startTestServer({env: {SITE_WIDGET_KEY_FILE: file, ...sameDatabase(first)}});
    await third.close();
    expect(first.rows<{revoked_at: number}>('api_keys').map((row) => Number(row.revoked_at))).toEqual([1]);
  } finally {
    await first.close();
  }
});
