import React from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {company, contact} from '@site/src/config/site';
import styles from './styles.module.css';

export type Props = {className?: string};

/** Country name in the page's language ('US' -> 'United States' / 'Estados Unidos'). */
function useCountryName(countryCode: string): string {
  const {i18n} = useDocusaurusContext();
  try {
    return new Intl.DisplayNames([i18n.currentLocale], {type: 'region'}).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

/** The footer's contact block (SPEC §2): postal address, phone (tel:) and support e-mail (mailto:). */
export default function FooterContact({className}: Props): React.JSX.Element {
  const {postalAddress, phone, supportEmail} = contact;
  const country = useCountryName(postalAddress.country);
  return (
    <div className={clsx(styles.contact, className)}>
      <p className={clsx('footer__title', styles.title)}>
        <Translate id="footer.contact.heading">Contact</Translate>
      </p>
      <address className={styles.address}>
        <span>{company.legalName}</span>
        <span>{postalAddress.street}</span>
        <span>
          {postalAddress.locality}, {postalAddress.region} {postalAddress.postalCode}
        </span>
        <span>{country}</span>
        <span className={styles.channel}>
          <Translate
            id="footer.contact.phone"
            values={{
              phone: (
                <a className="footer__link-item" href={`tel:${phone.e164}`}>
                  {phone.display}
                </a>
              ),
            }}>
            {'Phone: {phone}'}
          </Translate>
        </span>
        <span>
          <Translate
            id="footer.contact.email"
            values={{
              email: (
                <a className="footer__link-item" href={`mailto:${supportEmail}`}>
                  {supportEmail}
                </a>
              ),
            }}>
            {'Support: {email}'}
          </Translate>
        </span>
      </address>
    </div>
  );
}
