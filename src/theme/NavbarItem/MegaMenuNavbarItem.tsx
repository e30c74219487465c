import React from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MegaMenu from '@site/src/components/MegaMenu';

/** What the theme passes to a navbar item of type 'custom-megaMenu' (see docusaurus.config.ts). */
type Props = {
  label?: string;
  className?: string;
  /** Set by the theme when the item renders inside the mobile sidebar. */
  mobile?: boolean;
  /** Set by the mobile sidebar: closes the sidebar after a link is followed. */
  onClick?: () => void;
  position?: 'left' | 'right';
};

/**
 * Thin theme adapter: all behaviour lives in src/components/MegaMenu (testable without the
 * theme). Here only the mobile sidebar state is wired in, so that opening the sidebar closes
 * the desktop panel and closing the sidebar folds the mobile disclosure again.
 */
export default function MegaMenuNavbarItem({
  label,
  className,
  mobile = false,
  onClick,
}: Props): React.JSX.Element {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <MegaMenu
      label={label}
      className={className}
      mobile={mobile}
      dismissed={mobile ? !mobileSidebar.shown : mobileSidebar.shown}
      onNavigate={onClick}
    />
  );
}
