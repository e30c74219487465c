import React from 'react';
import {translate} from '@docusaurus/Translate';
import Seo, {homeBreadcrumbName, useAbsoluteUrl, useInLanguage} from '@site/src/components/Seo';
import type {FaqItem} from '@site/src/data/industryContent/types';
import {breadcrumbListJsonLd, webPageJsonLd} from '@site/src/lib/seo';

export type Props = {
  title: string;
  description: string;
  faqItems: readonly FaqItem[];
};

export const partnersPath = '/partners';

/** Search metadata of /partners: WebPage, breadcrumbs and the FAQ as FAQPage. */
export default function PartnersSeo({title, description, faqItems}: Props): React.JSX.Element {
  const toAbsolute = useAbsoluteUrl();
  const url = toAbsolute(partnersPath);
  const inLanguage = useInLanguage();
  return (
    <Seo
      title={title}
      description={description}
      keywords={translate({
        id: 'partners.meta.keywords',
        message:
          'AI partner program, referral program, affiliate program, reseller program, technology partners, AI agents',
      })}
      faqItems={faqItems}
      schemaMarkup={[
        webPageJsonLd({name: title, description, url, inLanguage}),
        breadcrumbListJsonLd([
          {name: homeBreadcrumbName(), url: toAbsolute('/')},
          {name: translate({id: 'partners.breadcrumb', message: 'Partners'})},
        ]),
      ]}
    />
  );
}
