/**
 * @jest-environment node
 *
 * The README's Layout section lists every top-level folder of the repo (issue 10 §3), so a new
 * folder cannot arrive without a line that says what it holds.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

function trackedTopLevelFolders(): string[] {
  const files = execFileSync('git', ['ls-files'], {cwd: root, encoding: 'utf8'}).split('\n');
  return [...new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0]))].sort();
}

function layoutSection(): string {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = /^## Layout\n([\s\S]*?)(?=^## )/m.exec(readme);
  if (!section) throw new Error('README.md has no "## Layout" section.');
  return section[1];
}

describe('README layout', () => {
  it('has one line for every top-level folder', () => {
    const listed = new Set([...layoutSection().matchAll(/^([\w.-]+)\/ /gm)].map((match) => match[1]));
    const missing = trackedTopLevelFolders().filter((folder) => !listed.has(folder));
    expect({missing}).toEqual({missing: []});
  });
});
