import React from 'react';
import Toggle from '@theme-original/Navbar/MobileSidebar/Toggle';
import {NoScriptMenuToggle} from '@site/src/theme/Navbar/MobileSidebar/noScriptMenu';

/** The theme's menu button, and a link in its place for browsers without JavaScript. */
export default function MobileSidebarToggle(): React.JSX.Element {
  return (
    <>
      <Toggle />
      <NoScriptMenuToggle />
    </>
  );
}
