import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import MegaMenuNavbarItem from './MegaMenuNavbarItem';

/** Adds the 'Solutions' mega menu as a navbar item type: `{type: 'custom-megaMenu'}` in the config. */
export default {
  ...ComponentTypes,
  'custom-megaMenu': MegaMenuNavbarItem,
};
