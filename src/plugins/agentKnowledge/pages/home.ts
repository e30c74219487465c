import type {FeatureTab} from '../../../data/featureTabs';
import type {RoiIndustryDefaults} from '../../../data/roiDefaults';
import type {Testimonial} from '../../../data/testimonials';
import {bullets, customerQuotes, entries, heading, paragraph, signupOffer, table, toNodes} from './markdown';
import type {PageWriter} from './types';

type SiteModule = typeof import('../../../config/site');
type SiteFiguresModule = typeof import('../../../data/siteFigures');
type RoiModule = typeof import('../../../lib/roi');
type FiguresLib = typeof import('../../../lib/figures');

/**
 * The home page: what the agent does, the figures, the collaboration points, the feature tabs,
 * the ROI calculator's defaults and assumptions, the free trial and the testimonials.
 */
export const homePage: PageWriter = ({translate: t, load, locale, localePath, absoluteUrl}) => {
  // The site's figures as the locale's pages write them ("85 %", "99 US$" in Spanish).
  const {figureData} = load<SiteModule>('@site/src/config/site');
  const {localFigures} = load<SiteFiguresModule>('@site/src/data/siteFigures');
  const figures = localFigures(figureData);
  const {featureTabs} = load<{featureTabs: readonly FeatureTab[]}>('@site/src/data/featureTabs');
  const {roiDefaults} = load<{roiDefaults: readonly RoiIndustryDefaults[]}>('@site/src/data/roiDefaults');
  const {testimonials} = load<{testimonials: readonly Testimonial[]}>('@site/src/data/testimonials');
  const roi = load<RoiModule>('@site/src/lib/roi');
  // A tab's figure as its panel writes it: "85%" in English, "85 %" in Spanish.
  const {formatPercent} = load<FiguresLib>('@site/src/lib/figures');
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
        entries([
          {
            title: t({id: 'home.collaboration.knowledge.title', message: 'Your knowledge, your answers'}),
            description: t({
              id: 'home.collaboration.knowledge.description',
              message: 'The agent answers from your private knowledge base, not from guesswork.',
            }),
          },
          {
            title: t({id: 'home.collaboration.alwaysOn.title', message: 'Always on, 24/7'}),
            description: t({
              id: 'home.collaboration.alwaysOn.description',
              message: 'Nights, weekends and holidays: customers get help the moment they ask.',
            }),
          },
          {
            title: t({id: 'home.collaboration.languages.title', message: 'Over {count} languages'}, {count: figures.languages}),
            description: t({
              id: 'home.collaboration.languages.description',
              message: 'Every customer is served in their own language, with no extra staff.',
            }),
          },
          {
            title: t({id: 'home.collaboration.handoff.title', message: 'A human when it matters'}),
            description: t({
              id: 'home.collaboration.handoff.description',
              message: 'Complex or sensitive conversations go to your team, with the full history attached.',
            }),
          },
        ]),
        heading(2, t({id: 'home.features.title', message: 'Everything Your AI Agent Can Do'})),
        paragraph(t({id: 'home.features.lead', message: 'Explore the capabilities that help teams answer faster, work smarter and grow.'})),
        entries(
          featureTabs.map((tab) => ({
            title: tab.title,
            description: `${tab.description} ${tab.stats.title}: ${formatPercent(tab.stats.percent, locale)} ${tab.stats.label}. ${tab.stats.description} (${absoluteUrl(tab.solutionsLink)})`,
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
        // The calculator's assumptions, as its footnote states them ("how is the ROI worked out?").
        paragraph(
          t(
            {
              id: 'roi.results.footnote',
              message: 'Based on {days} working days and {hours} paid hours a year, after a plan cost of {planCost} a year.',
            },
            {
              days: roi.formatAbbreviated(roi.WORKING_DAYS_PER_YEAR, locale),
              hours: roi.formatAbbreviated(roi.PAID_HOURS_PER_YEAR, locale),
              planCost: roi.formatMoneyAbbreviated(roi.REFERENCE_PLAN_COST_PER_YEAR, locale),
            },
          ),
        ),
        signupOffer(t, figures.plansFromPerMonth),
        customerQuotes(t, testimonials),
        heading(2, t({id: 'home.cta.title', message: 'Ready to put AI agents to work?'})),
        paragraph(t({id: 'home.cta.text', message: 'Start free today, or book a demo and see the agent answer from your own content.'})),
      ]),
    },
  ];
};
