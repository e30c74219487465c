import React from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {company} from '@site/src/config/site';

export type Props = {className?: string};

/** 'Copyright © {year} …' with the year of the visit, not a year frozen into a translation file. */
export default function FooterCopyright({className}: Props): React.JSX.Element {
  const year = new Date().getFullYear();
  return (
    <p className={clsx('footer__copyright', className)}>
      <Translate
        id="footer.copyright"
        values={{
          // A page built in December and read in January differs here; React keeps the
          // prerendered year instead of failing hydration. The next build picks up the new year.
          year: <span suppressHydrationWarning>{year}</span>,
          company: company.legalName,
        }}>
        {'Copyright © {year} {company} All rights reserved.'}
      </Translate>
    </p>
  );
}
