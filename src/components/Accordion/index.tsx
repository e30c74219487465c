import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useCrawlerMode} from '@site/src/components/CrawlerMode';
import styles from './styles.module.css';

type AccordionState = {
  /** The `name` shared by the items' <details>: the browser keeps one of them open at most. */
  group: string;
  /** Crawler mode (SPEC §1): every item is open and stays open. */
  allOpen: boolean;
  /** Opens an item and brings it into view, e.g. from a "use the recommended option" button. */
  reveal: (value: string) => void;
};

const AccordionContext = createContext<AccordionState | null>(null);

function useAccordion(component: string): AccordionState {
  const state = useContext(AccordionContext);
  if (!state) throw new Error(`<${component}> must be inside <Accordion>`);
  return state;
}

/** The item with this value, if it is one of this component's <details>. */
function itemOf(value: string): HTMLDetailsElement | null {
  const element = document.getElementById(value);
  return element instanceof HTMLDetailsElement && element.classList.contains(styles.item!) ? element : null;
}

/** The items of the accordion that holds `element`, without those of an accordion nested in it. */
function itemsAround(element: Element): HTMLDetailsElement[] {
  const accordion = element.closest(`.${styles.accordion}`);
  if (!accordion) return [];
  return [...accordion.querySelectorAll<HTMLDetailsElement>(`details.${styles.item}`)].filter(
    (item) => item.closest(`.${styles.accordion}`) === accordion,
  );
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Keeps one item open in browsers without exclusive <details name> (before Safari 17.2 and
 * Firefox 130). Where the browser already closed the others this finds nothing to do.
 */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>): void {
  const opened = event.currentTarget;
  // Toggle events arrive later: act only if the item is still open and still in a group.
  if (!opened.open || !opened.getAttribute('name')) return;
  for (const item of itemsAround(opened)) {
    if (item !== opened && item.open && item.getAttribute('name') === opened.getAttribute('name')) item.open = false;
  }
}

/** Arrow keys, Home and End move between the questions of one accordion (WAI-ARIA accordion). */
function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const details = event.currentTarget.parentElement;
  if (!details) return;
  const summaries = itemsAround(details).map((item) => item.querySelector(':scope > summary'));
  const index = summaries.indexOf(event.currentTarget);
  const last = summaries.length - 1;
  const next: Record<string, number> = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  const target = next[event.key];
  if (target === undefined) return;
  event.preventDefault();
  (summaries[target] as HTMLElement | null)?.focus();
}

export type Props = {
  children: ReactNode;
  /** `name` of the items' <details>; unique on the page. Generated when left out. */
  name?: string;
  /** 'stack': one bordered block (docs); 'cards': separate centred cards (FAQ sections). */
  variant?: 'stack' | 'cards';
};

/**
 * The site's one accordion: single-open and collapsible, so opening an item closes the others and
 * the open item can be closed too (SPEC §4). Each item is a native <details name>, so it opens from
 * the first paint, before the page's JavaScript has loaded; React leaves the open state to the
 * browser. An item whose value is the URL hash opens, so an item can be linked. Closed answers
 * stay in the HTML for search engines; in crawler mode every item renders open (SPEC §1), so the
 * static crawler version hides nothing.
 */
export function Accordion({children, name, variant = 'stack'}: Props): ReactNode {
  const allOpen = useCrawlerMode();
  const generated = useId();
  const group = name ?? `accordion${generated}`;

  const reveal = useCallback((value: string) => {
    const item = itemOf(value);
    if (!item) return;
    item.open = true;
    item.scrollIntoView({behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start'});
    item.querySelector<HTMLElement>(':scope > summary')?.focus({preventScroll: true});
  }, []);

  // A link to an item (#value), on load or from elsewhere on the page, opens that item.
  const {hash} = useLocation();
  useEffect(() => {
    const target = decodeURIComponent(hash.slice(1));
    const item = target ? itemOf(target) : null;
    if (item) item.open = true;
  }, [hash]);

  const state = useMemo(() => ({group, allOpen, reveal}), [group, allOpen, reveal]);
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

/** In crawler mode a click on a question must not close its answer. */
function keepOpen(event: MouseEvent<HTMLElement>): void {
  event.preventDefault();
}

export function AccordionItem({value, title, badge, children}: ItemProps): ReactNode {
  const {group, allOpen} = useAccordion('AccordionItem');
  // Registers #value as an anchor, so the build's link checker accepts links to the item.
  useBrokenLinks().collectAnchor(value);
  // `open` is rendered only for crawlers: otherwise React never sets it, so an item a visitor
  // opened before hydration stays open (and its `open` attribute is no hydration mismatch).
  // Crawlers get no `name` (it would close all but one); `name` comes before `open` so React
  // removes it first.
  return (
    <details
      id={value}
      name={allOpen ? undefined : group}
      open={allOpen || undefined}
      className={styles.item}
      suppressHydrationWarning
      onToggle={closeOthers}>
      <summary className={styles.summary} onKeyDown={moveFocus} onClick={allOpen ? keepOpen : undefined}>
        <h3 className={styles.heading}>
          <span className={styles.title}>{title}</span>
          {badge && <span className={styles.badge}>{badge}</span>}
        </h3>
        <span className={styles.chevron} aria-hidden="true" />
      </summary>
      <div className={styles.panel}>{children}</div>
    </details>
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
