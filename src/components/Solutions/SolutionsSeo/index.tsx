import React from 'react';
import {translate} from '@docusaurus/Translate';
import Seo, {homeBreadcrumbName, useAbsoluteUrl} from '@site/src/components/Seo';
import type {PageSeoText} from '@site/src/data/solutions';
import {breadcrumbListJsonLd, robotsPresets, webPageJsonLd} from '@site/src/lib/seo';

export type Props = {
  seo: PageSeoText;
  /** The page's own path, e.g. '/solutions'. */
  path: string;
  /** Breadcrumb name of the page; the solutions overview itself has none below Home. */
  breadcrumbName?: string;
};

/** Metadata of the solutions overview and the pages under it that are plain pages. */
export default function SolutionsSeo({seo, path, breadcrumbName}: Props): React.JSX.Element {
  const toAbsolute = useAbsoluteUrl();
  const solutionsName = translate({id: 'solutions.breadcrumb.solutions', message: 'Solutions'});
  const trail = breadcrumbName
    ? [
        {name: homeBreadcrumbName(), url: toAbsolute('/')},
        {name: solutionsName, url: toAbsolute('/solutions')},
        {name: breadcrumbName},
      ]
    : [{name: homeBreadcrumbName(), url: toAbsolute('/')}, {name: solutionsName}];
  return (
    <Seo
      title={seo.title}
      description={seo.description}
      keywords={seo.keywords}
      robots={robotsPresets.standard}
      schemaMarkup={[
        webPageJsonLd({name: seo.title, description: seo.description, url: toAbsolute(path)}),
        breadcrumbListJsonLd(trail),
      ]}
    />
  );
}
