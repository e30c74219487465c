import React from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import RoiCalculator from '@site/src/components/RoiCalculator';
import type {IndustryContent} from '@site/src/data/industryContent/types';
import type {MarketingRouteProps} from '@site/src/config/ids';
import Faq from '@site/src/components/sections/Faq';
import BackLink from '@site/src/components/sections/BackLink';
import Comparison from '../Comparison';
import CardGrid from '@site/src/components/sections/CardGrid';
import IndustryCallToAction from '../IndustryCallToAction';
import IndustryHero from '../IndustryHero';
import IndustrySeo from '../IndustrySeo';
import Section from '@site/src/components/sections/Section';
import Steps from '@site/src/components/sections/Steps';
import SuccessStories from '../SuccessStories';
import TechnologyTabs from '../TechnologyTabs';
import styles from './styles.module.css';

export type Props = MarketingRouteProps & {
  /** src/data/industryContent/technology.ts, with its `technology` layout block. */
  content: IndustryContent;
};

/**
 * The technology page's own layout (SPEC §2): challenges vs solutions, four feature cards
 * (#features, the header's in-page 'Features' link), tabs, two success stories, the ROI
 * calculator seeded with technology defaults and a four-question FAQ.
 */
export default function TechnologyPage({content, canonicalPath}: Props): React.JSX.Element {
  const layout = content.technology;
  if (!layout) {
    throw new Error(`TechnologyPage needs the "technology" block of industry "${content.id}".`);
  }
  return (
    <Layout title={content.seoTitle} description={content.seoDescription}>
      <IndustrySeo content={content} canonicalPath={canonicalPath} />
      <main>
        <IndustryHero content={content} />
        <Section
          id="challenges"
          title={translate({
            id: 'industry.technology.page.challengesTitle',
            message: 'Your challenges, solved',
          })}
          intro={content.overview}>
          <Comparison challenges={layout.challenges} solutions={layout.solutions} />
        </Section>
        <Section
          id="features"
          tinted
          title={translate({
            id: 'industry.technology.page.featuresTitle',
            message: 'Built for software teams',
          })}>
          <CardGrid columns="four" items={content.aiSolutions} />
        </Section>
        <Section
          id="use-cases"
          title={translate({
            id: 'industry.technology.page.tabsTitle',
            message: 'One agent for support, onboarding and docs',
          })}>
          <TechnologyTabs tabs={layout.tabs} />
        </Section>
        <Section
          id="how-it-works"
          tinted
          title={translate({id: 'industry.page.howItWorksTitle', message: 'How it works'})}>
          <Steps steps={content.howItWorks} />
        </Section>
        <Section
          id="success-stories"
          title={translate({
            id: 'industry.technology.page.storiesTitle',
            message: 'Success stories',
          })}>
          <SuccessStories stories={layout.successStories} />
        </Section>
        <RoiCalculator initialIndustry="technology" className={styles.roi} />
        <Faq
          id="faq"
          title={translate({id: 'industry.page.faqTitle', message: 'Frequently asked questions'})}
          items={content.faqItems}
        />
        <IndustryCallToAction content={content} />
        <nav
          className="container"
          aria-label={translate({id: 'industry.page.backNavLabel', message: 'Back to the overview'})}>
          <BackLink variant="industries" className={styles.bottomBack} />
        </nav>
      </main>
    </Layout>
  );
}
