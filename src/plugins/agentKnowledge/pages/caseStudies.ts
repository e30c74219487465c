import type {CaseStudy} from '../../../data/caseStudies';
import type {Industry} from '../../../data/industries';
import type {Plan} from '../../../data/plans';
import type {IndustryId} from '../../../config/ids';
import {bullets, heading, link, paragraph, toNodes, whitePaperDownload} from './markdown';
import type {PageWriter} from './types';

type SiteModule = typeof import('../../../config/site');

/** /case-studies: each story's challenge, solution, results and plan, the white paper and the demo it offers. */
export const caseStudiesPage: PageWriter = ({translate: t, load, localePath}) => {
  const {caseStudies} = load<{caseStudies: readonly CaseStudy[]}>('@site/src/data/caseStudies');
  const {industries} = load<{industries: Record<IndustryId, Industry>}>('@site/src/data/industries');
  const {plans} = load<{plans: Record<string, Plan>}>('@site/src/data/plans');
  const {externalLinks} = load<SiteModule>('@site/src/config/site');
  const labels = {
    challenge: t({id: 'knowledge.caseStudies.challenge', message: 'Challenge'}),
    solution: t({id: 'knowledge.caseStudies.solution', message: 'Solution'}),
    results: t({id: 'knowledge.caseStudies.results', message: 'Results'}),
    plan: t({id: 'knowledge.caseStudies.plan', message: 'Plan'}),
  };
  return [
    {
      title: t({id: 'caseStudies.hero.title', message: 'Customer Success Stories'}),
      summary: t({
        id: 'caseStudies.meta.description',
        message:
          'See how clinics, retailers, software companies, manufacturers and service firms use AI agents to answer customers 24/7, cut support costs and win more business.',
      }),
      url: localePath('/case-studies'),
      body: toNodes([
        paragraph(
          t({
            id: 'caseStudies.hero.lead',
            message:
              'How businesses in every industry put AI agents to work: the problem they started with, what the agent does for them and what changed.',
          }),
        ),
        heading(2, t({id: 'caseStudies.stories.title', message: 'Stories by Industry'}), 'stories-title'),
        paragraph(
          t({
            id: 'caseStudies.stories.intro',
            message: 'These stories are illustrative examples built from results typical of each industry; company names are fictitious.',
          }),
        ),
        ...caseStudies.map((story) =>
          [
            heading(3, `${story.company} (${industries[story.industry].label})`),
            paragraph(`${labels.challenge}: ${story.challenge}`),
            paragraph(`${labels.solution}: ${story.solution}`),
            `${paragraph(labels.results)}:\n\n${bullets(story.results)}`,
            paragraph(`${labels.plan}: ${plans[story.plan].title}`),
          ].join('\n\n'),
        ),
        whitePaperDownload(t),
        heading(2, t({id: 'caseStudies.cta.title', message: 'Ready to Write Your Own Success Story?'})),
        paragraph(t({id: 'caseStudies.cta.description', message: 'See the agent answer questions from your own content in a 30-minute demo.'})),
        link(t({id: 'caseStudies.cta.demo', message: 'Book a Demo'}), externalLinks.demoScheduler),
      ]),
    },
  ];
};
