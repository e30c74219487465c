import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {externalLinks} from '@site/src/config/site';
import {networkLabel, networks, type Network} from './networks';
import styles from './styles.module.css';

export type Props = {className?: string};

/** Outline icons drawn for this site (24 x 24, stroked in the text colour). */
const icons: Record<Network, ReactNode> = {
  twitter: (
    <>
      <path d="M3.5 3.5h5l12 17h-5z" />
      <path d="M20 3.5l-6.6 7.5M10.6 13 4 20.5" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M12 17v-6.5M12 13.5c0-1.8 1.2-3 2.6-3 1.5 0 2.4 1 2.4 3V17" />
      <circle cx="8" cy="7.4" r="0.6" fill="currentColor" />
    </>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15.5 7.5H14a2 2 0 0 0-2 2V21M9 13h6" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </>
  ),
};

/** The company's social profiles (SPEC §2 footer), opened in a new tab. */
export default function FooterSocialLinks({className}: Props): React.JSX.Element {
  return (
    <ul
      className={clsx('clean-list', styles.list, className)}
      aria-label={translate({id: 'footer.social.listLabel', message: 'Social media'})}>
      {networks.map((network) => (
        <li key={network}>
          <Link
            href={externalLinks.social[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={networkLabel(network)}
            className={styles.link}>
            <svg
              className={styles.icon}
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false">
              {icons[network]}
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  );
}
