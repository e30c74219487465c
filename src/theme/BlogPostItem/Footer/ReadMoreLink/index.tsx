import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

/**
 * The theme's "Read more" link (theme-classic 3.10, ejected) with its post's title in the link
 * text itself, visually hidden, instead of an aria-label: search engines and Lighthouse's
 * link-text audit read the text, and ten links that all say "Read more" tell them nothing.
 */
export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts">
          Read more
        </Translate>
      </b>
      <span className="sr-only">
        {' '}
        <Translate
          id="blog.post.readMoreAbout"
          description="Completes 'Read more' for screen readers and search engines: the post's title"
          values={{title: blogPostTitle}}>
          {'about {title}'}
        </Translate>
      </span>
    </Link>
  );
}
