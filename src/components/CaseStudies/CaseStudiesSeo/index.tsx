import React from 'react';
import {translate} from '@docusaurus/Translate';
import Seo, {homeBreadcrumbName, useAbsoluteUrl, useInLanguage} from '@site/src/components/Seo';
import {breadcrumbListJsonLd, robotsPresets, webPageJsonLd} from '@site/src/lib/seo';

export const caseStudiesPath = '/case-studies';

export function caseStudiesTitle(): string {
  return translate({id: 'caseStudies.meta.title', message: 'Case Studies: AI Agents in Every Industry'});
}

export function caseStudiesDescription(): string {
  return translate({
    id: 'caseStudies.meta.description',
    message:
      'See how clinics, retailers, software companies, manufacturers and service firms use AI agents to answer customers 24/7, cut support costs and win more business.',
  });
}

/** Title, description, breadcrumb and WebPage structured data of /case-studies. */
export default function CaseStudiesSeo(): React.JSX.Element {
  const toAbsolute = useAbsoluteUrl();
  const inLanguage = useInLanguage();
  const title = caseStudiesTitle();
  const description = caseStudiesDescription();
  const name = translate({id: 'caseStudies.breadcrumb', message: 'Case Studies'});
  return (
    <Seo
      title={title}
      description={description}
      keywords={translate({
        id: 'caseStudies.meta.keywords',
        message: 'AI agent case studies, customer support automation results, AI chatbot success stories, AI ROI',
      })}
      robots={robotsPresets.standard}
      schemaMarkup={[
        webPageJsonLd({name: title, description, url: toAbsolute(caseStudiesPath), inLanguage}),
        breadcrumbListJsonLd([{name: homeBreadcrumbName(), url: toAbsolute('/')}, {name}]),
      ]}
    />
  );
}
