import React, {type ReactNode} from 'react';
import ChatLauncher from '@site/src/widget/site/launcher';
import {SiteToaster} from '@site/src/components/Toasts';
import {CrawlerModeProvider} from '@site/src/components/CrawlerMode';

/**
 * Wraps every page once: crawler mode is decided here (SPEC §1, §4), and the site-wide toast
 * outlet and the chat launcher live here so they survive navigation.
 */
export default function Root({children}: {children: ReactNode}): React.JSX.Element {
  return (
    <CrawlerModeProvider>
      {children}
      <SiteToaster />
      <ChatLauncher />
    </CrawlerModeProvider>
  );
}
