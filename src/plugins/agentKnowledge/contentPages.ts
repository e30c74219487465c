/**
 * The MDX pages of one locale as knowledge pages: every docs page of every version, every blog
 * post and every MDX page, read from the content plugins' loaded metadata and converted from
 * their source files (never from the built HTML).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {mdxToNodes, type MdxOptions} from '../../lib/knowledge/mdx';
import type {KnowledgePage} from '../../lib/knowledge/passages';
import {markdownNodes} from '../../lib/knowledge/tree';
import {mdxComponents, widgetPreviewCode, type MdxSiteData} from './mdxComponents';

type FrontMatter = Record<string, unknown>;

type LoadedDoc = {
  id: string;
  title: string;
  description: string;
  permalink: string;
  source: string;
  unlisted?: boolean;
  frontMatter: FrontMatter;
};

type LoadedVersion = {
  versionName: string;
  label: string;
  path: string;
  isLast?: boolean;
  docs: LoadedDoc[];
  sidebars?: Record<string, {type: string; id?: string}[]>;
};

type LoadedBlogPost = {
  metadata: {permalink: string; title: string; description: string; source: string; unlisted?: boolean; frontMatter: FrontMatter};
};

type LoadedPage = {
  type: 'mdx' | 'jsx';
  permalink: string;
  source: string;
  unlisted?: boolean;
  frontMatter?: FrontMatter;
};

export type AllContent = Record<string, Record<string, unknown> | undefined>;

export type DocsVersion = {name: string; label: string; path: string; isLast: boolean};

/** What the MDX half of the knowledge build found in one locale. */
export type ContentPages = {
  versions: DocsVersion[];
  docs: KnowledgePage[];
  blog: KnowledgePage[];
  mdxPages: KnowledgePage[];
};

/** Site-root pages that are noindex for privacy or are no content: /thank-you, /admin-*, /admin/*, 404, search (in any locale). */
const privatePage = /^(?:\/[a-z]{2}(?:-[A-Za-z]+)?)?\/(?:thank-you|404|search|admin(?:-[^/]*)?(?:\/.*)?)$/;

/** Pages that ask not to be indexed are not knowledge either. */
export function isNoIndex(frontMatter: FrontMatter | undefined, permalink: string): boolean {
  return (
    frontMatter?.noindex === true ||
    frontMatter?.unlisted === true ||
    privatePage.test(permalink.replace(/\/$/, ''))
  );
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

function escapeLinkText(value: string): string {
  return value.replace(/([[\]\\])/g, '\\$1');
}

function sourceFile(siteDir: string, source: string): string {
  return path.join(siteDir, source.replace(/^@site\//, ''));
}

function stringField(frontMatter: FrontMatter | undefined, key: string): string {
  const value = frontMatter?.[key];
  return typeof value === 'string' ? value : '';
}

/** Docs in their sidebar's order (the order a reader meets them), unlisted ones last. */
function sidebarOrder(version: LoadedVersion): LoadedDoc[] {
  const order = Object.values(version.sidebars ?? {})
    .flat()
    .flatMap((item) => (item.type === 'doc' && item.id ? [item.id] : []));
  const rank = (doc: LoadedDoc) => (order.includes(doc.id) ? order.indexOf(doc.id) : order.length);
  return [...version.docs].sort((a, b) => rank(a) - rank(b));
}

export function collectContentPages(
  context: LoadContext,
  allContent: AllContent,
  siteData: Omit<MdxSiteData, 'siblingDocs'>,
): ContentPages {
  const {siteDir, baseUrl, siteConfig, i18n} = context;
  const locale = i18n.currentLocale;
  const docsContent = allContent['docusaurus-plugin-content-docs']?.default as {loadedVersions: LoadedVersion[]} | undefined;
  const blogContent = allContent['docusaurus-plugin-content-blog']?.default as
    | {blogPosts: LoadedBlogPost[]; blogTitle: string; blogDescription: string}
    | undefined;
  const pagesContent = allContent['docusaurus-plugin-content-pages']?.default as LoadedPage[] | undefined;

  const site = siteConfig.url.replace(/\/$/, '');
  const base = baseUrl.replace(/\/$/, '');
  // '/documentation/' is served as /documentation (trailingSlash: false); a locale's home keeps its '/'.
  const pageUrl = (permalink: string) => (permalink === baseUrl ? permalink : permalink.replace(/\/$/, ''));

  // Markdown links point at source files ('./api-reference.mdx#auth'): map them to their pages.
  const permalinkOfFile = new Map<string, string>();
  for (const version of docsContent?.loadedVersions ?? []) {
    for (const doc of version.docs) permalinkOfFile.set(sourceFile(siteDir, doc.source), pageUrl(doc.permalink));
  }
  for (const post of blogContent?.blogPosts ?? []) {
    permalinkOfFile.set(sourceFile(siteDir, post.metadata.source), pageUrl(post.metadata.permalink));
  }
  for (const page of pagesContent ?? []) permalinkOfFile.set(sourceFile(siteDir, page.source), pageUrl(page.permalink));

  const linkResolver =
    (file: string) =>
    (url: string): string => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#')) return url;
      const [target, hash] = url.split('#');
      let pagePath: string | undefined;
      if (target.startsWith('/')) pagePath = target.startsWith(`${base}/`) || !base ? target : `${base}${target}`;
      else pagePath = permalinkOfFile.get(path.resolve(path.dirname(file), target));
      if (!pagePath) return url;
      return `${site}${pagePath}${hash ? `#${hash}` : ''}`;
    };

  const convert = (file: string, options: Partial<MdxOptions> = {}) =>
    mdxToNodes(readFileSync(file, 'utf8'), {
      scope: {externalLinks: siteData.site.externalLinks, company: siteData.site.company},
      resolveLink: linkResolver(file),
      // The theme's own words for an admonition without a title ('info' -> 'Información').
      admonitionTitle: (type) => capitalize(siteData.translate({id: `theme.admonition.${type}`, message: type})),
      ...options,
    });

  const versions: DocsVersion[] = [];
  const docs: KnowledgePage[] = [];
  for (const version of docsContent?.loadedVersions ?? []) {
    versions.push({name: version.versionName, label: version.label, path: version.path, isLast: version.isLast === true});
    const ordered = sidebarOrder(version).filter((doc) => !doc.unlisted && !isNoIndex(doc.frontMatter, doc.permalink));
    for (const doc of ordered) {
      const siblingDocs = () =>
        ordered
          .filter((other) => other.id !== doc.id)
          .map((other) => ({title: other.title, url: `${site}${pageUrl(other.permalink)}`, description: other.description}));
      const file = sourceFile(siteDir, doc.source);
      const data: MdxSiteData = {...siteData, siblingDocs};
      docs.push({
        title: doc.title,
        summary: doc.description,
        url: pageUrl(doc.permalink),
        locale,
        version: version.versionName,
        body: convert(file, {components: mdxComponents(data), liveCode: widgetPreviewCode(data)}),
      });
    }
  }

  const plainData: MdxSiteData = {...siteData, siblingDocs: () => []};
  const components = mdxComponents(plainData);
  const blog = (blogContent?.blogPosts ?? [])
    .filter(({metadata}) => !metadata.unlisted && !isNoIndex(metadata.frontMatter, metadata.permalink))
    .map(({metadata}) => ({
      title: metadata.title,
      summary: metadata.description,
      url: pageUrl(metadata.permalink),
      locale,
      version: null,
      body: convert(sourceFile(siteDir, metadata.source), {components}),
    }));

  // The blog's list page (at the blog's default route base path): what it is about and every post, newest first.
  if (blogContent && blog.length > 0) {
    blog.unshift({
      title: blogContent.blogTitle,
      summary: blogContent.blogDescription,
      url: `${base}/blog`,
      locale,
      version: null,
      body: markdownNodes(
        blog.map((post) => `- [${escapeLinkText(post.title)}](${site}${post.url}): ${post.summary}`).join('\n'),
      ),
    });
  }

  const mdxPages = (pagesContent ?? [])
    .filter((page) => page.type === 'mdx' && !page.unlisted && !isNoIndex(page.frontMatter, page.permalink))
    .map((page) => ({
      title: stringField(page.frontMatter, 'title'),
      summary: stringField(page.frontMatter, 'description'),
      url: pageUrl(page.permalink),
      locale,
      version: null,
      body: convert(sourceFile(siteDir, page.source), {components}),
    }));

  return {versions, docs, blog, mdxPages};
}
