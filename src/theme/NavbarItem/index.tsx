import React, {type ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import type NavbarItemType from '@theme/NavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {headerVariantFor, isDocsPath, isNavbarItemShown} from '@site/src/lib/headerVariant';

type Props = WrapperProps<typeof NavbarItemType>;

/**
 * Every navbar item, desktop and mobile, passes through here: items marked for one header
 * variant (className in docusaurus.config.ts, see src/lib/headerVariant.ts) are left out on the
 * other variant's pages, and docs-only items (the version picker) are left out of marketing
 * pages. Rendering nothing (rather than hiding with CSS) keeps the in-page 'Features' link out
 * of pages that have no #features section and the version picker out of the mobile menu.
 */
export default function NavbarItemWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const variant = headerVariantFor(pathname, siteConfig.baseUrl);
  // An address under /documentation with no doc is the not-found page, served from 404.html,
  // whose prerendered header has no docs items: rendering them here would break hydration.
  const {activeDoc} = useActiveDocContext(undefined);
  const onDocsPage = isDocsPath(pathname, siteConfig.baseUrl) && activeDoc !== undefined;
  if (!isNavbarItemShown((props as {className?: string}).className, variant, onDocsPage)) return null;
  return <NavbarItem {...props} />;
}
