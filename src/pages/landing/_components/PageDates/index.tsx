import React from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {landingDates} from '@site/src/config/site';

export type Props = {
  /** ISO dates (YYYY-MM-DD). */
  published?: string;
  updated?: string;
};

/** 'January 5, 2025' in English, '5 de enero de 2025' in Spanish. */
export function formatLongDate(isoDate: string, locale: string): string {
  // UTC on both sides so the prerendered text and the hydrated one never differ by a day.
  return new Intl.DateTimeFormat(locale, {dateStyle: 'long', timeZone: 'UTC'}).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** SPEC §1: a screen-reader-only line with the published and last-updated dates. */
export default function PageDates({
  published = landingDates.published,
  updated = landingDates.updated,
}: Props): React.JSX.Element {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  return (
    <p className="sr-only">
      <Translate
        id="landing.dates.line"
        description="Screen-reader-only line with the landing page's dates"
        values={{
          published: <time dateTime={published}>{formatLongDate(published, locale)}</time>,
          updated: <time dateTime={updated}>{formatLongDate(updated, locale)}</time>,
        }}>
        {'Published on {published}. Last updated on {updated}.'}
      </Translate>
    </p>
  );
}
