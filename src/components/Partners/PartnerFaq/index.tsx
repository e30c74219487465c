import React, {useId, useRef, useState, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import type {PartnerFaq as PartnerFaqItem} from '@site/src/data/partnerFaqs';
import styles from './styles.module.css';

export type Props = {
  items: readonly PartnerFaqItem[];
  className?: string;
};

const navigationKeys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

/**
 * SPEC §2/§4 partner FAQ: an accordion with at most one answer open, which can be closed again.
 * Closed answers stay in the HTML (hidden), so search engines read them and the crawler version
 * shows them (data-crawler-reveal). Arrow keys, Home and End move between the questions.
 */
export default function PartnerFaq({items, className}: Props): React.JSX.Element {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (!navigationKeys.includes(event.key)) return;
    event.preventDefault();
    const last = items.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? (index + 1) % items.length
            : (index - 1 + items.length) % items.length;
    buttons.current[next]?.focus();
  };

  return (
    <div className={clsx(styles.faq, className)}>
      {items.map((item, index) => {
        const isOpen = openId === item.id;
        const buttonId = `${baseId}-${item.id}-question`;
        const panelId = `${baseId}-${item.id}-answer`;
        return (
          <div key={item.id} className={clsx(styles.item, isOpen && styles.itemOpen)}>
            <h3 className={styles.heading}>
              <button
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                type="button"
                id={buttonId}
                className={styles.toggle}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenId(isOpen ? null : item.id)}
                onKeyDown={(event) => moveFocus(event, index)}>
                <span>{item.question}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!isOpen}
              data-crawler-reveal="">
              <p className={styles.answer}>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
