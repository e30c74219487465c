import React, {useEffect, useRef} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

function focusToggleButton(): void {
  document.querySelector<HTMLButtonElement>('.navbar__toggle')?.focus();
}

/** The page behind the full-screen menu: made inert while it is open so Tab stays in the menu. */
function pageBehindMenu(): Element[] {
  const skipLink = document.querySelector('a[href="#__docusaurus_skipToContent_fallback"]');
  return [
    ...document.querySelectorAll('.main-wrapper, .theme-layout-footer'),
    ...(skipLink?.parentElement ? [skipLink.parentElement] : []),
  ];
}

/**
 * The theme's mobile sidebar (made full-screen in custom.css; the theme already locks page
 * scrolling while it is open), plus what SPEC §4 asks and the theme lacks: Escape closes it,
 * focus goes back to the toggle button instead of being lost in the hidden panel, and the page
 * behind is inert while the menu covers it.
 */
export default function MobileSidebarWrapper(props: Props): React.JSX.Element {
  const {shown, toggle} = useNavbarMobileSidebar();
  const {pathname} = useLocation();
  const previous = useRef({shown, pathname});

  useEffect(() => {
    if (!shown) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') toggle();
    };
    document.addEventListener('keydown', closeOnEscape);
    const behind = pageBehindMenu();
    behind.forEach((element) => element.setAttribute('inert', ''));
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      behind.forEach((element) => element.removeAttribute('inert'));
    };
  }, [shown, toggle]);

  useEffect(() => {
    const justClosed = previous.current.shown && !shown;
    // After following a link the new page owns focus (the theme's skip-link logic); only a
    // close without navigation (Escape, close button, backdrop) hands focus back to the toggle.
    const navigated = previous.current.pathname !== pathname;
    previous.current = {shown, pathname};
    if (!justClosed || navigated) return;
    const active = document.activeElement;
    const focusWasInSidebar =
      !active || active === document.body || !!active.closest('.navbar-sidebar');
    if (focusWasInSidebar) focusToggleButton();
  }, [shown, pathname]);

  return <MobileSidebar {...props} />;
}
