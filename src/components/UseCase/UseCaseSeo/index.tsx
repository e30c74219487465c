import React from 'react';
import {translate} from '@docusaurus/Translate';
import Seo, {homeBreadcrumbName, useAbsoluteUrl} from '@site/src/components/Seo';
import type {UseCase} from '@site/src/data/useCases';
import {
  breadcrumbListJsonLd,
  processAutomationServiceJsonLd,
  processAutomationSnippetHint,
  robotsPresets,
  schedulingServiceJsonLd,
  serviceJsonLd,
  type JsonLd,
} from '@site/src/lib/seo';

export type Props = {
  useCase: UseCase;
  /** /use-cases/{slug}, also declared on the /solutions/... address. */
  canonicalPath: string;
};

function serviceBlock(useCase: UseCase, url: string): JsonLd {
  const text = {
    name: useCase.heroTitle,
    description: useCase.seoDescription,
    url,
    image: useCase.heroImage.src,
  };
  // SPEC §9: process automation 349 USD (Global, 'AI Process Automation'); scheduling 0 USD.
  if (useCase.id === 'process-automation') return processAutomationServiceJsonLd(text);
  const {serviceType, areaServed} = useCase.service;
  if (useCase.id === 'scheduling') return schedulingServiceJsonLd({...text, serviceType, areaServed});
  return serviceJsonLd({...text, serviceType, areaServed});
}

/** Search metadata of a use-case page: 160-character snippets, Service, FAQ and breadcrumbs. */
export default function UseCaseSeo({useCase, canonicalPath}: Props): React.JSX.Element {
  const toAbsolute = useAbsoluteUrl();
  const url = toAbsolute(canonicalPath);
  const schemaMarkup: JsonLd[] = [
    serviceBlock(useCase, url),
    breadcrumbListJsonLd([
      {name: homeBreadcrumbName(), url: toAbsolute('/')},
      {
        name: translate({id: 'useCase.breadcrumb.solutions', message: 'Solutions'}),
        url: toAbsolute('/solutions'),
      },
      {name: useCase.label},
    ]),
  ];
  return (
    <Seo
      title={useCase.seoTitle}
      description={useCase.seoDescription}
      keywords={useCase.seoKeywords}
      canonicalUrl={canonicalPath}
      robots={robotsPresets.useCase}
      additionalMetaTags={useCase.id === 'process-automation' ? processAutomationSnippetHint : undefined}
      faqItems={useCase.faqItems}
      schemaMarkup={schemaMarkup}
    />
  );
}
