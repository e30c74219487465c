import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** Numbers, rates and UTC days in the reader's locale. */
export function useTrafficFormat() {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const number = new Intl.NumberFormat(locale, {maximumFractionDigits: 1});
  const compact = new Intl.NumberFormat(locale, {notation: 'compact'});
  const percent = new Intl.NumberFormat(locale, {style: 'percent', maximumFractionDigits: 1});
  // The report's days are UTC days: shown as such, whatever the reader's time zone.
  const day = new Intl.DateTimeFormat(locale, {dateStyle: 'medium', timeZone: 'UTC'});
  return {
    number: (value: number) => number.format(value),
    /** For the chart's axis: '12K'. */
    compact: (value: number) => compact.format(value),
    percent: (value: number | null) => (value === null ? '—' : percent.format(value)),
    day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
  };
}
