import React from 'react';
import {translate} from '@docusaurus/Translate';
import Seo, {homeBreadcrumbName, useAbsoluteUrl, useInLanguage} from '@site/src/components/Seo';
import {numberLocale} from '@site/src/data/numberLocale';
import {plans} from '@site/src/data/plans';
import {pricingFaqs} from '@site/src/data/pricingFaqs';
import {formatUsd} from '@site/src/lib/pricing';
import {breadcrumbListJsonLd, robotsPresets, webPageJsonLd} from '@site/src/lib/seo';

export const pricingPath = '/pricing';

export function pricingTitle(): string {
  return translate({id: 'pricing.meta.title', message: 'Pricing: AI Agent Plans for Every Business'});
}

export function pricingDescription(): string {
  return translate({
    id: 'pricing.meta.description',
    message:
      'AI agent plans from {price}/month: Pro, Business (most popular) and Enterprise. Compare seats, interaction limits, features and add-ons, and read how billing works.',
  }, {price: formatUsd(plans.pro.price ?? 0, numberLocale)});
}

/** Title, description, breadcrumb, WebPage and FAQPage structured data of /pricing. */
export default function PricingSeo(): React.JSX.Element {
  const toAbsolute = useAbsoluteUrl();
  const inLanguage = useInLanguage();
  const title = pricingTitle();
  const description = pricingDescription();
  const name = translate({id: 'pricing.breadcrumb', message: 'Pricing'});
  return (
    <Seo
      title={title}
      description={description}
      keywords={translate({
        id: 'pricing.meta.keywords',
        message: 'AI agent pricing, AI chatbot plans, customer support automation cost, AI agent add-ons',
      })}
      robots={robotsPresets.standard}
      faqItems={pricingFaqs}
      schemaMarkup={[
        webPageJsonLd({name: title, description, url: toAbsolute(pricingPath), inLanguage}),
        breadcrumbListJsonLd([{name: homeBreadcrumbName(), url: toAbsolute('/')}, {name}]),
      ]}
    />
  );
}
