import React, {type ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import type NavbarItemType from '@theme/NavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {docsOnlyItemClass, headerVariantFor, isDocsPath, isNavbarItemShown, sitePath} from '@site/src/lib/headerVariant';
import {isStaffPath} from '@site/src/lib/staff/navigation';

type Props = WrapperProps<typeof NavbarItemType>;

/**
 * Every navbar item, desktop and mobile, passes through here: items marked for one header
 * variant (className in docusaurus.config.ts, see src/lib/headerVariant.ts) are left out on the
 * other variant's pages, and docs-only items (the version picker) are left out of marketing
 * pages. Rendering nothing (rather than hiding with CSS) keeps the in-page 'Features' link out
 * of pages that have no #features section and the version picker out of the mobile menu.
 * The staff area has its own chrome: of the marketing header, only the language picker stays.
 */
export default function NavbarItemWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const className = (props as {className?: string}).className;
  if (isStaffPath(sitePath(pathname, siteConfig.baseUrl))) return props.type === 'localeDropdown' ? <NavbarItem {...props} /> : null;
  const variant = headerVariantFor(pathname, siteConfig.baseUrl);
  if (!isNavbarItemShown(className, variant, isDocsPath(pathname, siteConfig.baseUrl))) return null;
  const item = <NavbarItem {...props} />;
  return className?.split(/\s+/).includes(docsOnlyItemClass) ? <OnADoc>{item}</OnADoc> : item;
}

/**
 * Docs-only items need a doc at the address, not just the /documentation prefix: an unknown docs
 * address is the not-found page, served from 404.html, whose prerendered header has no docs
 * items, and rendering them would break hydration. Only those items look the doc up.
 */
function OnADoc({children}: {children: ReactNode}): ReactNode {
  const {activeDoc} = useActiveDocContext(undefined);
  return activeDoc ? children : null;
}
