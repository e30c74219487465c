import React, {useEffect, useLayoutEffect, useRef} from 'react';
import {useLocation} from '@docusaurus/router';
import {useWindowSize} from '@docusaurus/theme-common';
import {useLockBodyScroll, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';
import {NoScriptMenuParts} from './noScriptMenu';

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

/** Whether the header's early script (src/plugins/earlyHeader) opened the menu before hydration. */
function openedBeforeHydration(): boolean {
  return document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show') ?? false;
}

/**
 * The theme's mobile sidebar (theme-classic 3.10's component, made full-screen in custom.css,
 * page scrolling locked while it is open), plus what SPEC §4 asks and the theme lacks:
 * - it is in the prerendered HTML (the theme renders it only once hydrated on a narrow
 *   screen), so the early script can open it when the menu button is tapped before hydration;
 *   on hydration the menu takes over that state;
 * - Escape closes it, focus goes back to the toggle button instead of being lost in the hidden
 *   panel, and the page behind is inert while the menu covers it.
 */
export default function NavbarMobileSidebar(): React.JSX.Element | null {
  const {shown, toggle, shouldRender} = useNavbarMobileSidebar();
  const prerendering = useWindowSize() === 'ssr';
  const {pathname} = useLocation();
  const previous = useRef({shown, pathname});
  useLockBodyScroll(shown);

  useLayoutEffect(() => {
    if (openedBeforeHydration()) toggle();
    // Once, on hydration: later the theme's state is the only truth.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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

  if (!shouldRender && !prerendering) return null;
  return (
    <NavbarMobileSidebarLayout
      header={
        <>
          <NavbarMobileSidebarHeader />
          <NoScriptMenuParts />
        </>
      }
      primaryMenu={<NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}
    />
  );
}
