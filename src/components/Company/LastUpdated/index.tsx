import React from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

export type Props = {
  /** ISO 8601 date of the text's current version, e.g. '2025-06-01'. */
  date: string;
};

/** "Last updated: June 1, 2025" under a policy's title, written in the page's language. */
export default function LastUpdated({date}: Props): React.JSX.Element {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  // Noon UTC, so the calendar day is the same in every time zone the page is rendered in.
  const readable = new Intl.DateTimeFormat(locale, {dateStyle: 'long', timeZone: 'UTC'}).format(
    new Date(`${date}T12:00:00Z`),
  );
  return (
    <p className={styles.updated}>
      <Translate id="company.legal.lastUpdated" values={{date: <time dateTime={date}>{readable}</time>}}>
        {'Last updated: {date}'}
      </Translate>
    </p>
  );
}
