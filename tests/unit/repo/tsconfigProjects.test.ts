/**
 * @jest-environment node
 *
 * The tsconfig projects keep each place's globals apart (issue 10 §3): the server compiles without
 * the DOM, the site without Node's types in its own list, build-time code with Node. These checks
 * read the projects as tsc does, so a "just add DOM to the server" shortcut, or a TypeScript file
 * that no project covers (and so nothing type-checks), fails here.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../../..');

function project(configFile: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, configFile), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`${configFile} could not be read`);
  return parsed;
}

const relative = (files: readonly string[]) => files.map((file) => path.relative(root, file).split(path.sep).join('/'));
const libs = (parsed: ts.ParsedCommandLine) => (parsed.options.lib ?? []).map((lib) => lib.toLowerCase());
const hasDom = (parsed: ts.ParsedCommandLine) => libs(parsed).some((lib) => lib.includes('dom'));

const projects = {
  site: project('src/tsconfig.json'),
  buildTime: project('tsconfig.node.json'),
  server: project('server/tsconfig.json'),
  tests: project('tests/tsconfig.json'),
};

describe('tsconfig projects', () => {
  it('the root tsconfig.json lists every project (tsc -b checks them all)', () => {
    const solution = project('tsconfig.json');
    expect(solution.fileNames).toEqual([]);
    expect(relative((solution.projectReferences ?? []).map((ref) => ref.path)).sort()).toEqual(
      ['server', 'src', 'tests', 'tsconfig.node.json'].sort(),
    );
  });

  it('the server has Node and no DOM', () => {
    expect(hasDom(projects.server)).toBe(false);
    expect(projects.server.options.types).toEqual(['node']);
  });

  it('build-time code (config, sidebars, plugins) has Node and no DOM', () => {
    expect(hasDom(projects.buildTime)).toBe(false);
    expect(projects.buildTime.options.types).toContain('node');
    expect(relative(projects.buildTime.fileNames)).toEqual(
      expect.arrayContaining(['docusaurus.config.ts', 'sidebars.ts', 'src/config/ssrTemplate.ts']),
    );
  });

  it('the site has the DOM and Docusaurus types, and does not ask for Node', () => {
    expect(hasDom(projects.site)).toBe(true);
    expect(projects.site.options.types).toContain('@docusaurus/module-type-aliases');
    expect(projects.site.options.types).not.toContain('node');
    const buildTime = relative(projects.site.fileNames).filter(
      (file) => file.startsWith('src/plugins/') || file === 'src/config/ssrTemplate.ts',
    );
    expect({buildTime}).toEqual({buildTime: []});
  });

  it('every TypeScript file of the repo belongs to a project', () => {
    const covered = new Set(Object.values(projects).flatMap((parsed) => relative(parsed.fileNames)));
    const typeScript = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {cwd: root, encoding: 'utf8'})
      .split('\n')
      .filter(Boolean);
    const uncovered = typeScript.filter((file) => !covered.has(file));
    expect({uncovered}).toEqual({uncovered: []});
  });
});
