import React from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import type {IndustryContent} from '@site/src/data/industryContent/types';
import type {MarketingRouteProps} from '@site/src/config/ids';
import Faq from '@site/src/components/sections/Faq';
import BackLink from '@site/src/components/sections/BackLink';
import CardGrid from '@site/src/components/sections/CardGrid';
import IndustryCallToAction from '../IndustryCallToAction';
import IndustryHero from '../IndustryHero';
import IndustrySeo from '../IndustrySeo';
import Overview from '../Overview';
import Section from '@site/src/components/sections/Section';
import Steps from '@site/src/components/sections/Steps';
import styles from './styles.module.css';

export type Props = MarketingRouteProps & {
  /** The industry's module of src/data/industryContent, loaded for this route only. */
  content: IndustryContent;
};

/** The shared industry layout (SPEC §2 "Industry pages"); technology has its own. */
export default function IndustryPage({content, canonicalPath}: Props): React.JSX.Element {
  return (
    <Layout title={content.seoTitle} description={content.seoDescription}>
      <IndustrySeo content={content} canonicalPath={canonicalPath} />
      <main>
        <IndustryHero content={content} />
        <Overview content={content} />
        <Section
          id="solutions"
          tinted
          title={translate(
            {id: 'industry.page.solutionsTitle', message: 'AI solutions for {industry}'},
            {industry: content.name},
          )}>
          <CardGrid items={content.aiSolutions} />
        </Section>
        <Section id="how-it-works" title={translate({id: 'industry.page.howItWorksTitle', message: 'How it works'})}>
          <Steps steps={content.howItWorks} />
        </Section>
        <Section
          id="benefits"
          tinted
          title={translate({id: 'industry.page.keyBenefitsTitle', message: 'Key benefits'})}>
          <CardGrid items={content.keyBenefits} />
        </Section>
        <Faq
          id="faq"
          title={translate({id: 'industry.page.faqTitle', message: 'Frequently asked questions'})}
          items={content.faqItems}
        />
        <IndustryCallToAction content={content} />
        <nav className="container" aria-label={translate({id: 'industry.page.backNavLabel', message: 'Back to the overview'})}>
          <BackLink variant="industries" className={styles.bottomBack} />
        </nav>
      </main>
    </Layout>
  );
}
