import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type Props = {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  className?: string;
};

/** The h1 band at the top of the company pages written in TSX (contact). */
export default function PageHeader({title, lead, eyebrow, className}: Props): React.JSX.Element {
  return (
    // data-nosnippet: SPEC §9 keeps hero blocks out of search snippets.
    <header className={clsx(styles.header, className)} data-nosnippet="">
      <div className="container">
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
    </header>
  );
}
