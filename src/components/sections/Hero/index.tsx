import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ActionLink, type CallToActionLink} from '@site/src/components/sections/CallToAction';
import HeroImage from '@site/src/components/sections/HeroImage';
import styles from './styles.module.css';

export type Props = {
  /** Small line above the h1 (page or industry name). */
  eyebrow?: ReactNode;
  /** The page's one h1. */
  title: ReactNode;
  lead?: ReactNode;
  /** Link buttons; external targets open in a new tab (see ActionLink). */
  actions?: readonly CallToActionLink[];
  /** Above the copy, e.g. the link back to /solutions. */
  before?: ReactNode;
  /** Between the lead and the buttons, e.g. the page's key figures. */
  children?: ReactNode;
  /** A 4:3 illustration beside the copy (SPEC §4 "Hero images"): the hero becomes two columns. */
  image?: {src: string; alt: string};
  /** 'muted': the site's light band; 'brand': white on the brand gradient (company pages). */
  tone?: 'muted' | 'brand';
};

/**
 * The opening of every marketing page: eyebrow, h1, lead and buttons, centred, or beside an
 * illustration when there is one. Kept out of search snippets (SPEC §9).
 */
export default function Hero({
  eyebrow,
  title,
  lead,
  actions = [],
  before,
  children,
  image,
  tone = 'muted',
}: Props): React.JSX.Element {
  const layout = image ? 'split' : tone === 'brand' ? 'start' : 'centered';
  const copy = (
    <div className={styles.copy}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children && <div className={styles.extra}>{children}</div>}
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map((action) => (
            <ActionLink key={action.label} {...action} />
          ))}
        </div>
      )}
    </div>
  );
  return (
    <header className={clsx(styles.hero, styles[layout], styles[tone])} data-nosnippet="">
      <div className="container">
        {before}
        {image ? (
          <div className={styles.grid}>
            {copy}
            <HeroImage priority src={image.src} alt={image.alt} className={styles.image} />
          </div>
        ) : (
          copy
        )}
      </div>
    </header>
  );
}
