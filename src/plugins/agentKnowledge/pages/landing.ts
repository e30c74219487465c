import type {Testimonial} from '../../../data/testimonials';
import {bullets, customerQuotes, entries, faq, heading, paragraph, signupOffer, toNodes, whitePaperDownload} from './markdown';
import type {PageWriter, WriterContext} from './types';

type SiteModule = typeof import('../../../config/site');
type SiteFiguresModule = typeof import('../../../data/siteFigures');
type TryItModule = typeof import('../../../lib/api/tryIt');

/**
 * /landing, in the page's order: the promise, its benefits, trying it on your content, the free
 * trial, testimonials, the white paper, its common questions (price, start time, team, data) and
 * its closing call.
 */
export const landingPage: PageWriter = ({translate: t, load, localePath}) => {
  // The site's figures as the locale's pages write them ("85 %", "99 US$" in Spanish).
  const {figureData} = load<SiteModule>('@site/src/config/site');
  const {localFigures} = load<SiteFiguresModule>('@site/src/data/siteFigures');
  const figures = localFigures(figureData);
  const {tryItLimits} = load<TryItModule>('@site/src/lib/api/tryIt');
  const {testimonials} = load<{testimonials: readonly Testimonial[]}>('@site/src/data/testimonials');
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
        heading(2, t({id: 'landing.benefits.title', message: 'Why Businesses Choose AI Agents'}), 'benefits-title'),
        paragraph(t({id: 'landing.benefits.intro', message: 'A team of AI agents trained on your business, working every hour of every day.'})),
        entries([
          {
            title: t({id: 'landing.benefits.faster.title', message: 'Work Faster'}),
            description: t({
              id: 'landing.benefits.faster.description',
              message:
                'AI agents answer questions, book appointments and handle routine tasks in seconds, so your team can focus on the work that needs a person.',
            }),
          },
          {
            title: t({id: 'landing.benefits.money.title', message: 'Save Money'}),
            description: t(
              {
                id: 'landing.benefits.money.description',
                message: 'Cut your costs by {percent}: AI agents take on the repetitive work instead of extra hires for every busy season.',
              },
              {percent: figures.costSaving},
            ),
          },
          {
            title: t({id: 'landing.benefits.customers.title', message: 'Happy Customers'}),
            description: t(
              {
                id: 'landing.benefits.customers.description',
                message:
                  'Customers get accurate answers from your own knowledge base, day or night, in over {count} languages, and reach a person whenever they need one.',
              },
              {count: figures.languages},
            ),
          },
        ]),
        tryItSection(t, tryItLimits),
        signupOffer(t, figures.plansFromPerMonth),
        customerQuotes(t, testimonials, 'testimonials'),
        whitePaperDownload(t),
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
        heading(2, t({id: 'landing.cta.title', message: 'Ready to Transform Your Business?'}), 'landing-cta-title'),
        paragraph(t({id: 'landing.cta.text', message: 'Put AI agents to work for your customers and your team, starting this week.'})),
      ]),
    },
  ];
};

/**
 * "Try it on your content" (issue 23), as the section and its form say it: prospects ask whether
 * they can try the agent on their own documents before they sign up.
 */
function tryItSection(t: WriterContext['translate'], limits: TryItModule['tryItLimits']): string {
  return [
    heading(2, t({id: 'tryIt.title', message: 'Try it on your content'}), 'try-it-heading'),
    paragraph(
      t({
        id: 'tryIt.lead',
        message:
          "Paste some text, upload a few documents or give us your site's address: in seconds you can chat with an agent that answers from them, and cites them.",
      }),
    ),
    bullets([
      `${t({id: 'tryIt.method.text', message: 'Paste text'})}: ${t({id: 'tryIt.text.label', message: 'Your text (Markdown headings become sections)'})}`,
      `${t({id: 'tryIt.method.files', message: 'Upload files'})}: ${t(
        {id: 'tryIt.files.hint', message: 'PDF, DOCX, Markdown, HTML or plain text; up to {count} files of {size} MB each.'},
        {count: String(limits.files), size: String(limits.fileBytes / (1024 * 1024))},
      )}`,
      `${t({id: 'tryIt.method.address', message: 'A web page or sitemap'})}: ${t({id: 'tryIt.address.hint', message: 'A sitemap brings up to 25 pages of the same site.'})}`,
    ]),
    paragraph(
      t({
        id: 'tryIt.promise',
        message:
          'What we keep: what you give this agent and the questions you ask it, for 24 hours, then we delete it all. If you keep the agent by starting a free trial, we keep it for 30 days so our team can prepare your trial. It is used for nothing else, and you can delete it at any moment.',
      }),
    ),
  ].join('\n\n');
}
