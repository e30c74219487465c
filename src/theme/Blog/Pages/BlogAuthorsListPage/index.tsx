import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {company} from '@site/src/config/site';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

/**
 * The theme's author list page sets a title only; search engines (and Lighthouse's SEO audit)
 * want a meta description too. Rendered before the theme's page, whose own metadata has none to
 * override it.
 */
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate(
          {
            id: 'blog.authorsList.description',
            message: 'The people who write the {company} blog, and the posts each of them wrote.',
            description: 'The meta description of the blog page that lists every author',
          },
          {company: company.name},
        )}
      />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
