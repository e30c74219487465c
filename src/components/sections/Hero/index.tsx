import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ActionLink, type CallToActionLink} from '@site/src/components/sections/CallToAction';
import HeroImage from '@site/src/components/sections/HeroImage';
import styles from './styles.module.css';

/** A drawn illustration shown at its own proportions (the home and landing pages). */
export type Illustration = {src: string; alt: string; width: number; height: number};

export type Props = {
  /** Small line above the h1 (page or industry name). */
  eyebrow?: ReactNode;
  /** 'label': small capitals; 'badge': a pill, for a claim rather than a name (landing page). */
  eyebrowStyle?: 'label' | 'badge';
  /** The page's one h1. */
  title: ReactNode;
  lead?: ReactNode;
  /** Link buttons; external targets open in a new tab (see ActionLink). */
  actions?: readonly CallToActionLink[];
  /** Buttons that act on the page itself (scroll to a section), in the same row after `actions`. */
  controls?: ReactNode;
  /** Above the copy, e.g. the link back to /solutions. */
  before?: ReactNode;
  /** Between the lead and the buttons, e.g. the page's key figures. */
  children?: ReactNode;
  /** Below the buttons, e.g. the landing page's selling points. */
  footer?: ReactNode;
  /** A 4:3 illustration beside the copy (SPEC §4 "Hero images"): the hero becomes two columns. */
  image?: {src: string; alt: string};
  /** Or a drawn illustration beside the copy, fetched first and shown as it arrives. */
  illustration?: Illustration;
  /**
   * 'muted': the site's light band; 'brand': white on the brand gradient (company and landing
   * pages); 'tinted': the primary tint fading into the page (home page).
   */
  tone?: 'muted' | 'brand' | 'tinted';
};

function layoutOf({image, illustration, tone}: Pick<Props, 'image' | 'illustration' | 'tone'>) {
  if (image) return 'split';
  if (illustration) return 'showcase';
  return tone === 'brand' ? 'start' : 'centered';
}

/**
 * The opening of every marketing page: eyebrow, h1, lead and buttons, centred, or beside an
 * illustration when there is one. Kept out of search snippets (SPEC §9).
 */
export default function Hero({
  eyebrow,
  eyebrowStyle = 'label',
  title,
  lead,
  actions = [],
  controls,
  before,
  children,
  footer,
  image,
  illustration,
  tone = 'muted',
}: Props): React.JSX.Element {
  const layout = layoutOf({image, illustration, tone});
  const illustrationUrl = useBaseUrl(illustration?.src ?? '');
  const copy = (
    <div className={styles.copy}>
      {eyebrow && <p className={styles[eyebrowStyle]}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children && <div className={styles.extra}>{children}</div>}
      {(actions.length > 0 || controls) && (
        <div className={styles.actions}>
          {actions.map((action) => (
            <ActionLink key={action.label} {...action} />
          ))}
          {controls}
        </div>
      )}
      {footer}
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
        ) : illustration ? (
          <div className={styles.grid}>
            {copy}
            <img
              className={styles.illustration}
              src={illustrationUrl}
              alt={illustration.alt}
              width={illustration.width}
              height={illustration.height}
              fetchPriority="high"
            />
          </div>
        ) : (
          copy
        )}
      </div>
    </header>
  );
}
