import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useCrawlerMode} from '@site/src/components/CrawlerMode';
import styles from './styles.module.css';

type AccordionState = {
  openValue: string | null;
  /** Crawler mode (SPEC §1): every item is open and stays open. */
  allOpen: boolean;
  toggle: (value: string) => void;
  /** Opens an item and brings it into view, e.g. from a "use the recommended option" button. */
  reveal: (value: string) => void;
};

const AccordionContext = createContext<AccordionState | null>(null);

function useAccordion(component: string): AccordionState {
  const state = useContext(AccordionContext);
  if (!state) throw new Error(`<${component}> must be inside <Accordion>`);
  return state;
}

const buttonIdOf = (value: string) => `${value}-toggle`;
const panelIdOf = (value: string) => `${value}-panel`;
const toggleSelector = '[data-accordion-toggle]';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Arrow keys, Home and End move between the headers of one accordion (WAI-ARIA accordion). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>): void {
  const accordion = event.currentTarget.closest(`.${styles.accordion}`);
  if (!accordion) return;
  const toggles = [...accordion.querySelectorAll<HTMLButtonElement>(toggleSelector)].filter(
    (toggle) => toggle.closest(`.${styles.accordion}`) === accordion,
  );
  const index = toggles.indexOf(event.currentTarget);
  const last = toggles.length - 1;
  const next: Record<string, number> = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  const target = next[event.key];
  if (target === undefined) return;
  event.preventDefault();
  toggles[target]?.focus();
}

export type Props = {
  children: ReactNode;
  /** Item open on first render; none by default. */
  defaultValue?: string | null;
  /** 'stack': one bordered block (docs); 'cards': separate centred cards (FAQ sections). */
  variant?: 'stack' | 'cards';
};

/**
 * The site's one accordion: single-open and collapsible, so opening an item closes the others and
 * the open item can be closed too (SPEC §4). An item whose value is the URL hash opens, so an item
 * can be linked. Closed answers stay in the HTML for search engines; in crawler mode every item
 * renders open (SPEC §1), so the static crawler version hides nothing.
 */
export function Accordion({children, defaultValue = null, variant = 'stack'}: Props): ReactNode {
  const allOpen = useCrawlerMode();
  const [openValue, setOpenValue] = useState<string | null>(defaultValue);
  const [pendingReveal, setPendingReveal] = useState<string | null>(null);

  const toggle = useCallback((value: string) => {
    setOpenValue((current) => (current === value ? null : value));
  }, []);

  const reveal = useCallback((value: string) => {
    setOpenValue(value);
    setPendingReveal(value);
  }, []);

  // Scroll once the item is open, so the browser measures the expanded layout.
  useEffect(() => {
    if (!pendingReveal) return;
    const item = document.getElementById(pendingReveal);
    item?.scrollIntoView({behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start'});
    document.getElementById(buttonIdOf(pendingReveal))?.focus({preventScroll: true});
    setPendingReveal(null);
  }, [pendingReveal]);

  // A link to an item (#value), on load or from elsewhere on the page, opens that item.
  const {hash} = useLocation();
  useEffect(() => {
    const target = decodeURIComponent(hash.slice(1));
    if (target && document.getElementById(buttonIdOf(target))) setOpenValue(target);
  }, [hash]);

  const state = useMemo(() => ({openValue, allOpen, toggle, reveal}), [openValue, allOpen, toggle, reveal]);
  return (
    <AccordionContext.Provider value={state}>
      <div className={clsx(styles.accordion, styles[variant])}>{children}</div>
    </AccordionContext.Provider>
  );
}

export type ItemProps = {
  /** Stable id of the item: also its anchor (#value). */
  value: string;
  title: ReactNode;
  /** Short tag shown beside the title, e.g. "Recommended". */
  badge?: ReactNode;
  children: ReactNode;
};

export function AccordionItem({value, title, badge, children}: ItemProps): ReactNode {
  const {openValue, allOpen, toggle} = useAccordion('AccordionItem');
  const isOpen = allOpen || openValue === value;
  // Registers #value as an anchor, so the build's link checker accepts links to the item.
  useBrokenLinks().collectAnchor(value);
  return (
    <section id={value} className={clsx(styles.item, isOpen && styles.itemOpen)}>
      <h3 className={styles.heading}>
        <button
          type="button"
          id={buttonIdOf(value)}
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={panelIdOf(value)}
          data-accordion-toggle=""
          onClick={() => toggle(value)}
          onKeyDown={moveFocus}>
          <span className={styles.title}>{title}</span>
          {badge && <span className={styles.badge}>{badge}</span>}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h3>
      {/* data-crawler-reveal: crawlerMode.css shows the panel too, for markup React has not re-rendered. */}
      <div
        id={panelIdOf(value)}
        role="region"
        aria-labelledby={buttonIdOf(value)}
        className={styles.panel}
        hidden={!isOpen}
        data-crawler-reveal="">
        {children}
      </div>
    </section>
  );
}

export type JumpButtonProps = {
  /** Value of the item to open and scroll to. */
  to: string;
  children: ReactNode;
};

export function AccordionJumpButton({to, children}: JumpButtonProps): ReactNode {
  const {reveal} = useAccordion('AccordionJumpButton');
  return (
    <div className={styles.jump}>
      <button type="button" className="button button--primary" onClick={() => reveal(to)}>
        {children}
      </button>
    </div>
  );
}
