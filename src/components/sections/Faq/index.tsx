import React, {type ReactNode} from 'react';
import {Accordion, AccordionItem} from '@site/src/components/Accordion';
import Section from '@site/src/components/sections/Section';
import type {FaqItem} from '@site/src/data/industryContent/types';
import styles from './styles.module.css';

export type Props = {
  /** Anchor of the section; each question is #{id}-{item id or position}. */
  id: string;
  title: ReactNode;
  items: readonly (FaqItem & {id?: string})[];
  tinted?: boolean;
};

/**
 * The FAQ section of every page (industries, use cases, pricing, partners): an h2 and the questions
 * as the site's single-open accordion (SPEC §4), which opens before hydration. Answers stay in the
 * HTML for search engines, and the page's FAQPage structured data is built from the same items.
 */
export default function Faq({id, title, items, tinted}: Props): React.JSX.Element {
  return (
    <Section id={id} title={title} tinted={tinted}>
      <Accordion name={id} variant="cards">
        {items.map((item, index) => (
          <AccordionItem key={item.id ?? item.question} value={`${id}-${item.id ?? index + 1}`} title={item.question}>
            <p className={styles.answer}>{item.answer}</p>
          </AccordionItem>
        ))}
      </Accordion>
    </Section>
  );
}
