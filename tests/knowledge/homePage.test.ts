/**
 * The home and contact pages' knowledge (issue 19 §2: content on the site missing from the
 * knowledge): the home page's collaboration points, the ROI calculator's assumptions and the
 * free trial it offers; the footer's newsletter and social profiles, which visitors ask about, on /contact.
 */
import * as figures from '@site/src/lib/figures';
import * as roi from '@site/src/lib/roi';
import {pagePassages} from '@site/src/lib/knowledge/passages';
import {contactPage} from '@site/src/plugins/agentKnowledge/pages/contact';
import {homePage} from '@site/src/plugins/agentKnowledge/pages/home';
import * as socialNetworks from '@site/src/components/FooterSocialLinks/networks';
import {writerContext} from './writerContext';

// The footer's labels as the English site says them (the knowledge build answers from the locale's translations).
jest.mock(
  '@docusaurus/Translate',
  () => ({
    translate: ({message}: {message: string}, values: Record<string, string> = {}) =>
      message.replace(/{(\w+)}/g, (whole, name: string) => values[name] ?? whole),
  }),
  {virtual: true},
);

const modules: Record<string, unknown> = {
  '@site/src/config/site': {
    figureData: {},
    company: {name: 'AgentWorks', legalName: 'AgentWorks, Inc.'},
    contact: {
      postalAddress: {street: '1 Main St', locality: 'Springfield', region: 'CA', postalCode: '90000', country: 'United States'},
      salesPhone: {display: '+1 555 0188'},
      phone: {display: '+1 555 0199'},
      salesEmail: 'sales@example.com',
      supportEmail: 'support@example.com',
    },
    externalLinks: {
      demoScheduler: 'https://demo.example',
      social: {twitter: 'https://x.example/aw', linkedin: 'https://li.example/aw', facebook: 'https://fb.example/aw', instagram: 'https://ig.example/aw'},
    },
  },
  '@site/src/data/siteFigures': {localFigures: () => ({resolutionRate: '85%', averageRoi: '347%', hoursSaved: '2,100+', satisfiedClients: '127', languages: '100', plansFromPerMonth: '$99'})},
  '@site/src/data/featureTabs': {featureTabs: []},
  '@site/src/data/roiDefaults': {roiDefaults: []},
  '@site/src/data/testimonials': {testimonials: []},
  '@site/src/lib/roi': roi,
  '@site/src/lib/figures': figures,
  '@site/src/components/FooterSocialLinks/networks': socialNetworks,
};

const passagesOf = (writer: typeof homePage) => {
  const [page] = writer(writerContext(modules));
  return pagePassages({...page, locale: 'en', version: null});
};

describe('the home page as knowledge', () => {
  const passages = passagesOf(homePage);
  const titled = (heading: string) => passages.find((passage) => passage.heading === heading);

  test('each collaboration point is a passage under its section, as the cards say it', () => {
    expect(titled('A human when it matters')?.text).toBe('Complex or sensitive conversations go to your team, with the full history attached.');
    expect(titled('Over 100 languages')?.parentHeadings).toEqual(['Seamless AI and Human Collaboration']);
  });

  test("the ROI calculator's section states the assumptions its footnote gives", () => {
    const calculator = passages.find((passage) => passage.url === '/#roi-calculator-title');
    expect(calculator?.text).toContain(
      `Based on ${roi.formatAbbreviated(roi.WORKING_DAYS_PER_YEAR, 'en')} working days and ${roi.formatAbbreviated(roi.PAID_HOURS_PER_YEAR, 'en')} paid hours a year`,
    );
  });

  test('the free trial is a section at its heading anchor, with how fast and from what price', () => {
    const signup = passages.find((passage) => passage.url === '/#signup-heading');
    expect(signup?.heading).toBe('Get Your Free Trial');
    expect(signup?.text).toContain('- Up and running in 1-2 days\n- No big tech team needed\n- Plans from $99/month');
  });
});

test("the footer's newsletter is a passage of the contact page, saying how often it comes", () => {
  const newsletter = passagesOf(contactPage).find((passage) => passage.heading === 'Newsletter');
  expect(newsletter).toMatchObject({url: '/contact', text: 'Practical tips on AI agents for support teams, about once a month. Unsubscribe at any time.'});
});

test("the footer's social profiles are a passage of the contact page, each network with its address", () => {
  const social = passagesOf(contactPage).find((passage) => passage.heading === 'Social media');
  // Written out (an autolink in the passage's Markdown), so a quoted sentence gives the address.
  expect(social?.text).toMatch(/AgentWorks on LinkedIn: <?https:\/\/li\.example\/aw/);
  expect(social?.text).toMatch(/AgentWorks on Facebook: <?https:\/\/fb\.example\/aw/);
});

test("a feature tab's figure is written as the locale's panel writes it ('85 %' in Spanish)", () => {
  const tab = {title: 'Asistentes', description: 'Responden.', solutionsLink: '/solutions', stats: {title: 'Tasa', percent: 85, label: 'resueltas', description: 'Siempre.'}};
  const context = {...writerContext({...modules, '@site/src/data/featureTabs': {featureTabs: [tab]}}), locale: 'es'};
  const [page] = homePage(context);
  const passage = pagePassages({...page, locale: 'es', version: null}).find((item) => item.heading === 'Asistentes');
  expect(passage?.text).toContain('Tasa: 85 % resueltas.');
  expect(passage?.text).not.toContain('85%');
});
