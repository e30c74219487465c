import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {contact, externalLinks} from '@site/src/config/site';
import {PostalAddress} from '../Inline';
import styles from './styles.module.css';

export type Props = {
  /** id of the heading, so the surrounding region can be named by it. */
  headingId?: string;
};

/** The contact page's other channels: sales and support by phone and e-mail, the office, a demo. */
export default function ContactChannels({headingId}: Props): React.JSX.Element {
  return (
    <div className={styles.channels}>
      <h2 id={headingId} className={styles.heading}>
        <Translate id="company.contact.channels.title">Other ways to reach us</Translate>
      </h2>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt>
            <Translate id="company.contact.channels.sales">Sales</Translate>
          </dt>
          <dd>
            <a href={`tel:${contact.salesPhone.e164}`}>{contact.salesPhone.display}</a>
          </dd>
          <dd>
            <a href={`mailto:${contact.salesEmail}`}>{contact.salesEmail}</a>
          </dd>
        </div>
        <div className={styles.item}>
          <dt>
            <Translate id="company.contact.channels.support">Customer support</Translate>
          </dt>
          <dd>
            <a href={`tel:${contact.phone.e164}`}>{contact.phone.display}</a>
          </dd>
          <dd>
            <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
          </dd>
        </div>
        <div className={styles.item}>
          <dt>
            <Translate id="company.contact.channels.office">Office</Translate>
          </dt>
          <dd>
            <address className={styles.address}>
              <PostalAddress />
            </address>
          </dd>
        </div>
      </dl>
      <div className={styles.demo}>
        <p>
          <Translate id="company.contact.channels.demo.text">
            Prefer to see the agent in action first? Pick a time that suits you.
          </Translate>
        </p>
        <Link className="button button--secondary" href={externalLinks.demoScheduler}>
          <Translate id="company.contact.channels.demo.button">Book a Demo</Translate>
        </Link>
      </div>
    </div>
  );
}
