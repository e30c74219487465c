import React from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/Footer/Layout';
import FooterNewsletterSlot from '../NewsletterSlot';
import FooterContact from '@site/src/components/FooterContact';
import FooterSocialLinks from '@site/src/components/FooterSocialLinks';
import FooterCopyright from '@site/src/components/FooterCopyright';
import styles from './styles.module.css';

/**
 * The theme's footer layout with the parts SPEC §2 adds: contact block, social links and a slot
 * for the newsletter signup beside the config's link columns (Legal, Solutions, Company).
 * The copyright is rendered here, translated and with the current year, so the config's
 * `copyright` string is not used.
 */
export default function FooterLayout({style, links, logo}: Props): React.JSX.Element {
  return (
    <footer
      className={clsx(ThemeClassNames.layout.footer.container, 'footer', {
        'footer--dark': style === 'dark',
      })}>
      <div className="container container-fluid">
        <div className={styles.top}>
          <div className={styles.about}>
            {logo && <div className="margin-bottom--md">{logo}</div>}
            <FooterContact />
            <FooterSocialLinks />
            <FooterNewsletterSlot />
          </div>
          <div className={styles.links}>{links}</div>
        </div>
        <div className={clsx('footer__bottom', styles.bottom)}>
          <FooterCopyright />
        </div>
      </div>
    </footer>
  );
}
