import type {UseCaseId} from '../../../config/ids';
import type {UseCase} from '../../../data/useCases';
import {bullets, entries, faq, heading, paragraph, toNodes} from './markdown';
import type {MarketingPage, WriterContext} from './types';

/** A use-case page (/use-cases/{slug}): what it is, why, how (worked examples) and FAQs. */
export function useCasePage(context: WriterContext, useCaseId: UseCaseId): MarketingPage {
  const {translate: t, load, localePath} = context;
  const useCase = load<{getUseCase: (id: UseCaseId) => UseCase}>('@site/src/data/useCases').getUseCase(useCaseId);
  const resultLabel = t({id: 'knowledge.useCase.result', message: 'Result'});
  return {
    title: useCase.heroTitle,
    summary: useCase.seoDescription,
    url: localePath(useCase.path),
    body: toNodes([
      paragraph(useCase.heroLead),
      heading(2, t({id: 'useCase.page.featuresTitle', message: 'Results at a glance'}), 'features-title'),
      bullets(useCase.highlights.map((highlight) => `${highlight.value} ${highlight.label}`)),
      heading(2, useCase.what.title, 'what-title'),
      ...useCase.what.paragraphs.map(paragraph),
      bullets(useCase.what.points),
      heading(2, useCase.why.title, 'why-title'),
      paragraph(useCase.why.intro),
      entries(useCase.why.benefits),
      heading(2, useCase.how.title, 'how-title'),
      paragraph(useCase.how.intro),
      ...useCase.how.examples.map((example) =>
        [
          heading(3, example.title),
          paragraph(example.description),
          example.steps.map((step, index) => `${index + 1}. ${paragraph(step)}`).join('\n'),
          paragraph(`${resultLabel}: ${example.result}`),
        ].join('\n\n'),
      ),
      heading(2, t({id: 'useCase.page.faqTitle', message: 'Frequently asked questions'}), 'faq-title'),
      faq(useCase.faqItems, 'faq'),
      heading(2, useCase.callToAction.title),
      paragraph(useCase.callToAction.description),
    ]),
  };
}
