import React from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import Section from '@site/src/components/sections/Section';
import PartnerApplicationForm from '@site/src/components/Partners/PartnerApplicationForm';
import PartnerBenefits from './_components/PartnerBenefits';
import Faq from '@site/src/components/sections/Faq';
import PartnerPrograms from './_components/PartnerPrograms';
import PartnersSeo from '@site/src/components/Partners/PartnersSeo';
import PartnerStories from './_components/PartnerStories';
import Hero from '@site/src/components/sections/Hero';
import {partnerFaqs} from '@site/src/data/partnerFaqs';
import {partnerBenefits, partnerPrograms} from '@site/src/data/partnerPrograms';
import {partnerStories} from '@site/src/data/partnerStories';

/** SPEC §2 "Partners page". */
export default function Partners(): React.JSX.Element {
  const title = translate({
    id: 'partners.meta.title',
    message: 'Partner Programs: Referral, Technology, Affiliate and Reseller',
  });
  const description = translate({
    id: 'partners.meta.description',
    message:
      'Partner with AgentWorks: refer customers, build integrations, promote or resell AI agents. Commissions, training and a dedicated partner team. Apply in minutes.',
  });
  return (
    <Layout title={title} description={description}>
      <PartnersSeo title={title} description={description} faqItems={partnerFaqs} />
      <main>
        <Hero
          eyebrow={translate({id: 'partners.hero.eyebrow', message: 'Partner Program'})}
          title={translate({id: 'partners.hero.title', message: 'Partners'})}
          lead={translate({
            id: 'partners.hero.lead',
            message:
              'Grow with AgentWorks. Refer customers, connect your product, share us with your audience or resell AI agents that answer from each business’s own knowledge, 24/7.',
          })}
          actions={[
            {
              label: translate({id: 'partners.hero.apply', message: 'Become a Partner'}),
              to: '#partner-application',
              primary: true,
            },
            {
              label: translate({id: 'partners.hero.explore', message: 'Explore Programs'}),
              to: '#partner-types',
            },
          ]}
        />
        <Section
          id="partner-types"
          title={translate({id: 'partners.programs.title', message: 'Our Partnership Programs'})}
          intro={translate({
            id: 'partners.programs.intro',
            message: 'Four ways to work with us. Pick the one that fits how you serve your customers.',
          })}>
          <PartnerPrograms programs={partnerPrograms} />
        </Section>
        <Section
          id="partner-benefits"
          tinted
          title={translate({id: 'partners.benefits.title', message: 'Partner Benefits'})}>
          <PartnerBenefits programs={partnerPrograms} benefits={partnerBenefits} />
        </Section>
        <Section
          id="partner-stories"
          title={translate({id: 'partners.stories.title', message: 'Partner Success Stories'})}>
          <PartnerStories stories={partnerStories} programs={partnerPrograms} />
        </Section>
        <div data-nosnippet="">
          <Section
            id="partner-application"
            tinted
            title={translate({id: 'partners.application.title', message: 'Become a Partner'})}
            intro={translate({
              id: 'partners.application.intro',
              message: 'Tell us about your company and how you would like to work together.',
            })}>
            <PartnerApplicationForm programs={partnerPrograms} />
          </Section>
        </div>
        <Faq
          id="partner-faq"
          title={translate({id: 'partners.faq.title', message: 'Frequently Asked Questions'})}
          items={partnerFaqs}
        />
      </main>
    </Layout>
  );
}
