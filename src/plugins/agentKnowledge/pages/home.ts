import type {FeatureTab} from '../../../data/featureTabs';
import type {RoiIndustryDefaults} from '../../../data/roiDefaults';
import type {Testimonial} from '../../../data/testimonials';
import {bullets, entries, heading, paragraph, table, toNodes} from './markdown';
import type {PageWriter} from './types';

type SiteModule = typeof import('../../../config/site');
type SiteFiguresModule = typeof import('../../../data/siteFigures');

/** The home page: what the agent does, the figures, the feature tabs, ROI defaults and testimonials. */
export const homePage: PageWriter = ({translate: t, load, localePath, absoluteUrl}) => {
  // The site's figures as the locale's pages write them ("85 %", "99 US$" in Spanish).
  const {figureData} = load<SiteModule>('@site/src/config/site');
  const {localFigures} = load<SiteFiguresModule>('@site/src/data/siteFigures');
  const figures = localFigures(figureData);
  const {featureTabs} = load<{featureTabs: readonly FeatureTab[]}>('@site/src/data/featureTabs');
  const {roiDefaults} = load<{roiDefaults: readonly RoiIndustryDefaults[]}>('@site/src/data/roiDefaults');
  const {testimonials} = load<{testimonials: readonly Testimonial[]}>('@site/src/data/testimonials');
  return [
    {
      title: t({id: 'home.meta.title', message: 'AI Agents for Customer Support and Business Automation'}),
      summary: t({
        id: 'home.meta.description',
        message:
          'AI agents that answer your customers from your own knowledge base, 24/7 and in over 100 languages. Calculate your ROI and explore our solutions.',
      }),
      url: localePath('/'),
      body: toNodes([
        heading(2, t({id: 'home.hero.title', message: 'Make Your Business Smarter with AI'})),
        paragraph(
          t({
            id: 'home.hero.lead',
            message:
              'AI agents that answer your customers from your own knowledge base, 24/7 and in over 100 languages, and bring in your team whenever a human touch is needed.',
          }),
        ),
        bullets([
          `${figures.resolutionRate} ${t({id: 'home.stats.resolutionRate', message: 'Resolution rate'})}`,
          `${figures.averageRoi} ${t({id: 'home.stats.averageRoi', message: 'Average ROI'})}`,
          `${figures.hoursSaved} ${t({id: 'home.stats.hoursSaved', message: 'Hours saved'})}`,
          `${figures.satisfiedClients} ${t({id: 'home.stats.satisfiedClients', message: 'Satisfied clients'})}`,
        ]),
        heading(2, t({id: 'home.collaboration.title', message: 'Seamless AI and Human Collaboration'})),
        paragraph(
          t({
            id: 'home.collaboration.lead',
            message:
              'Your AI agent takes care of the routine questions so your people can focus on the conversations where they make the difference.',
          }),
        ),
        heading(2, t({id: 'home.features.title', message: 'Everything Your AI Agent Can Do'})),
        entries(
          featureTabs.map((tab) => ({
            title: tab.title,
            description: `${tab.description} ${tab.stats.title}: ${tab.stats.percent}% ${tab.stats.label}. ${tab.stats.description} (${absoluteUrl(tab.solutionsLink)})`,
          })),
        ),
        heading(2, t({id: 'roi.title', message: 'Calculate Your ROI'}), 'roi-calculator-title'),
        paragraph(t({id: 'roi.lead', message: 'See how much time and money AI agents could save your support team each year.'})),
        table(
          [
            t({id: 'knowledge.roi.industry', message: 'Industry'}),
            t({id: 'knowledge.roi.salary', message: 'Average yearly salary (USD)'}),
            t({id: 'knowledge.roi.tickets', message: 'Tickets per day'}),
            t({id: 'knowledge.roi.resolution', message: 'Resolution rate (%)'}),
            t({id: 'knowledge.roi.minutes', message: 'Minutes per ticket'}),
          ],
          roiDefaults.map((row) => [
            row.name,
            String(row.avgSalary),
            String(row.ticketsPerDay),
            String(row.resolutionRate),
            String(row.avgTimePerTicket),
          ]),
        ),
        heading(2, t({id: 'testimonials.title', message: 'What Our Customers Say'})),
        bullets(testimonials.map((item) => `"${item.testimonial}" (${item.name}, ${item.rating}/5)`)),
        heading(2, t({id: 'home.cta.title', message: 'Ready to put AI agents to work?'})),
        paragraph(t({id: 'home.cta.text', message: 'Start free today, or book a demo and see the agent answer from your own content.'})),
      ]),
    },
  ];
};
