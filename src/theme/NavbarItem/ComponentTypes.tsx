import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';

// Placeholder mapping until the mega menu lands: renders a plain link.
export default {
  ...ComponentTypes,
  'custom-megaMenu': (props: {label: string}) => DefaultNavbarItem({...props, to: '/solutions'}),
};
