import React, {type AnchorHTMLAttributes} from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string; isNavLink?: boolean};

/** Test double of @docusaurus/Link: a plain anchor. */
export default function Link({to, href, isNavLink: _nav, ...rest}: Props): React.JSX.Element {
  return <a href={to ?? href} {...rest} />;
}
