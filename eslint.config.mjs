/**
 * Lint, and the folder rules of DESIGN.md ("A reader should know from a file's folder what it may
 * touch") as errors instead of hopes:
 *   - src/lib (and the ids/site config) is pure logic for browser and server: no React, no theme
 *     or Docusaurus UI module, no Node built-in;
 *   - src/data holds data and types: it may call translate(), but renders nothing;
 *   - server/ imports nothing from src/components, src/pages or src/theme;
 *   - browser code does not import the build-time plugins under src/plugins, nor use Node globals;
 *   - a component (a folder with an index under src/components) is imported through that index,
 *     never through its internal files; files shared by a group of components that sit beside
 *     them, outside any component folder (e.g. Pricing/format.ts), may be imported directly;
 *   - the server is features on a platform: a file of server/features/<a>/ reaches another
 *     feature only through its index (server/features/<b>/index.ts), server/platform/ imports no
 *     feature, and no module of server/ imports itself round a circle (import-x/no-cycle; it skips
 *     type-only imports, so tests/unit/repo/import-cycles.test.ts walks src/ and server/ with them).
 * tests/unit/repo/boundaries.test.ts proves each of these fires, so none can be switched off quietly.
 */
import {existsSync, statSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import docusaurus from '@docusaurus/eslint-plugin';
import js from '@eslint/js';
import globals from 'globals';
import {createNodeResolver, importX} from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import {defineConfig} from 'eslint/config';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));


/** Turns an import specifier into an absolute path when it names a file of this repo. */
function resolveLocal(specifier, importer) {
  if (specifier.startsWith('@site/')) return path.join(root, specifier.slice('@site/'.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);
  return null;
}

const isInside = (file, folder) => file === folder || file.startsWith(folder + path.sep);

const componentsRoot = path.join(root, 'src', 'components');
const hasIndex = (dir) =>
  ['index.tsx', 'index.ts', 'index.jsx', 'index.js'].some((name) => existsSync(path.join(dir, name)));
const isDirectory = (p) => existsSync(p) && statSync(p).isDirectory();

const featuresRoot = path.join(root, 'server', 'features');
const platformRoot = path.join(root, 'server', 'platform');

/** The feature folder (server/features/<name>) that holds a path, if any. */
function owningFeature(file) {
  if (!isInside(file, featuresRoot) || file === featuresRoot) return null;
  return path.join(featuresRoot, path.relative(featuresRoot, file).split(path.sep)[0]);
}

/** True when `target` names a feature's public face: its folder or its index. */
const isFeatureIndex = (target, feature) =>
  target === feature || (path.dirname(target) === feature && /^index(\.ts)?$/.test(path.basename(target)));

/** The component folder (a folder with an index under src/components) that owns a path, if any. */
function owningComponent(target) {
  for (let dir = path.dirname(target); isInside(dir, componentsRoot) && dir !== componentsRoot; ) {
    if (hasIndex(dir)) return dir;
    dir = path.dirname(dir);
  }
  return null;
}

/** Calls `check(node, specifier)` for every static import, re-export and literal dynamic import. */
function eachImport(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const local = {
  rules: {
    'no-folder-imports': {
      meta: {
        type: 'problem',
        docs: {description: 'forbid importing files of the given repo folders (relative or @site/ paths)'},
        schema: [
          {
            type: 'object',
            properties: {
              folders: {type: 'array', items: {type: 'string'}},
              because: {type: 'string'},
            },
            required: ['folders', 'because'],
            additionalProperties: false,
          },
        ],
        messages: {forbidden: "'{{specifier}}' is in {{folder}}/: {{because}}."},
      },
      create(context) {
        const {folders, because} = context.options[0];
        return eachImport((node, specifier) => {
          const target = resolveLocal(specifier, context.filename);
          const folder = target && folders.find((f) => isInside(target, path.join(root, f)));
          if (folder) context.report({node, messageId: 'forbidden', data: {specifier, folder, because}});
        });
      },
    },
    'component-index-only': {
      meta: {
        type: 'problem',
        docs: {description: "import a component through its folder's index, not its internal files"},
        schema: [],
        messages: {
          internal:
            "'{{specifier}}' is an internal file of the component {{component}}: import '@site/{{component}}' (its index) instead, or move what you share out of the component.",
        },
      },
      create(context) {
        return eachImport((node, specifier) => {
          const target = resolveLocal(specifier, context.filename);
          if (!target || !isInside(target, componentsRoot) || isDirectory(target)) return;
          const component = owningComponent(target);
          if (!component || isInside(context.filename, component)) return;
          if (/^index(\.[jt]sx?)?$/.test(path.basename(target)) && path.dirname(target) === component) return;
          context.report({
            node,
            messageId: 'internal',
            data: {specifier, component: path.relative(root, component).split(path.sep).join('/')},
          });
        });
      },
    },
    'feature-boundaries': {
      meta: {
        type: 'problem',
        docs: {description: "a feature reaches another only through its index; the platform reaches none"},
        schema: [],
        messages: {
          internal:
            "'{{specifier}}' is an internal file of the feature {{feature}}: import '{{feature}}' (its index.ts) and export what you need from there.",
          platform:
            "'{{specifier}}' is in the feature {{feature}}: server/platform/ serves every feature and imports none of them.",
        },
      },
      create(context) {
        const importer = context.filename;
        const ownFeature = owningFeature(importer);
        const inPlatform = isInside(importer, platformRoot);
        if (!ownFeature && !inPlatform) return {};
        return eachImport((node, specifier) => {
          const target = resolveLocal(specifier, importer);
          const feature = target && owningFeature(target);
          if (!feature || feature === ownFeature) return;
          const data = {specifier, feature: path.relative(root, feature).split(path.sep).join('/')};
          if (inPlatform) context.report({node, messageId: 'platform', data});
          else if (!isFeatureIndex(target, feature)) context.report({node, messageId: 'internal', data});
        });
      },
    },
  },
};

const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));

/** Restrictions shared by the folders whose code runs in both the browser and Node. */
const sharedCodeRestrictions = [
  {
    group: ['react', 'react/**', 'react-dom', 'react-dom/**'],
    message: 'src/lib and src/config hold pure logic shared by browser and server: no React.',
  },
  {
    group: ['@theme/**', '@theme-original/**', '@theme-init/**', '@docusaurus/**'],
    allowTypeImports: true,
    message: 'src/lib and src/config are shared with the server: no theme or Docusaurus runtime module.',
  },
  {
    group: ['node:*', ...nodeBuiltins, ...nodeBuiltins.map((name) => `${name}/**`)],
    message: 'src/lib and src/config run in the browser too: no Node built-in module.',
  },
];

const languageNeutralText = [
  ...['·', '—', '–', '-', '/', '|', '×', '→', '←', '↑', '↓', '•', '*', ':', '.', ',', '(', ')', '+', '%', '$', '&', '©'],
  '404',
];

const browserFolders = ['src/components', 'src/pages', 'src/theme'];
/** Code under src/ that Docusaurus runs in Node at build time (tsconfig.node.json). */
const buildTimeFiles = ['src/plugins/**', 'src/config/ssrTemplate.ts', 'src/widget/build/**'];

export default defineConfig(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      'node_modules/**',
      'i18n/**',
      'versioned_docs/**',
      'versioned_sidebars/**',
      'docs/**',
      'blog/**',
      'static/**',
      'content/**',
      'data/**',
      '.e2e/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  // A disable comment that no longer silences anything is reported, as a warning: it is stale, not wrong.
  {linterOptions: {reportUnusedDisableDirectives: 'warn'}},
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: {local, '@docusaurus': docusaurus},
    languageOptions: {ecmaVersion: 2022, sourceType: 'module'},
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_'},
      ],
      'local/component-index-only': 'error',
      // Input normalisation matches control characters on purpose (NUL, CR/LF injection, SPEC's
      // text rules); the rule would only ask for a disable comment at each of those places.
      'no-control-regex': 'off',
    },
  },

  // The two classic hook rules (the React Compiler rules of the plugin's preset are not adopted).
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn'},
  },

  // Type-aware checks for promises, the mistakes the compiler lets through; each file is checked
  // with the tsconfig project of the place it runs (see tsconfig.json).
  {
    files: ['server/**/*.ts', 'src/lib/**/*.ts'],
    languageOptions: {parserOptions: {projectService: true, tsconfigRootDir: root}},
    rules: {
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/only-throw-error': 'error',
    },
  },

  // Where code runs decides its globals.
  {
    files: ['src/**/*.{ts,tsx,js}'],
    languageOptions: {globals: globals.browser},
  },
  {
    files: [
      'server/**',
      'scripts/**',
      'bench/**',
      'tests/server/**',
      'tests/e2e/**',
      ...buildTimeFiles,
      '*.{ts,mjs,js}',
    ],
    languageOptions: {globals: globals.node},
  },
  {
    // CommonJS files (e.g. a webpack loader) load their dependencies with require().
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {files: ['tests/unit/**'], languageOptions: {globals: {...globals.jest, ...globals.browser}}},
  {files: ['tests/server/**'], languageOptions: {globals: globals.jest}},

  // Browser code: the site's tsconfig cannot leave Node's types out (Docusaurus's own client
  // typings pull them in), so the lint keeps Node's globals out. The bundler replaces
  // process.env.NODE_ENV; nothing else of `process` exists in the browser.
  {
    files: ['src/**/*.{ts,tsx,js}'],
    ignores: buildTimeFiles,
    rules: {
      'no-restricted-globals': [
        'error',
        ...['Buffer', '__dirname', '__filename', 'require', 'module', 'exports', 'global', 'setImmediate'].map(
          (name) => ({name, message: `${name} is Node's; this code runs in the browser.`}),
        ),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Identifier[name='process']:not(MemberExpression[property.name='NODE_ENV'] > MemberExpression.object[property.name='env'] > Identifier.object)",
          message: 'Only process.env.NODE_ENV exists in the browser (the bundler inlines it).',
        },
      ],
    },
  },

  // Docusaurus's rules for the site's UI: every visible string is translatable, links and
  // headings use the theme's components.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@docusaurus/string-literal-i18n-messages': 'error',
      // Warnings, as in the plugin's recommended set: today's plain <a> and <hN> elements are
      // many and mostly in files issue 10 rewrites; raise to 'error' once they are gone.
      '@docusaurus/no-html-links': 'warn',
      '@docusaurus/prefer-docusaurus-heading': 'warn',
    },
  },
  {
    files: ['src/pages/**/*.tsx', 'src/components/**/*.tsx', 'src/theme/**/*.tsx'],
    rules: {
      '@docusaurus/no-untranslated-text': [
        'error',
        // Symbols, separators and numbers that read the same in every language.
        {ignoredStrings: languageNeutralText},
      ],
    },
  },

  // The folder rules.
  {
    files: ['src/lib/**', 'src/config/ids.ts', 'src/config/site.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {patterns: sharedCodeRestrictions}],
      'local/no-folder-imports': [
        'error',
        {
          folders: [...browserFolders, 'src/plugins'],
          because: 'src/lib and src/config are shared with the server and the build; UI and plugins depend on them, not the reverse',
        },
      ],
    },
  },
  {
    files: ['src/data/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@docusaurus/Translate',
              importNames: ['default'],
              message: 'src/data holds data and types: call translate(), render <Translate> in a component.',
            },
          ],
          patterns: [
            {
              group: ['react', 'react/**', 'react-dom', 'react-dom/**', '@theme/**', '@theme-original/**'],
              message: 'src/data holds data and types only: no React and no theme component.',
            },
            {
              group: ['@docusaurus/**', '!@docusaurus/Translate'],
              allowTypeImports: true,
              message: 'src/data holds data and types only: translate() is the one Docusaurus runtime it uses.',
            },
            {
              group: ['node:*', ...nodeBuiltins],
              message: 'src/data is bundled for the browser: no Node built-in module.',
            },
          ],
        },
      ],
      'local/no-folder-imports': [
        'error',
        {
          folders: [...browserFolders, 'src/plugins'],
          because: 'src/data holds data and types only; components render it, not the reverse',
        },
      ],
    },
  },
  {
    files: ['src/components/**', 'src/pages/**', 'src/theme/**', 'src/clientModules/**', 'src/widget/*.ts', 'src/widget/site/**', 'src/widget/preview/**'],
    rules: {
      'local/no-folder-imports': [
        'error',
        {
          folders: ['src/plugins', 'src/widget/build', 'server'],
          because:
            'browser code does not import build-time code (plugins, the widget\'s key and build) or the server; shared identities live in src/config/ids.ts',
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@theme/**', '@theme-original/**', '@site/**'],
              message:
                'server/ runs in Node without the site bundler: no theme alias, and relative paths instead of @site/.',
            },
          ],
        },
      ],
      'local/no-folder-imports': [
        'error',
        {
          folders: browserFolders,
          because: 'server/ never imports UI code; share logic through src/lib or src/config',
        },
      ],
      'local/feature-boundaries': 'error',
    },
  },
  {
    // Module cycles: a circle of imports leaves one of its modules half-loaded at start-up.
    files: ['server/**/*.ts'],
    plugins: {'import-x': importX},
    settings: {
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': {'@typescript-eslint/parser': ['.ts']},
      'import-x/resolver-next': [createNodeResolver({extensions: ['.ts', '.js', '.mjs', '.json']})],
    },
    rules: {'import-x/no-cycle': ['error', {ignoreExternal: true}]},
  },

  // Tests may reach into what they test, and load modules lazily with require() (jest runs them
  // as CommonJS) to control when a module's side effects happen.
  {
    files: ['tests/**'],
    rules: {'local/component-index-only': 'off', '@typescript-eslint/no-require-imports': 'off'},
  },

);
