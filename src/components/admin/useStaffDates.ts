import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** Dates and times in the reader's locale, e.g. '24 Nov 2026, 14:05'. */
export function useStaffDates(): (epochMs: number) => string {
  const {i18n} = useDocusaurusContext();
  const format = new Intl.DateTimeFormat(i18n.currentLocale, {dateStyle: 'medium', timeStyle: 'short'});
  return (epochMs) => format.format(new Date(epochMs));
}
