import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type Props = {
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** The hero's buttons. */
  children?: ReactNode;
};

/** The hero of a marketing page, with its one h1; kept out of search snippets (SPEC §9). */
export default function PageHero({eyebrow, title, lead, children}: Props): React.JSX.Element {
  return (
    <header className={styles.hero} data-nosnippet="">
      <div className={clsx('container', styles.inner)}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </header>
  );
}
