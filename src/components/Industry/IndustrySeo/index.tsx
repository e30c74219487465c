import React from 'react';
import {translate} from '@docusaurus/Translate';
import Seo, {homeBreadcrumbName, useAbsoluteUrl} from '@site/src/components/Seo';
import {industries} from '@site/src/data/industries';
import type {IndustryContent} from '@site/src/data/industryContent/types';
import {
  breadcrumbListJsonLd,
  industryServiceJsonLd,
  medicalBusinessJsonLd,
  robotsPresets,
  type JsonLd,
} from '@site/src/lib/seo';

export type Props = {
  content: IndustryContent;
  /** The one canonical path, also on the page's second address (/industries/healthcare). */
  canonicalPath: string;
};

/** Search metadata of an industry page: SPEC §9 robots, Service (and MedicalBusiness), FAQ, breadcrumbs. */
export default function IndustrySeo({content, canonicalPath}: Props): React.JSX.Element {
  const toAbsolute = useAbsoluteUrl();
  const url = toAbsolute(canonicalPath);
  const name = content.headline ?? content.name;
  const schemaMarkup: JsonLd[] = [
    industryServiceJsonLd({
      name,
      description: content.seoDescription,
      url,
      image: content.heroImage.src,
      // schema.org values stay English in every locale.
      serviceType: `AI agents for ${industries[content.id].name}`,
      areaServed: 'Global',
    }),
  ];
  if (content.schemaType === 'MedicalBusiness') {
    schemaMarkup.push(
      medicalBusinessJsonLd({
        name,
        description: content.seoDescription,
        url,
        image: content.heroImage.src,
        areaServed: 'Global',
      }),
    );
  }
  schemaMarkup.push(
    breadcrumbListJsonLd([
      {name: homeBreadcrumbName(), url: toAbsolute('/')},
      {
        name: translate({id: 'industry.breadcrumb.solutions', message: 'Solutions'}),
        url: toAbsolute('/solutions'),
      },
      {name: content.name},
    ]),
  );
  return (
    <Seo
      title={content.seoTitle}
      description={content.seoDescription}
      keywords={content.seoKeywords}
      canonicalUrl={canonicalPath}
      robots={robotsPresets.industry}
      faqItems={content.faqItems}
      schemaMarkup={schemaMarkup}
    />
  );
}
