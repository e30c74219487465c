import React from 'react';
import {translate} from '@docusaurus/Translate';
import Details from '@theme/Details';
import {pricingFaqs, type PricingFaq} from '@site/src/data/pricingFaqs';
import Section from '@site/src/components/Section';
import styles from './styles.module.css';

/** SPEC §2: the pricing FAQ's anchor, linked from elsewhere. */
export const faqAnchor = 'frequently-asked-questions';

export type Props = {
  items?: readonly PricingFaq[];
};

/**
 * Questions as the theme's collapsible <details>: keyboard-operable through <summary>, and the
 * answers stay in the HTML for search engines and the crawler version.
 */
export default function Faq({items = pricingFaqs}: Props): React.JSX.Element {
  return (
    <Section
      id={faqAnchor}
      title={translate({id: 'pricing.faq.title', message: 'Frequently Asked Questions'})}>
      <div className={styles.faq}>
        {items.map((item) => (
          <Details
            key={item.id}
            className={styles.item}
            summary={<summary className={styles.question}>{item.question}</summary>}>
            <p className={styles.answer}>{item.answer}</p>
          </Details>
        ))}
      </div>
    </Section>
  );
}
