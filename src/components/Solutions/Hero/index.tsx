import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {CallToActionLink} from '@site/src/components/Industry/CallToAction';
import {ActionLink} from '@site/src/components/Industry/CallToAction';
import styles from './styles.module.css';

export type Props = {
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  actions: readonly CallToActionLink[];
  className?: string;
};

/** Text-only hero of the solutions pages (kept out of search snippets, SPEC §9). */
export default function Hero({eyebrow, title, lead, actions, className}: Props): React.JSX.Element {
  return (
    <header className={clsx(styles.hero, className)} data-nosnippet="">
      <div className={clsx('container', styles.inner)}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        <div className={styles.actions}>
          {actions.map((action) => (
            <ActionLink key={action.label} {...action} />
          ))}
        </div>
      </div>
    </header>
  );
}
