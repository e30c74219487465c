import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

export type Props = {
  /** Anchor of the section (e.g. 'what', 'pricing-faq'); its heading gets `${id}-title`. */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Alternate background, to separate neighbouring sections. */
  tinted?: boolean;
  className?: string;
  children: ReactNode;
};

/** A page section with an h2, reachable as #id (registered so the build checks links to it). */
export default function Section({id, title, intro, tinted, className, children}: Props): React.JSX.Element {
  useBrokenLinks().collectAnchor(id);
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx(styles.section, tinted && styles.tinted, className)}>
      <div className="container">
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
