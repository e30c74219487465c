/**
 * The theme's SiteMetadata (theme-classic 3.10, ejected) with one change: the hreflang
 * alternates name the page's canonical path, so a page served at a second address
 * (/solutions/workflow-automation shows /use-cases/process-automation) points search engines
 * at the canonical page's English and Spanish versions, as the sitemap does. The theme builds
 * them from the address in the browser bar, and a later <Head> cannot remove its links.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
import {useLocation} from '@docusaurus/router';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import SearchMetadata from '@theme/SearchMetadata';
import {alternatesFor, canonicalNeutralPath, currentLocaleLayout} from '@site/src/lib/seo/alternates';
import {usePluginData} from '@docusaurus/useGlobalData';
import {pageUrlOf, twinPath} from '@site/src/lib/knowledge/twin';

/** The Open Graph protocol writes locales with an underscore (en_US), HTML with a dash. */
function openGraphLocale(htmlLang: string): string {
  return htmlLang.replace('-', '_');
}

/** The current page's path without the locale's base URL and without a leading slash. */
function useNeutralPath(): string {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const base = siteConfig.baseUrl;
  if (pathname.startsWith(base)) return pathname.slice(base.length);
  // The locale root without its trailing slash ('/es').
  if (`${pathname}/` === base) return '';
  return pathname.replace(/^\/+/, '');
}

function AlternateLangHeaders(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {layout} = currentLocaleLayout({url: siteConfig.url, baseUrl: siteConfig.baseUrl, i18n});
  const canonicalPath = canonicalNeutralPath(useNeutralPath());
  const currentHtmlLang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return (
    <Head>
      {alternatesFor(layout, canonicalPath).map(({lang, url}) => (
        <link key={lang} rel="alternate" href={url} hrefLang={lang} />
      ))}
      <meta property="og:locale" content={openGraphLocale(currentHtmlLang)} />
      {Object.values(i18n.localeConfigs)
        .filter((config) => config.htmlLang !== currentHtmlLang)
        .map((config) => (
          <meta
            key={`meta-og-${config.htmlLang}`}
            property="og:locale:alternate"
            content={openGraphLocale(config.htmlLang)}
          />
        ))}
    </Head>
  );
}

/** Default canonical URL: the page's own address (pages served twice override it via <Seo>). */
function CanonicalUrlHeaders(): ReactNode {
  const {
    siteConfig: {url: siteUrl, baseUrl, trailingSlash},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const canonicalUrl = siteUrl + applyTrailingSlash(useBaseUrl(pathname), {trailingSlash, baseUrl});
  return (
    <Head>
      <meta property="og:url" content={canonicalUrl} />
      <link rel="canonical" href={canonicalUrl} />
    </Head>
  );
}

/** The page's Markdown twin (written by src/plugins/agentKnowledge), for agents and readers of Markdown. */
function MarkdownTwinLink(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const data = usePluginData('agent-knowledge') as {pagesWithTwin: string[]} | undefined;
  const pageUrl = pageUrlOf(pathname, siteConfig.baseUrl);
  if (!data?.pagesWithTwin.includes(pageUrl)) return null;
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={twinPath(pageUrl)} />
    </Head>
  );
}

export default function SiteMetadata(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {metadata, image: defaultImage} = useThemeConfig();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        {/* The keyboard focus class must be on <body> in the prerendered HTML too. */}
        <body />
      </Head>

      {defaultImage && <PageMetadata image={defaultImage} />}

      <CanonicalUrlHeaders />

      <AlternateLangHeaders />

      <MarkdownTwinLink />

      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />

      {/* A separate <Head>, so react-helmet lets these override the defaults above. */}
      <Head>
        {metadata.map((metadatum, i) => (
          <meta key={i} {...metadatum} />
        ))}
      </Head>
    </>
  );
}
