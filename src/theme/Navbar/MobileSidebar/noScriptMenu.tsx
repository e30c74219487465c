import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import IconClose from '@theme/Icon/Close';
import IconMenu from '@theme/Icon/Menu';

/**
 * The phone menu without JavaScript (issue 20 §2): the theme's buttons can do nothing there, so
 * links in <noscript> take their places. The menu link targets a marker inside the prerendered
 * menu, which src/plugins/earlyHeader's <noscript> style shows while it is the page's :target;
 * the close link leaves it.
 */
export const noScriptMenuId = 'site-menu';

function NoScriptLink({href, className, label, children}: {href: string; className: string; label: string; children: ReactNode}) {
  return (
    <noscript>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a fragment of this very page: there is no router without scripts */}
      <a href={href} className={className} aria-label={label}>
        {children}
      </a>
    </noscript>
  );
}

/** Beside the theme's menu button, in its place when scripts are off. */
export function NoScriptMenuToggle(): React.JSX.Element {
  // The theme's own message ids, so the labels match its button's in every language.
  const label = translate({
    id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
    message: 'Toggle navigation bar',
    description: 'The ARIA label for hamburger menu button of mobile navigation',
  });
  return (
    <NoScriptLink href={`#${noScriptMenuId}`} className="navbar__toggle clean-btn" label={label}>
      <IconMenu />
    </NoScriptLink>
  );
}

/** Inside the menu: the marker the menu link targets, and the close link. */
export function NoScriptMenuParts(): React.JSX.Element {
  const label = translate({
    id: 'theme.docs.sidebar.closeSidebarButtonAriaLabel',
    message: 'Close navigation bar',
    description: 'The ARIA label for close button of mobile sidebar',
  });
  return (
    <>
      <span id={noScriptMenuId} hidden />
      <NoScriptLink href="#" className="clean-btn navbar-sidebar__close" label={label}>
        <IconClose color="var(--ifm-color-emphasis-600)" />
      </NoScriptLink>
    </>
  );
}
