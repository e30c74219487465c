import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {externalLinks} from '@site/src/config/site';
import styles from './styles.module.css';

export type Props = {
  title: ReactNode;
  children?: ReactNode;
};

/** Closing call to action of the company pages: the contact page and the demo scheduler. */
export default function ContactCallout({title, children}: Props): React.JSX.Element {
  return (
    <aside className={styles.callout} data-nosnippet="">
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.text}>{children}</div>}
      <div className={styles.actions}>
        <Link className="button button--primary" to="/contact">
          <Translate id="company.callout.contact">Contact us</Translate>
        </Link>
        <Link className="button button--secondary" href={externalLinks.demoScheduler}>
          <Translate id="company.callout.demo">Book a Demo</Translate>
        </Link>
      </div>
    </aside>
  );
}
