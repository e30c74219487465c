import React from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import LeadForm from '@site/src/components/LeadForm';
import ContactChannels from '../ContactChannels';
import styles from './styles.module.css';

export type Props = {
  /** Passed on to the form (tests, previews). */
  fetchImpl?: typeof fetch;
};

/**
 * The contact page's body. The form is the landing page's lead form, unchanged: a contact
 * request is a lead (SPEC §3 has no other record for it), so it goes through the same call,
 * the same validation and the same thank-you page, with one implementation to keep right.
 */
export default function ContactSection({fetchImpl}: Props): React.JSX.Element {
  return (
    <div className={clsx('container', styles.layout)}>
      <section className={styles.formColumn} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className={styles.heading}>
          <Translate id="company.contact.form.title">Send us a message</Translate>
        </h2>
        <p className={styles.intro}>
          <Translate id="company.contact.form.intro">
            Tell us who you are and what you would like to achieve. A member of our team will
            reply with answers, a tailored demo or a free trial set up on your own content.
          </Translate>
        </p>
        <LeadForm fetchImpl={fetchImpl} />
      </section>
      <section className={styles.aside} aria-labelledby="contact-channels-title">
        <ContactChannels headingId="contact-channels-title" />
      </section>
    </div>
  );
}
