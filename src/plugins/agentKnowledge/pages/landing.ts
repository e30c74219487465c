import {faq, heading, paragraph, toNodes, whitePaperOffer} from './markdown';
import type {PageWriter} from './types';

type SiteModule = typeof import('../../../config/site');
type SiteFiguresModule = typeof import('../../../data/siteFigures');

/** /landing: the promise and its common questions (price, start time, team, data). */
export const landingPage: PageWriter = ({translate: t, load, localePath}) => {
  // The site's figures as the locale's pages write them ("85 %", "99 US$" in Spanish).
  const {figureData} = load<SiteModule>('@site/src/config/site');
  const {localFigures} = load<SiteFiguresModule>('@site/src/data/siteFigures');
  const figures = localFigures(figureData);
  return [
    {
      title: t({id: 'landing.hero.title', message: 'Transform Your Business with AI Agents'}),
      summary: t({
        id: 'landing.meta.description',
        message:
          'Transform your business with AI agents: like having thousands of your best employees on staff 24/7. Work faster, save 30% on costs and keep customers happy. Start your free trial.',
      }),
      url: localePath('/landing'),
      body: toNodes([
        paragraph(t({id: 'landing.hero.subtitle', message: "It's like having thousands of your best employees on staff 24/7."})),
        heading(2, t({id: 'landing.questions.title', message: 'Common Questions'}), 'landing-questions-title'),
        faq([
          {
            question: t({id: 'landing.questions.start.question', message: 'How quickly can we get started?'}),
            answer: t({
              id: 'landing.questions.start.answer',
              message:
                'Most businesses are up and running in 1-2 days. We train your AI agent on your own content and help you place it on your website.',
            }),
          },
          {
            question: t({id: 'landing.questions.team.question', message: 'Do we need a big tech team?'}),
            answer: t({
              id: 'landing.questions.team.answer',
              message:
                'No. You do not need a big tech team: we handle the setup, and your agent works with the website and tools you already use.',
            }),
          },
          {
            question: t({id: 'landing.questions.cost.question', message: 'What does it cost?'}),
            answer: t(
              {
                id: 'landing.questions.cost.answer',
                message:
                  'Plans start from {price}/month. On average, businesses save over {savings} monthly, and the investment pays for itself within {weeks} weeks.',
              },
              {price: figures.plansFromPerMonth, savings: figures.monthlySavings, weeks: figures.paybackWeeks},
            ),
          },
          {
            question: t({id: 'landing.questions.data.question', message: 'Is our data safe?'}),
            answer: t({
              id: 'landing.questions.data.answer',
              message:
                'Yes. Your data is encrypted in transit and at rest, used only to answer your customers, and never shared with anyone else.',
            }),
          },
        ]),
        whitePaperOffer(t),
      ]),
    },
  ];
};
