import type {IndustryId} from '../../../config/ids';
import type {IndustryContent} from '../../../data/industryContent/types';
import {bullets, entries, faq, heading, paragraph, toNodes} from './markdown';
import type {MarketingPage, WriterContext} from './types';

/** /industry/{id}: overview, solutions, how it works, benefits and FAQs of one industry. */
export function industryPage(context: WriterContext, industryId: IndustryId): MarketingPage {
  const {translate: t, load, localePath} = context;
  const content = load<{default: IndustryContent}>(`@site/src/data/industryContent/${industryId}`).default;
  const industry = content.name;
  // The technology page has its own layout: only some section ids are on it.
  const tech = content.technology;
  const ids = tech
    ? {overview: undefined, solutions: 'features-title', how: 'how-it-works-title', benefits: undefined, faq: 'faq-title'}
    : {overview: 'overview-title', solutions: 'solutions-title', how: 'how-it-works-title', benefits: 'benefits-title', faq: 'faq-title'};
  return {
    title: content.headline ?? content.seoTitle,
    summary: content.seoDescription,
    url: localePath(content.route),
    body: toNodes([
      paragraph(content.description),
      heading(2, t({id: 'industry.page.overviewTitle', message: 'How AI agents help in {industry}'}, {industry}), ids.overview),
      paragraph(content.overview),
      bullets(content.highlights.map((highlight) => `${highlight.value} ${highlight.label}`)),
      heading(3, t({id: 'industry.page.useCasesTitle', message: 'Use cases'})),
      bullets(content.useCases),
      heading(3, t({id: 'industry.page.benefitsTitle', message: 'Benefits'})),
      bullets(content.benefits),
      tech && heading(2, t({id: 'knowledge.industry.challenges', message: 'Challenges and solutions'}), 'challenges-title'),
      tech && entries(tech.challenges.map((challenge, index) => ({
        title: challenge.title,
        description: `${challenge.description} ${tech.solutions[index] ? `${tech.solutions[index].title}: ${tech.solutions[index].description}` : ''}`,
      }))),
      heading(2, t({id: 'industry.page.solutionsTitle', message: 'AI solutions for {industry}'}, {industry}), ids.solutions),
      entries(content.aiSolutions),
      tech && heading(2, t({id: 'knowledge.industry.useCases', message: 'Use cases'}), 'use-cases-title'),
      tech && entries(tech.tabs.map((tab) => ({title: tab.title, description: `${tab.description} ${tab.points.join(' ')} ${tab.highlight.value} ${tab.highlight.label}`}))),
      heading(2, t({id: 'industry.page.howItWorksTitle', message: 'How it works'}), ids.how),
      entries(content.howItWorks),
      heading(2, t({id: 'industry.page.keyBenefitsTitle', message: 'Key benefits'}), ids.benefits),
      entries(content.keyBenefits),
      tech && heading(2, t({id: 'knowledge.industry.stories', message: 'Success stories'}), 'success-stories-title'),
      tech && entries(tech.successStories.map((story) => ({
        title: story.company,
        description: `${story.results.join('; ')}. "${story.testimonial}" (${story.author})`,
      }))),
      heading(2, t({id: 'industry.page.faqTitle', message: 'Frequently asked questions'}), ids.faq),
      faq(content.faqItems, 'faq'),
      heading(2, content.callToAction.title),
      paragraph(content.callToAction.description),
    ]),
  };
}
