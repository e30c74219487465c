import type {Industry} from '../../../data/industries';
import type * as SolutionsData from '../../../data/solutions';
import {bullets, entries, heading, link, paragraph, toNodes} from './markdown';
import type {PageWriter} from './types';

type IndustriesModule = {industryList: readonly Industry[]};

/** /solutions and /solutions/seamless-integration, from src/data/solutions.ts. */
export const solutionsPages: PageWriter = ({translate: t, load, localePath, absoluteUrl}) => {
  const data = load<typeof SolutionsData>('@site/src/data/solutions');
  const {industryList} = load<IndustriesModule>('@site/src/data/industries');
  const {industryPath} = load<typeof import('../../../config/ids')>('@site/src/config/ids');
  return [
    {
      title: data.solutionsHero.title,
      summary: data.solutionsSeo.description,
      url: localePath('/solutions'),
      body: toNodes([
        paragraph(data.solutionsHero.lead),
        heading(2, t({id: 'solutions.useCases.title', message: 'Use cases'}), 'use-cases-title'),
        paragraph(t({id: 'solutions.useCases.intro', message: 'One platform, many jobs: start with the one that costs you the most time.'})),
        entries(data.solutionUseCases),
        heading(2, t({id: 'solutions.benefits.title', message: 'Benefits in every industry'}), 'benefits-title'),
        entries(data.universalBenefits),
        bullets(data.universalFigures.map((figure) => `${figure.value} ${figure.label}`)),
        heading(2, t({id: 'solutions.why.title', message: 'Why choose AgentWorks'}), 'why-choose-title'),
        entries(data.whyChoose),
        heading(2, t({id: 'solutions.industries.title', message: 'Solutions by industry'}), 'industries-title'),
        paragraph(t({id: 'solutions.industries.intro', message: 'Agents trained for the questions, systems and rules of your sector.'})),
        industryList
          .map((industry) => `- ${link(industry.label, absoluteUrl(industryPath(industry.id)))}: ${paragraph(data.industryTeasers[industry.id])}`)
          .join('\n'),
        heading(2, data.demoSection.title),
        paragraph(data.demoSection.description),
      ]),
    },
    {
      title: data.integrationHero.title,
      summary: data.integrationSeo.description,
      url: localePath('/solutions/seamless-integration'),
      body: toNodes([
        paragraph(data.integrationHero.lead),
        heading(2, t({id: 'integration.channels.title', message: 'Four ways to connect'}), 'channels-title'),
        ...data.integrationChannels.map((channel) =>
          [heading(3, channel.title), paragraph(channel.description), bullets(channel.points)].join('\n\n'),
        ),
        heading(2, t({id: 'integration.crms.title', message: 'Supported CRMs'}), 'crm-title'),
        paragraph(
          t({
            id: 'integration.crms.intro',
            message: 'Ready-made connectors for the CRMs our customers use most, and the API for everything else.',
          }),
        ),
        bullets(data.supportedCrms),
        heading(2, t({id: 'integration.steps.title', message: 'From sign-up to live in four steps'}), 'setup-title'),
        entries(data.integrationSteps),
        heading(2, t({id: 'integration.security.title', message: 'Secure by design'}), 'security-title'),
        bullets(data.integrationSecurity.map((item) => `${item.value} ${item.label}`)),
        heading(2, t({id: 'integration.cta.title', message: 'Ready to connect your agent?'})),
        paragraph(t({id: 'integration.cta.description', message: 'Follow the step-by-step guide, or let us walk you through it in a demo.'})),
        link(t({id: 'integration.common.readGuide', message: 'Read the Integration Guide'}), absoluteUrl('/documentation/integration')),
      ]),
    },
  ];
};
