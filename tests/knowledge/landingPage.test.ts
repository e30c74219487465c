/**
 * The landing page's knowledge: besides its questions, "Try it on your content" (issue 23), which
 * prospects ask about ("can I try it on my own documents first?"; issue 19 §2: content on the site
 * missing from the knowledge). Its limits come from the same constants as the form's.
 */
import {pagePassages} from '@site/src/lib/knowledge/passages';
import {landingPage} from '@site/src/plugins/agentKnowledge/pages/landing';
import {writerContext} from './writerContext';

const modules: Record<string, unknown> = {
  '@site/src/config/site': {figureData: {}},
  '@site/src/data/siteFigures': {localFigures: () => ({plansFromPerMonth: '$99', monthlySavings: '$5,000', paybackWeeks: '2', costSaving: '30%', languages: '100'})},
  '@site/src/lib/api/tryIt': {tryItLimits: {textChars: 1000, files: 3, fileBytes: 2 * 1024 * 1024}},
  '@site/src/data/testimonials': {testimonials: [{testimonial: 'Our queue cleared in a day.', name: 'Sam Lee', rating: 5}]},
};

const context = writerContext(modules);

describe('the landing page as knowledge', () => {
  const [page] = landingPage(context);
  const passages = pagePassages({...page, locale: 'en', version: null});

  test("'Try it on your content' is a section at the heading's anchor, with the ways in, their limits and what is kept", () => {
    const section = passages.find((passage) => passage.url === '/landing#try-it-heading');
    expect(section?.heading).toBe('Try it on your content');
    expect(section?.text).toContain('up to 3 files of 2 MB each');
    expect(section?.text).toContain('A sitemap brings up to 25 pages of the same site.');
    expect(section?.text).toContain('for 24 hours, then we delete it all');
  });

  test('the free trial, the testimonials and the closing call are sections at the anchors the page gives them', () => {
    const url = (anchor: string) => passages.find((passage) => passage.url === `/landing#${anchor}`);
    expect(url('signup-heading')?.text).toContain('Up and running in 1-2 days');
    expect(url('signup-heading')?.text).toContain('Plans from $99/month');
    expect(url('testimonials')?.text).toContain('"Our queue cleared in a day." (Sam Lee, 5/5)');
    expect(url('landing-cta-title')?.text).toBe('Put AI agents to work for your customers and your team, starting this week.');
  });

  test('the white paper is the download form this page shows, not the pricing page\'s request form', () => {
    const offer = passages.find((passage) => passage.url === '/landing#white-paper');
    expect(offer?.heading).toBe('AI Agents vs. Human Support Agents: A Benchmark Study');
    expect(offer?.text).toContain('186,400 real customer conversations');
    expect(offer?.text).toContain('- How to design the hand-off to your team');
    expect(offer?.text).toContain('fill in the form in this section and press Download White Paper');
    expect(offer?.text).not.toContain('Get the White Paper');
  });

  test('the sections follow the page: benefits, trying it, then the common questions', () => {
    const order = (heading: string) => passages.findIndex((passage) => passage.heading === heading);
    expect(order('Why Businesses Choose AI Agents')).toBeGreaterThan(-1);
    expect(order('Why Businesses Choose AI Agents')).toBeLessThan(order('Try it on your content'));
    expect(order('Try it on your content')).toBeLessThan(order('Get Your Free Trial'));
    expect(order('Get Your Free Trial')).toBeLessThan(order('Common Questions'));
    const saving = passages.find((passage) => passage.heading === 'Save Money');
    expect(saving?.text).toContain('Cut your costs by 30%');
    expect(saving?.parentHeadings).toEqual(['Why Businesses Choose AI Agents']);
  });
});
