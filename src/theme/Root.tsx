import React, {type ReactNode} from 'react';
import {SiteToaster} from '@site/src/components/Toasts';

/** Wraps every page once: the site-wide toast outlet lives here so it survives navigation. */
export default function Root({children}: {children: ReactNode}): React.JSX.Element {
  return (
    <>
      {children}
      <SiteToaster />
    </>
  );
}
