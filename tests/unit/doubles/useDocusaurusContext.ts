export const siteConfig = {
  title: 'AgentWorks',
  url: 'https://www.agentworks.example',
  baseUrl: '/',
  tagline: 'AI agents',
  customFields: {},
};

export default function useDocusaurusContext() {
  return {
    siteConfig,
    i18n: {currentLocale: 'en', defaultLocale: 'en', locales: ['en', 'es'], localeConfigs: {}},
  };
}
