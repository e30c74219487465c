/** @generated/i18n as the English build has it. */
const i18n = {
  defaultLocale: 'en',
  locales: ['en', 'es'],
  currentLocale: 'en',
  localeConfigs: {en: {label: 'English', htmlLang: 'en-US'}, es: {label: 'Español', htmlLang: 'es-ES'}},
};
export default i18n;
