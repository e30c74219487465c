import React from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Seo, {useAbsoluteUrl} from '@site/src/components/Seo';
import Testimonials from '@site/src/components/Testimonials';
import LandingHero from './landing/_components/LandingHero';
import Benefits from './landing/_components/Benefits';
import SignupSection from '@site/src/components/Landing/SignupSection';
import TryItSection from '@site/src/components/TryIt';
import CommonQuestions from './landing/_components/CommonQuestions';
import ClosingCta from './landing/_components/ClosingCta';
import PageDates from './landing/_components/PageDates';
import WhitePaperDownload from '@site/src/components/WhitePaperDownload';
import {
  landingApplicationJsonLd,
  landingWebPageJsonLd,
  robotsPresets,
} from '@site/src/lib/seo';

// SPEC §1 page title and §9 landing metadata (snippet 180, rating, free to access).
export default function LandingPage(): React.JSX.Element {
  const {i18n} = useDocusaurusContext();
  const url = useAbsoluteUrl()('/landing');
  const title = translate({
    id: 'landing.meta.title',
    message: 'AI Agents for Universal Business Solutions',
  });
  const description = translate({
    id: 'landing.meta.description',
    message:
      'Transform your business with AI agents: like having thousands of your best employees on staff 24/7. Work faster, save 30% on costs and keep customers happy. Start your free trial.',
  });
  return (
    <Layout title={title} description={description}>
      <Seo
        robots={robotsPresets.landing}
        schemaMarkup={[
          landingApplicationJsonLd({name: title, description, url}),
          landingWebPageJsonLd({
            name: title,
            description,
            url,
            inLanguage: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
          }),
        ]}
      />
      <main>
        <LandingHero />
        <Benefits />
        <TryItSection />
        <SignupSection />
        <Testimonials id="testimonials" />
        <WhitePaperDownload />
        <CommonQuestions />
        <ClosingCta />
        <PageDates />
      </main>
    </Layout>
  );
}
