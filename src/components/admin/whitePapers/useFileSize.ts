import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** File sizes in the reader's locale: '512 byte', '840 kB', '2.4 MB' (decimal units, as file managers show). */
export function useFileSize(): (bytes: number) => string {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  return (bytes) => {
    const [value, unit] =
      bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : bytes >= 1000 ? [bytes / 1000, 'kilobyte'] : [bytes, 'byte'];
    return new Intl.NumberFormat(locale, {style: 'unit', unit, maximumFractionDigits: 1}).format(value);
  };
}
