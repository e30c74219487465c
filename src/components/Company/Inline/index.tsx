/**
 * Company facts for running text (MDX pages), read from src/config/site.ts so the pages never
 * hard-code a name, address, phone number or e-mail address.
 */
import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {company, contact} from '@site/src/config/site';

export function CompanyName(): React.JSX.Element {
  return <>{company.name}</>;
}

export function LegalName(): React.JSX.Element {
  return <>{company.legalName}</>;
}

export function SiteAddress(): React.JSX.Element {
  return <>{company.url.replace(/^https?:\/\//, '')}</>;
}

export function OfficeCity(): React.JSX.Element {
  return <>{contact.postalAddress.locality}</>;
}

function MailLink({address}: {address: string}): React.JSX.Element {
  return <a href={`mailto:${address}`}>{address}</a>;
}

export function SupportEmail(): React.JSX.Element {
  return <MailLink address={contact.supportEmail} />;
}

export function SalesEmail(): React.JSX.Element {
  return <MailLink address={contact.salesEmail} />;
}

export function SupportPhone(): React.JSX.Element {
  return <a href={`tel:${contact.phone.e164}`}>{contact.phone.display}</a>;
}

export function SalesPhone(): React.JSX.Element {
  return <a href={`tel:${contact.salesPhone.e164}`}>{contact.salesPhone.display}</a>;
}

/** One-line postal address with the country named in the page's language. */
export function PostalAddress(): React.JSX.Element {
  const {i18n} = useDocusaurusContext();
  const {street, locality, region, postalCode, country} = contact.postalAddress;
  let countryName: string = country;
  try {
    countryName = new Intl.DisplayNames([i18n.currentLocale], {type: 'region'}).of(country) ?? country;
  } catch {
    // Older engines without Intl.DisplayNames: the ISO code still identifies the country.
  }
  return (
    <>
      {company.legalName}, {street}, {locality}, {region} {postalCode}, {countryName}
    </>
  );
}
