/**
 * What <Seo> puts in the document head, computed without React so tests can read it directly.
 */
import {absoluteUrl, buildRobotsContent, faqPageJsonLd, type FaqItem, type JsonLd, type RobotsOptions} from '@site/src/lib/seo';

/** An extra meta tag: `name` (robots-style) or `property` (Open Graph-style). */
export type MetaTag = {name: string; content: string} | {property: string; content: string};

export type SeoProps = {
  /** Page title without the site name; the site's " | AgentWorks" suffix is added as the theme does. */
  title?: string;
  description?: string;
  keywords?: string | readonly string[];
  /**
   * The page's one canonical URL: a site path without locale prefix ('/use-cases/scheduling'),
   * or an absolute URL. Needed when the page is served at a path other than its canonical one;
   * otherwise the theme's own canonical (the page's URL) stays.
   */
  canonicalUrl?: string;
  /** Social preview image: site path ('/img/og/pricing.png') or absolute URL. */
  image?: string;
  imageAlt?: string;
  /** Defaults: index, follow. See robotsPresets in src/lib/seo for the SPEC §9 settings. */
  robots?: RobotsOptions;
  additionalMetaTags?: readonly MetaTag[];
  /** JSON-LD blocks from the builders of src/lib/seo. */
  schemaMarkup?: JsonLd | readonly JsonLd[];
  /** Adds a FAQPage block built from these questions. */
  faqItems?: readonly FaqItem[];
  ogType?: 'website' | 'article';
};

export type SiteContext = {
  siteTitle: string;
  /** Production origin, e.g. https://www.agentworks.example */
  siteUrl: string;
  /** The current locale's base URL: '/' or '/es/'. */
  baseUrl: string;
  titleDelimiter?: string;
};

export type SeoTags = {
  title?: string;
  meta: MetaTag[];
  links: {rel: 'canonical'; href: string}[];
  /** JSON-LD blocks and their script text (safe to place inside <script>). */
  jsonLd: {data: JsonLd; text: string}[];
};

/** Same rule as the theme's default title formatter, so titles look alike site-wide. */
export function formatTitle(title: string | undefined, siteTitle: string, delimiter = '|'): string {
  const trimmed = title?.trim();
  if (!trimmed || trimmed === siteTitle) return siteTitle;
  return `${trimmed} ${delimiter} ${siteTitle}`;
}

/** JSON for an inline script: "<" is escaped so text such as "</script>" cannot end the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function buildSeoTags(props: SeoProps, site: SiteContext): SeoTags {
  const meta: MetaTag[] = [];
  const links: SeoTags['links'] = [];
  const title = props.title === undefined ? undefined : formatTitle(props.title, site.siteTitle, site.titleDelimiter);

  if (title !== undefined) {
    meta.push({property: 'og:title', content: title}, {name: 'twitter:title', content: title});
  }
  if (props.description !== undefined) {
    meta.push(
      {name: 'description', content: props.description},
      {property: 'og:description', content: props.description},
      {name: 'twitter:description', content: props.description},
    );
  }
  const keywords = typeof props.keywords === 'string' ? props.keywords : props.keywords?.join(', ');
  if (keywords) meta.push({name: 'keywords', content: keywords});

  meta.push({name: 'robots', content: buildRobotsContent(props.robots)});

  if (props.canonicalUrl !== undefined) {
    const canonical = absoluteUrl(props.canonicalUrl, site.siteUrl, site.baseUrl);
    links.push({rel: 'canonical', href: canonical});
    meta.push({property: 'og:url', content: canonical});
  }

  meta.push({property: 'og:type', content: props.ogType ?? 'website'}, {property: 'og:site_name', content: site.siteTitle});

  if (props.image !== undefined) {
    // Images live under static/, served from the site root in every locale.
    const image = absoluteUrl(props.image, site.siteUrl, '/');
    meta.push({property: 'og:image', content: image}, {name: 'twitter:image', content: image});
    if (props.imageAlt) {
      meta.push({property: 'og:image:alt', content: props.imageAlt}, {name: 'twitter:image:alt', content: props.imageAlt});
    }
  }

  meta.push(...(props.additionalMetaTags ?? []));

  const blocks: JsonLd[] = [props.schemaMarkup ?? []].flat() as JsonLd[];
  if (props.faqItems?.length) blocks.push(faqPageJsonLd(props.faqItems));

  return {title, meta, links, jsonLd: blocks.map((data) => ({data, text: serializeJsonLd(data)}))};
}
