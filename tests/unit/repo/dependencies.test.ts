/**
 * @jest-environment node
 *
 * Every package in package.json is used (issue 10 §3: "Remove dependencies nothing imports"), so a
 * dependency that loses its last import is noticed and removed. A package counts as used when
 * the code imports it, a config names it, a script runs its command, another dependency requires
 * it as a peer, or (for @types/x) TypeScript code uses x.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Manifest {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, {optional?: boolean}>;
  bin?: string | Record<string, string>;
}

const manifest = JSON.parse(read('package.json')) as Manifest;
/** The manifest of an installed package (empty when it is not installed). */
function installed(name: string): Manifest {
  try {
    return JSON.parse(read(`node_modules/${name}/package.json`)) as Manifest;
  } catch {
    return {};
  }
}

/** Used in ways no text search sees. */
const usedImplicitly: Record<string, string> = {
  '@docusaurus/faster': 'docusaurus.config.ts turns it on with future: {faster: true}',
  'jest-environment-jsdom': "jest.config.mjs names it testEnvironment: 'jsdom'",
};

const tracked = execFileSync('git', ['ls-files'], {cwd: root, encoding: 'utf8'}).split('\n');
const codeFiles = tracked.filter(
  (file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !/^(docs|versioned_docs|blog|i18n|static)\//.test(file),
);
const code = codeFiles.map(read).join('\n');
const typeScript = codeFiles.filter((file) => /\.tsx?$/.test(file)).map(read).join('\n');
const configs = tracked
  .filter((file) => /(^|\/)tsconfig[\w.]*\.json$|^[\w.]+\.config\.(ts|mjs|js)$/.test(file))
  .map(read)
  .join('\n');
const commands = [
  ...Object.values(manifest.scripts ?? {}),
  ...tracked.filter((file) => /\.sh$|^\.ci\//.test(file)).map(read),
].join('\n');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const imports = (text: string, name: string) =>
  new RegExp(`(?:from\\s*|import\\s*\\(\\s*|require(?:\\.resolve)?\\s*\\(\\s*|import\\s+)['"]${escape(name)}(?:/[^'"]*)?['"]`).test(text);
const quoted = (text: string, name: string) => new RegExp(`['"]${escape(name)}(?:/[^'"]*)?['"]`).test(text);
const asWord = (text: string, word: string) => new RegExp(`(^|[\\s'"=])${escape(word)}($|[\\s'"])`, 'm').test(text);

const listed = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})];

function binaries(name: string): string[] {
  const {bin} = installed(name);
  if (typeof bin === 'string') return [name.replace(/^@[^/]+\//, '')];
  return Object.keys(bin ?? {});
}

const requiredPeers = new Set(
  listed.flatMap((name) => {
    const {peerDependencies = {}, peerDependenciesMeta = {}} = installed(name);
    return Object.keys(peerDependencies).filter((peer) => !peerDependenciesMeta[peer]?.optional);
  }),
);

/** How a package is used, or null. */
function use(name: string): string | null {
  if (usedImplicitly[name]) return usedImplicitly[name];
  if (name.startsWith('@types/')) {
    const typed = name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2');
    if (imports(typeScript, typed)) return `TypeScript imports ${typed}`;
    if (quoted(configs, typed)) return `a tsconfig lists "${typed}" in types`;
    if (requiredPeers.has(name)) return 'a required peer';
    return null;
  }
  if (imports(code, name)) return 'imported';
  if (quoted(configs, name)) return 'named in a config';
  if ([name, ...binaries(name)].some((command) => asWord(commands, command))) return 'run by a script';
  if (requiredPeers.has(name)) return 'a required peer of another dependency';
  return null;
}

describe('package.json dependencies', () => {
  it('lists only packages the repo uses', () => {
    const unused = listed.filter((name) => use(name) === null);
    expect({unused}).toEqual({unused: []});
  });

  it('finds the uses it claims (a sample of each kind)', () => {
    expect(use('fastify')).toBe('imported');
    expect(use('@docusaurus/tsconfig')).toBe('named in a config');
    expect(use('@redocly/cli')).toBe('run by a script');
    expect(use('@swc/core')).toBe('a required peer of another dependency');
    expect(use('@types/node')).toMatch(/tsconfig|TypeScript/);
    expect(use('left-pad')).toBeNull();
  });
});
