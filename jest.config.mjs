/** Three projects: browser code in jsdom, server and bench code in node. All transform with SWC. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: {syntax: 'typescript', tsx: true},
      transform: {react: {runtime: 'automatic'}},
      target: 'es2022',
    },
    module: {type: 'commonjs'},
  },
];

const transform = {'^.+\\.(t|j)sx?$': swc};

const doubles = '<rootDir>/tests/unit/doubles';

export default {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/tests/unit'],
      transform,
      setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
      moduleNameMapper: {
        '\\.(css|scss)$': 'identity-obj-proxy',
        '\\.(svg|png|jpg|jpeg|webp|gif)$': `${doubles}/file.ts`,
        '^@docusaurus/Translate$': `${doubles}/Translate.tsx`,
        '^@generated/i18n$': `${doubles}/i18n.ts`,
        '^@docusaurus/Link$': `${doubles}/Link.tsx`,
        '^@docusaurus/Head$': `${doubles}/Head.tsx`,
        '^@docusaurus/useDocusaurusContext$': `${doubles}/useDocusaurusContext.ts`,
        '^@docusaurus/useBaseUrl$': `${doubles}/useBaseUrl.ts`,
        '^@docusaurus/router$': `${doubles}/router.ts`,
        '^@docusaurus/BrowserOnly$': `${doubles}/BrowserOnly.tsx`,
        '^@docusaurus/useIsBrowser$': `${doubles}/useIsBrowser.ts`,
        '^@docusaurus/useBrokenLinks$': `${doubles}/useBrokenLinks.ts`,
        '^@theme/Layout$': `${doubles}/Layout.tsx`,
        '^@theme/Heading$': `${doubles}/Heading.tsx`,
        '^@theme/Tabs$': `${doubles}/Tabs.tsx`,
        '^@theme/TabItem$': `${doubles}/TabItem.tsx`,
        '^@theme/Details$': `${doubles}/Details.tsx`,
        '^@site/(.*)$': '<rootDir>/$1',
      },
    },
    {
      // The benchmarks' own logic (plain ES modules run by node): which figures miss a target.
      displayName: 'bench',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/bench'],
      transform: {...transform, '^.+\\.mjs$': swc},
    },
    {
      // The knowledge build's pure functions (src/lib/knowledge) and its Docusaurus plugin: the
      // unified/remark/micromark family ships ES modules only, so node_modules is transformed too.
      displayName: 'knowledge',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/knowledge'],
      transform: {...transform, '^.+\\.mjs$': swc},
      transformIgnorePatterns: [],
      moduleNameMapper: {'^@site/(.*)$': '<rootDir>/$1'},
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/server'],
      transform,
      // ES-module-only dependencies of @fastify/static and Fastify's inject.
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
      moduleNameMapper: {'^@site/(.*)$': '<rootDir>/$1'},
    },
  ],
};
