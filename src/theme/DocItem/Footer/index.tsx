import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocsFeedback from '@site/src/components/DocsFeedback';

type Props = WrapperProps<typeof FooterType>;

/** Every docs page (each version and locale) ends with "Was this page helpful?" (issue 13 §3). */
export default function FooterWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      <Footer {...props} />
      {/* A new page starts a new vote, also on client-side navigation. */}
      <DocsFeedback key={metadata.permalink} page={metadata.permalink} version={metadata.version} />
    </>
  );
}
