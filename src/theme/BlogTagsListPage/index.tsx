import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {company} from '@site/src/config/site';

type Props = WrapperProps<typeof BlogTagsListPageType>;

/**
 * The theme's tag list page sets a title only; search engines (and Lighthouse's SEO audit) want
 * a meta description too. Rendered before the theme's page, whose own metadata has none to
 * override it.
 */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate(
          {
            id: 'blog.tagsList.description',
            message: 'Browse the {company} blog by topic: AI agents, customer support, knowledge bases, human handoff and ROI.',
            description: 'The meta description of the blog page that lists every tag',
          },
          {company: company.name},
        )}
      />
      <BlogTagsListPage {...props} />
    </>
  );
}
