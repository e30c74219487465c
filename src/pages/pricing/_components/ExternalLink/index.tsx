import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

export type Props = {
  href: string;
  className?: string;
  children: ReactNode;
  /** Read after the visible text, e.g. which plan a "Get Started" button buys. */
  srContext?: string;
};

/** A link to another site: new tab, no opener or referrer, and it says so to screen readers. */
export default function ExternalLink({href, className, children, srContext}: Props): React.JSX.Element {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">
        {srContext ? ` ${srContext}` : ''}{' '}
        <Translate id="pricing.common.opensInNewTab">(opens in a new tab)</Translate>
      </span>
    </a>
  );
}
