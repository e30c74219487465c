/**
 * @jest-environment node
 *
 * The folder rules of DESIGN.md are enforced by eslint.config.mjs. These probes lint small snippets
 * at paths inside each folder with the project's real config, so switching a rule off, or
 * narrowing its files, fails here. The allowed imports next to them keep the rules from creeping
 * over legitimate code.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

interface Probe {
  /** Where the snippet pretends to live (it is never written to disk). */
  file: string;
  code: string;
  /** The rule that must report it, or null when the import is allowed. */
  rule: string | null;
}

interface Finding {
  file: string;
  code: string;
  rules: string[];
}

/** Lints every probe in one ESLint run (a child process: ESLint loads its ES-module config). */
function lint(probes: Probe[]): Finding[] {
  const script = `
    import {ESLint} from 'eslint';
    import tseslint from 'typescript-eslint';
    const probes = JSON.parse(process.env.LINT_PROBES);
    // The boundary rules need no type information, and the snippets are not on disk.
    const eslint = new ESLint({cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked});
    const out = [];
    for (const {file, code} of probes) {
      const [result] = await eslint.lintText(code, {filePath: file});
      out.push({file, code, rules: result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message)});
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: {...process.env, LINT_PROBES: JSON.stringify(probes)},
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as Finding[];
}

/** A component (folder with an index) and one of its internal files, found at test time so the
 * probe survives components being renamed or restructured. */
function findComponentWithInternalFile(): {component: string; internal: string} {
  const components = path.join(root, 'src/components');
  const walk = (dir: string): {component: string; internal: string} | null => {
    const names = readdirSync(dir);
    const isComponent = names.some((name) => /^index\.tsx?$/.test(name));
    if (isComponent) {
      const internal = names.find((name) => /\.tsx?$/.test(name) && !/^index\./.test(name));
      if (internal) {
        return {
          component: path.relative(root, dir),
          internal: path.relative(root, path.join(dir, internal.replace(/\.tsx?$/, ''))),
        };
      }
    }
    for (const name of names) {
      const child = path.join(dir, name);
      if (statSync(child).isDirectory()) {
        const found = walk(child);
        if (found) return found;
      }
    }
    return null;
  };
  const found = walk(components);
  if (!found) throw new Error('No component with an internal file under src/components: pick another probe target.');
  return found;
}

const target = findComponentWithInternalFile();
const otherComponentFile = 'src/components/__LintProbe/index.tsx';
const restricted = '@typescript-eslint/no-restricted-imports';
const folderRule = 'local/no-folder-imports';
const indexRule = 'local/component-index-only';
const untranslated = '@docusaurus/no-untranslated-text';
const featureRule = 'local/feature-boundaries';
const cycleRule = 'import-x/no-cycle';

/**
 * Real modules that close a circle: a probe pretending to be `file` imports `imports`, and the
 * module that resolves to (`other`, on disk) already imports `file` back.
 */
const cycles = [
  // A feature's file importing its own index, which re-exports the file.
  {file: 'server/features/webhooks/plugin.ts', imports: './index', other: 'server/features/webhooks/index.ts', back: './plugin'},
  // Two query modules of one feature.
  {file: 'server/features/contacts/sandbox-queries.ts', imports: './queries', other: 'server/features/contacts/queries.ts', back: './sandbox-queries'},
  // A feature's queries reaching back into the service that stores through them.
  {file: 'server/features/forms/queries.ts', imports: './service', other: 'server/features/forms/service.ts', back: './queries'},
  // Two features through their indexes: a sandbox is made with the API's keys and knowledge
  // (sandbox/queries.ts imports '../api'), so the API's handoff cannot ask the sandbox back.
  {file: 'server/features/api/handoff.ts', imports: '../sandbox', other: 'server/features/sandbox/queries.ts', back: '../api'},
];

/** A snippet that imports (and uses) the default export of `specifier`. */
const importOf = (specifier: string) => `import X from '${specifier}';\nexport const x = X;`;

const probes: Probe[] = [
  // src/lib: pure logic for browser and server.
  {file: 'src/lib/__probe.ts', code: importOf('react'), rule: restricted},
  {file: 'src/lib/__probe.ts', code: importOf('react/jsx-runtime'), rule: restricted},
  {file: 'src/lib/__probe.ts', code: importOf('@theme/Layout'), rule: restricted},
  {file: 'src/lib/__probe.ts', code: importOf('@docusaurus/Link'), rule: restricted},
  {file: 'src/lib/forms/__probe.ts', code: importOf('node:fs'), rule: restricted},
  {file: 'src/lib/__probe.ts', code: importOf('path'), rule: restricted},
  {file: 'src/lib/__probe.ts', code: importOf('fs/promises'), rule: restricted},
  {file: 'src/lib/__probe.ts', code: importOf(`../components/${path.basename(target.component)}`), rule: folderRule},
  {file: 'src/config/ids.ts', code: importOf('react'), rule: restricted},
  {file: 'src/lib/__probe.ts', code: importOf('../config/site'), rule: null},
  {file: 'src/lib/__probe.ts', code: "import type {Config} from '@docusaurus/types';\nexport type X = Config;", rule: null},

  // Browser code (src/lib too: it is bundled) uses no Node global; build-time plugins may.
  {file: otherComponentFile, code: "export const x = Buffer.from('a');", rule: 'no-restricted-globals'},
  {file: 'src/lib/__probe.ts', code: 'export const x = process.env.API_URL;', rule: 'no-restricted-syntax'},
  {file: 'src/theme/__probe.tsx', code: 'export const x = process.cwd();', rule: 'no-restricted-syntax'},
  {file: 'src/lib/__probe.ts', code: "export const x = process.env.NODE_ENV === 'production';", rule: null},
  {file: 'src/plugins/__probe.ts', code: 'export const x = process.cwd();', rule: null},

  // Visible text in pages, components and theme parts goes through <Translate> / translate().
  {file: otherComponentFile, code: 'export default () => <p>Hello</p>;', rule: untranslated},
  {file: 'src/pages/__probe.tsx', code: 'export default () => <h1>{`Pricing`}</h1>;', rule: untranslated},
  {file: 'src/theme/__probe.tsx', code: 'export default () => <span>Read more</span>;', rule: untranslated},
  {file: otherComponentFile, code: 'export default () => <p>404 · <b>→</b></p>;', rule: null},

  // src/data: data and types; translate() but no components.
  {file: 'src/data/__probe.ts', code: importOf('@docusaurus/Translate'), rule: restricted},
  {file: 'src/data/__probe.ts', code: importOf('react'), rule: restricted},
  {file: 'src/data/__probe.ts', code: importOf('node:fs'), rule: restricted},
  {file: 'src/data/__probe.ts', code: importOf(`@site/${target.component}`), rule: folderRule},
  {file: 'src/data/__probe.ts', code: "import {translate} from '@docusaurus/Translate';\nexport const x = translate;", rule: null},

  // server/: never UI code, however it is spelled.
  {file: 'server/__probe.ts', code: importOf(`../${target.component}`), rule: folderRule},
  {file: 'server/platform/http/__probe.ts', code: importOf('../../../src/pages/index'), rule: folderRule},
  {file: 'server/__probe.ts', code: importOf('../src/theme/Root'), rule: folderRule},
  {file: 'server/__probe.ts', code: importOf(`@site/${target.component}`), rule: restricted},
  {file: 'server/__probe.ts', code: importOf('@theme/Layout'), rule: restricted},
  {file: 'server/__probe.ts', code: importOf('../src/config/site'), rule: null},

  // server/features/<a>: another feature only through its index; server/platform: no feature.
  {file: 'server/features/webhooks/__probe.ts', code: importOf('../knowledge-ingest/limits'), rule: featureRule},
  {file: 'server/features/webhooks/__probe.ts', code: `export * from '../knowledge-ingest/robots';`, rule: featureRule},
  {file: 'server/features/webhooks/__probe.ts', code: importOf('../knowledge-ingest'), rule: null},
  {file: 'server/features/webhooks/__probe.ts', code: importOf('../knowledge-ingest/index'), rule: null},
  {file: 'server/features/webhooks/__probe.ts', code: importOf('./relay'), rule: null},
  {file: 'server/features/webhooks/__probe.ts', code: importOf('../../platform/job-queue'), rule: null},
  // The forms hand out the paper white-papers offers: through its index only.
  {file: 'server/features/forms/__probe.ts', code: importOf('../white-papers/queries'), rule: featureRule},
  {file: 'server/features/forms/__probe.ts', code: importOf('../white-papers'), rule: null},
  // The sandbox bumps the knowledge version the API keeps: through its index only.
  {file: 'server/features/sandbox/__probe.ts', code: importOf('../api/knowledge-queries'), rule: featureRule},
  {file: 'server/features/sandbox/__probe.ts', code: importOf('../api'), rule: null},
  {file: 'server/platform/__probe.ts', code: importOf('../features/webhooks'), rule: featureRule},
  {file: 'server/platform/__probe.ts', code: importOf('../features/knowledge-ingest/limits'), rule: featureRule},
  {file: 'server/platform/__probe.ts', code: importOf('./job-queue'), rule: null},

  // server/: no import cycle, inside a feature or outside; a type-only import is no cycle.
  ...cycles.map(({file, imports}) => ({file, code: `import * as X from '${imports}';\nexport const x = X;`, rule: cycleRule})),
  ...cycles.map(({file, imports}) => ({file, code: `import type * as X from '${imports}';\nexport type x = typeof X;`, rule: null})),

  // Components: another component only through its index; no build-time plugin in the browser.
  {file: otherComponentFile, code: importOf(`@site/${target.internal}`), rule: indexRule},
  {file: otherComponentFile, code: importOf(`../../../${target.internal}`), rule: indexRule},
  {file: 'src/pages/__probe.tsx', code: `export {default} from '@site/${target.internal}';`, rule: indexRule},
  {
    file: 'src/theme/__probe.tsx',
    code: `const X = import('@site/${target.internal}');\nexport default X;`,
    rule: indexRule,
  },
  {file: otherComponentFile, code: importOf('@site/src/plugins/marketingRoutes'), rule: folderRule},
  // The widget's key and bundling step run in Node: neither a page nor the widget's own script takes them.
  {file: otherComponentFile, code: importOf('@site/src/widget/build/key'), rule: folderRule},
  {file: 'src/widget/__probe.ts', code: importOf('./build/key'), rule: folderRule},
  {file: otherComponentFile, code: importOf(`@site/${target.component}`), rule: null},
  {file: otherComponentFile, code: importOf(`@site/${target.component}/index`), rule: null},
  {file: `${target.component}/__probe.tsx`, code: importOf(`./${path.basename(target.internal)}`), rule: null},
];

describe('the folder rules are enforced by the lint', () => {
  const findings = lint(probes);

  it.each(probes.map((probe, i) => [probe.rule ?? 'nothing', probe.file, i] as const))(
    'reports %s for a snippet in %s (probe %#)',
    (rule, _file, i) => {
      const {code, rules} = findings[i];
      if (rule === 'nothing') expect({code, rules}).toEqual({code, rules: []});
      else expect({code, rules}).toEqual({code, rules: expect.arrayContaining([rule])});
    },
  );

  it('probes a component that exists', () => {
    expect(existsSync(path.join(root, target.component))).toBe(true);
  });

  it.each(cycles)('closes a real circle: $other imports $back', ({other, back}) => {
    expect(readFileSync(path.join(root, other), 'utf8')).toContain(`from '${back}'`);
  });
});
