import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {company, externalLinks} from './src/config/site';
import {createSitemapItemsWithAlternates} from './src/plugins/sitemapAlternates';
import {docsOnlyItemClass, headerItemClasses} from './src/lib/headerVariant';
import {listMarketingRoutes} from './src/config/ids';
import {ssrTemplate} from './src/config/ssrTemplate';
import {siteWidgetKey} from './src/widget/build/key';
import {siteAgentId} from './src/widget/site/config';

// Runs in Node.js at build time: no browser APIs here.

/** Every linked path is a real page: a broken link or anchor fails the build. */
const brokenLinkPolicy = 'throw';

const config = {
  title: company.name,
  tagline: 'AI agents that answer from your knowledge base, 24/7',
  favicon: 'img/favicon.svg',

  future: {
    v4: true,
    faster: true,
  },

  url: company.url,
  baseUrl: '/',
  trailingSlash: false,

  // The bundle runs after the first paint (see src/config/ssrTemplate.ts).
  ssrTemplate,

  onBrokenLinks: brokenLinkPolicy,
  onBrokenAnchors: brokenLinkPolicy,
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'es'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en-US'},
      es: {label: 'Español', htmlLang: 'es-ES'},
    },
  },

  clientModules: [
    './src/clientModules/legacyHashRedirect.ts',
    './src/clientModules/liveCodeZoneReload.ts',
    './src/clientModules/trafficBeacon.ts',
    './src/widget/site/clientModule.ts',
    './src/clientModules/tabForHash.ts',
  ],

  customFields: {
    // The site's own chat widget: its agent and public key (restricted to our origin).
    siteWidget: {agentId: siteAgentId, publicKey: siteWidgetKey()},
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'documentation',
          sidebarPath: './sidebars.ts',
          // 2.0 (the running API) is the default at /documentation; 1.0 (SPEC's API) stays at
          // /documentation/1.0 under the theme's "no longer maintained" banner, and `current`
          // previews what comes next.
          lastVersion: '2.0',
          versions: {
            current: {label: 'Next', path: 'next', banner: 'unreleased', noIndex: true},
            '2.0': {label: '2.0', banner: 'none'},
            '1.0': {label: '1.0', path: '1.0', banner: 'unmaintained'},
          },
          showLastUpdateTime: true,
        },
        blog: {
          blogTitle: `${company.name} Blog`,
          blogDescription:
            'Practical guides on AI agents for customer support: knowledge bases, human handoff and measuring ROI.',
          blogSidebarTitle: 'Recent posts',
          postsPerPage: 10,
          showReadingTime: true,
          feedOptions: {
            type: ['rss', 'atom'],
            xslt: true,
            title: `${company.name} Blog`,
            description: 'Practical guides on AI agents for customer support.',
            copyright: `Copyright © ${new Date().getFullYear()} ${company.legalName}`,
          },
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          // Private pages, and aliases whose canonical URL is another page (listed there).
          ignorePatterns: [
            '/thank-you',
            '/admin*',
            '/admin/**',
            ...listMarketingRoutes()
              .filter((route) => route.path !== route.canonicalPath)
              .map((route) => route.path),
          ].flatMap((path) => [path, `/es${path}`]),
          createSitemapItems: createSitemapItemsWithAlternates,
        },
      } satisfies Preset.Options,
    ],
  ],

  themes: [
    '@docusaurus/theme-live-codeblock',
    [
      '@easyops-cn/docusaurus-search-local',
      {
        // Offline full-text search: one index per locale and per docs version.
        hashed: true,
        language: ['en', 'es'],
        indexDocs: true,
        indexBlog: true,
        indexPages: true,
        docsRouteBasePath: 'documentation',
        docsDir: ['docs', 'versioned_docs'],
        // The unreleased docs are noindex for crawlers but must stay searchable on the site;
        // pages that are noindex for privacy are excluded by path instead.
        forceIgnoreNoIndex: true,
        // Offers "Ask the agent" for what was typed (src/plugins/askAgentSearch answers it).
        askAi: {},
        ignoreFiles: [/(^|\/)(thank-you|admin)/],
        // The try-it consoles' controls (Send request, the key field...) are the same on every
        // operation page: indexed, one word matched dozens of identical 'Try it' hits.
        // Likewise the tab list of their example requests (cURL, JavaScript, Python): "Python"
        // found every operation page; the code itself stays searchable.
        ignoreCssSelectors: ['[data-try-it]', '.api-example-languages'],
        highlightSearchTermsOnTargetPage: true,
        explicitSearchResultPath: true,
        searchResultLimits: 8,
      },
    ],
  ],

  plugins: [
    './src/plugins/devApiProxy.ts',
    './src/plugins/marketingRoutes/index.ts',
    './src/plugins/prismOnDemand/index.ts',
    './src/plugins/ssgInlineSuspense/index.ts',
    // A page takes only the components it uses from a folder's re-exporting index.ts.
    './src/plugins/componentBarrels/index.ts',
    // Non-default locales: each chunk carries the translated strings of its own modules.
    './src/plugins/inlineCodeTranslations/index.ts',
    './src/plugins/earlyHeader/index.ts',
    // .md twins, llms.txt and the agent's passages, built from the MDX and src/data sources.
    './src/plugins/agentKnowledge/index.ts',
    // `docusaurus gen-api-docs [--check]`: the API reference pages from openapi/*.json (`npm run openapi` too).
    './src/plugins/apiReference/index.ts',
    // The docs search box's "Ask the agent" row asks the site's own agent.
    './src/plugins/askAgentSearch/index.ts',
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
    colorMode: {
      respectPrefersColorScheme: true,
    },
    navbar: {
      title: company.name,
      hideOnScroll: false,
      logo: {
        alt: `${company.name} logo`,
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'custom-megaMenu', label: 'Solutions', position: 'left'},
        // Technology and use-case pages only: their #features section (src/lib/headerVariant.ts).
        {
          to: '#features',
          label: 'Features',
          position: 'left',
          className: headerItemClasses.product,
          // An in-page anchor is never "the current page".
          activeBaseRegex: '(?!)',
        },
        {to: '/case-studies', label: 'Case Studies', position: 'left', className: headerItemClasses.default},
        {to: '/pricing', label: 'Pricing', position: 'left'},
        {to: '/partners', label: 'Partners', position: 'left', className: headerItemClasses.default},
        // Follows the reader's docs version (2.0, 1.0 or next) instead of a fixed path.
        {type: 'docSidebar', sidebarId: 'docs', label: 'Documentation', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right', className: docsOnlyItemClass},
        {type: 'localeDropdown', position: 'right'},
        {href: externalLinks.platformLogin, label: 'Login', position: 'right'},
        {
          href: externalLinks.demoScheduler,
          label: 'Get Started',
          position: 'right',
          className: 'navbar__cta',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Legal',
          items: [
            {label: 'Privacy Policy', to: '/privacy-policy'},
            {label: 'Terms and Conditions', to: '/terms-and-conditions'},
            {label: 'Cookies Policy', to: '/cookies-policy'},
            {label: 'Accessibility', to: '/accessibility'},
          ],
        },
        {
          title: 'Solutions',
          items: [
            {label: 'AI Assistants', to: '/solutions/ai-assistants'},
            {label: 'Natural Language Processing', to: '/solutions/natural-language-processing'},
            {label: 'Workflow Automation', to: '/solutions/workflow-automation'},
            {label: 'Seamless Integration', to: '/solutions/seamless-integration'},
            {label: 'Advanced Analytics', to: '/solutions/advanced-analytics'},
          ],
        },
        {
          title: 'Company',
          items: [
            {label: 'About Us', to: '/about-us'},
            {label: 'Careers', to: '/careers'},
            {label: 'Blog', to: '/blog'},
            {label: 'Contact', to: '/contact'},
            {label: 'Partners', to: '/partners'},
          ],
        },
      ],
    },
    prism: {
      // github and dracula have token colours under 4.5:1; these pass WCAG AA in both modes.
      theme: {
        ...prismThemes.vsLight,
        styles: prismThemes.vsLight.styles.map((style) =>
          style.types.includes('attr-name') ? {...style, style: {...style.style, color: '#c40000'}} : style,
        ),
      },
      darkTheme: prismThemes.oceanicNext,
      additionalLanguages: ['bash', 'json', 'python', 'http'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
