/**
 * The language tag of the locale being built ("en-US", "es-ES"): numbers and prices are written
 * by Intl the way the page's language writes them (issue 20: "$3,588 facturados" sat beside
 * "4176 US$"). Each locale's bundle, and the agent's knowledge of it, gets its own value.
 */
import i18n from '@generated/i18n';

export const numberLocale: string = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
