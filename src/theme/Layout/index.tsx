import React, {useContext} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {isStaffPath} from '@site/src/lib/staff/navigation';
import {NeedsMainLandmark} from './mainLandmark';

type Props = WrapperProps<typeof LayoutType>;

/**
 * The theme's Layout; around a page that brings no <main> of its own, one is added. Staff pages
 * have their own chrome: no marketing footer (newsletter, solutions, legal links).
 */
export default function LayoutWrapper({children, noFooter, ...props}: Props): React.JSX.Element {
  const needsMain = useContext(NeedsMainLandmark);
  const {pathname} = useLocation();
  return (
    <Layout {...props} noFooter={noFooter || isStaffPath(pathname)}>
      {needsMain ? <main>{children}</main> : children}
    </Layout>
  );
}
