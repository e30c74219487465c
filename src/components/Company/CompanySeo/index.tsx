import React from 'react';
import Seo, {homeBreadcrumbName, useAbsoluteUrl, useInLanguage} from '@site/src/components/Seo';
import {breadcrumbListJsonLd, organizationJsonLd, robotsPresets, webPageJsonLd} from '@site/src/lib/seo';

export type Props = {
  /** The page's own path without locale prefix, e.g. '/privacy-policy'. */
  path: string;
  title: string;
  description: string;
  keywords?: string | readonly string[];
  /** Dates of the current text (ISO 8601), for the WebPage block of policy pages. */
  dateModified?: string;
};

/**
 * Search metadata of the company and legal pages: index/follow with large image previews, the
 * company's Organization block (SPEC §3), a WebPage block and a Home > page breadcrumb.
 * Usable from MDX pages with their front matter:
 * <CompanySeo path="/careers" title={frontMatter.title} description={frontMatter.description} />
 */
export default function CompanySeo({path, title, description, keywords, dateModified}: Props): React.JSX.Element {
  const toAbsolute = useAbsoluteUrl();
  const inLanguage = useInLanguage();
  return (
    <Seo
      title={title}
      description={description}
      keywords={keywords}
      robots={robotsPresets.standard}
      schemaMarkup={[
        organizationJsonLd(),
        webPageJsonLd({name: title, description, url: toAbsolute(path), inLanguage, dateModified}),
        breadcrumbListJsonLd([{name: homeBreadcrumbName(), url: toAbsolute('/')}, {name: title}]),
      ]}
    />
  );
}
