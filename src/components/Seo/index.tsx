import React, {useCallback, useEffect} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {company} from '@site/src/config/site';
import {absoluteUrl, checkStructuredData, type JsonLd} from '@site/src/lib/seo';
import {buildSeoTags, serializeJsonLd, type SeoProps, type SeoTags} from './buildSeoTags';

export type Props = SeoProps;
export type {MetaTag} from './buildSeoTags';
export {buildSeoTags} from './buildSeoTags';

function useSiteContext() {
  const {siteConfig} = useDocusaurusContext();
  return {
    siteTitle: siteConfig.title,
    siteUrl: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    titleDelimiter: siteConfig.titleDelimiter,
  };
}

/**
 * Absolute URL of a site path in the current locale ('/pricing' -> https://.../es/pricing on
 * Spanish pages), for the `url` fields of JSON-LD builders.
 */
export function useAbsoluteUrl(): (path: string) => string {
  const {siteUrl, baseUrl} = useSiteContext();
  return useCallback((path: string) => absoluteUrl(path, siteUrl, baseUrl), [siteUrl, baseUrl]);
}

/** The current locale as a BCP 47 tag ('en-US', 'es-ES'), for `inLanguage` of JSON-LD. */
export function useInLanguage(): string {
  const {i18n} = useDocusaurusContext();
  return i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
}

/** Name of the first breadcrumb, for breadcrumbListJsonLd([{name: homeBreadcrumbName(), url}, ...]). */
export function homeBreadcrumbName(): string {
  return translate({id: 'seo.breadcrumb.home', message: 'Home', description: 'First item of breadcrumb structured data'});
}

/** Development aid (SPEC §5): problems are only logged here; the browser tests fail on them. */
function useStructuredDataWarnings(jsonLd: SeoTags['jsonLd']): void {
  const key = jsonLd.map((block) => block.text).join('\n');
  useEffect(() => {
    // A constant condition, so production bundles drop the branch and the checker with it.
    if (process.env.NODE_ENV !== 'production') {
      const problems = jsonLd.flatMap(({data}, i) => checkStructuredData(data, `jsonLd[${i}]`));
      if (problems.length > 0) {
        console.warn(`Structured data problems on ${window.location.pathname}:\n- ${problems.join('\n- ')}`);
      }
    }
    // `key` stands for the blocks' content; the array itself is new on every render.
    // (so the dependency list names `key`, not `jsonLd`, on purpose)
  }, [key]);
}

/** Plain <script> elements: react-helmet accepts only DOM elements as <Head>'s children. */
function jsonLdScripts(blocks: SeoTags['jsonLd']): React.JSX.Element[] {
  return blocks.map(({text}) => (
    <script key={text} type="application/ld+json">
      {text}
    </script>
  ));
}

/**
 * JSON-LD blocks alone, for pages whose title, description and canonical URL the theme already
 * writes (the home page): `<StructuredData blocks={[organizationJsonLd()]} />`.
 */
export function StructuredData({blocks}: {blocks: readonly JsonLd[]}): React.JSX.Element {
  const tags = blocks.map((data) => ({data, text: serializeJsonLd(data)}));
  useStructuredDataWarnings(tags);
  return (
    <Head>
      {jsonLdScripts(tags)}
    </Head>
  );
}

/**
 * The page's search and social metadata. Render it inside <Layout> so its tags win over the
 * layout's defaults.
 */
export default function Seo(props: Props): React.JSX.Element {
  const defaultImageAlt = translate(
    {id: 'seo.image.defaultAlt', message: '{company}: AI agents for businesses', description: 'Alt text of social preview images'},
    {company: company.name},
  );
  const tags = buildSeoTags({...props, imageAlt: props.imageAlt ?? defaultImageAlt}, useSiteContext());
  useStructuredDataWarnings(tags.jsonLd);
  return (
    <Head>
      {tags.title !== undefined && <title>{tags.title}</title>}
      {tags.meta.map((tag, i) =>
        'name' in tag ? (
          <meta key={`${i}:${tag.name}`} name={tag.name} content={tag.content} />
        ) : (
          <meta key={`${i}:${tag.property}`} property={tag.property} content={tag.content} />
        ),
      )}
      {tags.links.map((link) => (
        <link key={link.rel} rel={link.rel} href={link.href} />
      ))}
      {jsonLdScripts(tags.jsonLd)}
    </Head>
  );
}
