import React, {type ReactNode} from 'react';
import {SiteToaster} from '@site/src/components/Toasts';
import {CrawlerModeProvider} from '@site/src/components/CrawlerMode';

/**
 * Wraps every page once: crawler mode is decided here (SPEC §1, §4), and the site-wide toast
 * outlet lives here so it survives navigation.
 */
export default function Root({children}: {children: ReactNode}): React.JSX.Element {
  return (
    <CrawlerModeProvider>
      {children}
      <SiteToaster />
    </CrawlerModeProvider>
  );
}
