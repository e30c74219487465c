import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {whitePaperFile} from '../../../../src/lib/forms/whitePaper';

const root = path.join(__dirname, '../../../..');
const committed = path.join(root, 'server/platform/storage/seed/white-papers', whitePaperFile);

describe('the shipped white paper', () => {
  test('is exactly what scripts/make-white-paper.mjs makes from content/white-paper (twice the same bytes)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'white-paper-'));
    try {
      for (const name of ['a.pdf', 'b.pdf']) {
        execFileSync(process.execPath, ['scripts/make-white-paper.mjs', '--out', path.join(dir, name)], {cwd: root});
      }
      const a = fs.readFileSync(path.join(dir, 'a.pdf'));
      expect(a.equals(fs.readFileSync(path.join(dir, 'b.pdf')))).toBe(true);
      expect(a.equals(fs.readFileSync(committed))).toBe(true);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }, 30_000);

  test('is a real multi-page PDF about the benchmark study', () => {
    const pdf = fs.readFileSync(committed);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(4);
    expect(pdf.toString('latin1')).toContain('(AI Agents vs. Human Support Agents)');
  });
});
