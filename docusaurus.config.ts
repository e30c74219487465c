import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {company, externalLinks} from './src/config/site';

// Runs in Node.js at build time: no browser APIs here.

/** Links to pages that later issues deliver are reported, not fatal, until they exist. */
const brokenLinkPolicy = 'warn';

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

  clientModules: ['./src/clientModules/legacyHashRedirect.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'documentation',
          sidebarPath: './sidebars.ts',
        },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          ignorePatterns: ['/thank-you', '/admin*', '/admin/**', '/es/thank-you', '/es/admin*', '/es/admin/**'],
        },
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-live-codeblock'],

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
        {to: '/case-studies', label: 'Case Studies', position: 'left'},
        {to: '/pricing', label: 'Pricing', position: 'left'},
        {to: '/partners', label: 'Partners', position: 'left'},
        {to: '/documentation', label: 'Documentation', position: 'left', activeBasePath: 'documentation'},
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
      copyright: `Copyright © ${new Date().getFullYear()} ${company.legalName} All rights reserved.`,
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['bash', 'json', 'python', 'php', 'ruby', 'java', 'go'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
