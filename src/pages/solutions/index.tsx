import React from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import CallToAction from '@site/src/components/sections/CallToAction';
import CardGrid from '@site/src/components/sections/CardGrid';
import Highlights from '@site/src/components/sections/Highlights';
import Section from '@site/src/components/sections/Section';
import Hero from '@site/src/components/sections/Hero';
import IndustryGrid from './_components/IndustryGrid';
import SolutionsSeo from '@site/src/components/Solutions/SolutionsSeo';
import UseCaseGrid from './_components/UseCaseGrid';
import {externalLinks} from '@site/src/config/site';
import {
  demoSection,
  solutionsHero,
  solutionsSeo,
  solutionUseCases,
  universalBenefits,
  universalFigures,
  whyChoose,
} from '@site/src/data/solutions';

/** SPEC §2 "Solutions and industry overview". */
export default function Solutions(): React.JSX.Element {
  const bookDemo = translate({id: 'solutions.common.bookDemo', message: 'Book a Demo'});
  return (
    <Layout title={solutionsSeo.title} description={solutionsSeo.description}>
      <SolutionsSeo seo={solutionsSeo} path="/solutions" />
      <main>
        <Hero
          eyebrow={solutionsHero.eyebrow}
          title={solutionsHero.title}
          lead={solutionsHero.lead}
          actions={[
            {label: bookDemo, to: externalLinks.demoScheduler, primary: true},
            {
              label: translate({id: 'solutions.hero.exploreIndustries', message: 'Explore Industries'}),
              to: '#industries',
            },
          ]}
        />
        <Section
          id="use-cases"
          title={translate({id: 'solutions.useCases.title', message: 'Use cases'})}
          intro={translate({
            id: 'solutions.useCases.intro',
            message: 'One platform, many jobs: start with the one that costs you the most time.',
          })}>
          <UseCaseGrid items={solutionUseCases} />
        </Section>
        <Section
          id="benefits"
          tinted
          title={translate({id: 'solutions.benefits.title', message: 'Benefits in every industry'})}>
          <CardGrid items={universalBenefits} />
          <Highlights items={universalFigures} className="margin-top--lg" />
        </Section>
        <Section
          id="why-choose"
          title={translate({id: 'solutions.why.title', message: 'Why choose AgentWorks'})}>
          <CardGrid items={whyChoose} />
        </Section>
        <Section
          id="industries"
          tinted
          title={translate({id: 'solutions.industries.title', message: 'Solutions by industry'})}
          intro={translate({
            id: 'solutions.industries.intro',
            message: 'Agents trained for the questions, systems and rules of your sector.',
          })}>
          <IndustryGrid />
        </Section>
        <CallToAction
          title={demoSection.title}
          description={demoSection.description}
          actions={[
            {label: bookDemo, to: externalLinks.demoScheduler, primary: true},
            {label: translate({id: 'solutions.common.viewPricing', message: 'View Pricing'}), to: '/pricing'},
          ]}
        />
      </main>
    </Layout>
  );
}
