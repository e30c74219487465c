import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

/**
 * SPEC §2 not-found page, replacing the theme's content (the theme's NotFound page keeps the
 * layout and title). The same component serves /es/ through the locale's own 404 page.
 */
export default function NotFoundContent({className}: Props): React.JSX.Element {
  const location = useLocation();
  const {siteConfig} = useDocusaurusContext();
  // Read after mount: the prerendered 404.html does not know which address was asked for,
  // and rendering it during hydration would make the two renders differ.
  const [requestedPath, setRequestedPath] = useState<string | null>(null);

  useEffect(() => {
    const path = `${location.pathname}${location.search}${location.hash}`;
    setRequestedPath(path);
    // A warning, not an error: a missing page is an expected visitor event, not a site fault.
    console.warn(`Page not found: ${path}`);
  }, [location.pathname, location.search, location.hash]);

  return (
    <main className={clsx('container', styles.main, className)}>
      <Head>
        {/* The theme's not-found page titles itself; an unknown docs address renders only this. */}
        <title>{`${translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} | ${siteConfig.title}`}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <p className={styles.code}>404</p>
      <Heading as="h1" className={styles.title}>
        <Translate id="notFound.title">Oops! Page not found</Translate>
      </Heading>
      <p className={styles.path}>
        {requestedPath !== null && (
          <Translate
            id="notFound.requestedPath"
            description="Names the address that has no page; {path} is that address"
            values={{path: <code className={styles.pathCode}>{requestedPath}</code>}}>
            {'There is no page at {path}.'}
          </Translate>
        )}
      </p>
      <Link className="button button--primary button--lg" to="/">
        <Translate id="notFound.home">Return to Home</Translate>
      </Link>
    </main>
  );
}
