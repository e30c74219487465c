import React from 'react';
import Details from '@theme/Details';
import type {FaqItem} from '@site/src/data/industryContent/types';
import styles from './styles.module.css';

export type Props = {
  items: readonly FaqItem[];
};

/**
 * Questions as collapsible <details> from the theme: keyboard-operable through <summary>, and
 * the answers stay in the HTML for search engines and the crawler version.
 */
export default function Faq({items}: Props): React.JSX.Element {
  return (
    <div className={styles.faq}>
      {items.map((item) => (
        <Details
          key={item.question}
          className={styles.item}
          summary={<summary className={styles.question}>{item.question}</summary>}>
          <p className={styles.answer}>{item.answer}</p>
        </Details>
      ))}
    </div>
  );
}
