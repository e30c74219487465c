/**
 * @jest-environment node
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

describe('the widget bundle', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'widget-build-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('builds into one self-contained script under 15 KB compressed', () => {
    execFileSync(process.execPath, [path.resolve(__dirname, '../../../src/widget/build/bundle.mjs'), dir], {stdio: 'pipe'});
    const code = readFileSync(path.join(dir, 'widget.js'), 'utf8');

    expect(zlib.gzipSync(code, {level: 9}).length).toBeLessThan(15 * 1024);
    expect(zlib.brotliCompressSync(code).length).toBeLessThan(15 * 1024);
    // A classic script (the snippet has no type="module"), with no import left to resolve.
    expect(code).not.toMatch(/^\s*import\b|\bimport\(/m);
    // No React or Docusaurus runtime slipped in through an import.
    expect(code).not.toMatch(/react|docusaurus/i);
  });
});
