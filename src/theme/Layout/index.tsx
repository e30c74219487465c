import React, {useContext} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {NeedsMainLandmark} from './mainLandmark';

type Props = WrapperProps<typeof LayoutType>;

/** The theme's Layout; around a page that brings no <main> of its own, one is added. */
export default function LayoutWrapper({children, ...props}: Props): React.JSX.Element {
  const needsMain = useContext(NeedsMainLandmark);
  return <Layout {...props}>{needsMain ? <main>{children}</main> : children}</Layout>;
}
