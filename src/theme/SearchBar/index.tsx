/**
 * Lazy navbar search. The real bar (@easyops-cn/docusaurus-search-local) drags lunr, lunr-languages,
 * mark.js and comlink into the bundle every page loads; here a look-alike input stands in for it
 * until the visitor shows intent (focus, pointer or touch, the Ctrl/Cmd+K shortcut), then the real
 * bar is loaded, swapped in at the same place and given the focus and whatever was typed.
 */
import React, {useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
// The plugin's own stylesheet: same file, same hashed class names, so the stand-in looks identical.
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';

export type Props = Record<string, unknown>;

type RealSearchBar = ComponentType<Props>;

/** What the stand-in held when it was replaced, handed over to the real input. */
type Handover = {value: string; focused: boolean; container: HTMLElement | null};

/** The plugin's default keymap ("mod+k"; docusaurus.config.ts does not change it). */
function isSearchShortcut(event: KeyboardEvent): boolean {
  return (
    event.key?.toLowerCase() === 'k' &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}

function isMacPlatform(): boolean {
  return typeof navigator !== 'undefined' && /mac/i.test(navigator.userAgent);
}

// One request however many triggers fire; the module is cached after that.
let realSearchBarPromise: Promise<RealSearchBar> | undefined;
function loadRealSearchBar(): Promise<RealSearchBar> {
  realSearchBarPromise ??= import('@theme-original/SearchBar').then(
    (module: {default: RealSearchBar}) => module.default,
  );
  return realSearchBarPromise;
}

/**
 * Gives the real input the focus (if the stand-in had it) and the text typed into the stand-in.
 * Runs after the real bar's own mount effects: it resets its index state in them, so focusing it
 * earlier would load the index twice.
 */
function handOver(handover: Handover, focusRequested: boolean): void {
  const input = handover.container?.querySelector<HTMLInputElement>('.navbar__search-input');
  if (!input) return;
  const focus = handover.focused || focusRequested;
  if (focus) input.focus();
  if (!focus && !handover.value) return;
  // On mount the real bar empties its input in a zero-delay timer (it syncs the ?_highlight terms),
  // which would also wipe what is typed meanwhile. Remember that text; a timer queued after the
  // plugin's puts the stand-in's text and it back.
  let typedSinceSwap = '';
  const rememberTyped = () => {
    typedSinceSwap = input.value;
  };
  input.addEventListener('input', rememberTyped);
  window.setTimeout(() => {
    input.removeEventListener('input', rememberTyped);
    const text = handover.value + typedSinceSwap;
    if (!input.isConnected || !text) return;
    // The plugin's clear may still be pending in React, with the DOM still showing the text, so
    // compare-and-skip is not safe. Reset React's tracked value (the instance setter), write the
    // DOM natively and fire `input`: React sees a change and queues `text` after the clear.
    input.value = '';
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, text);
    input.dispatchEvent(new Event('input', {bubbles: true}));
    if (document.activeElement === input) input.setSelectionRange(text.length, text.length);
  });
}

function Placeholder({
  onIntent,
  onUnmount,
}: {
  onIntent: () => void;
  onUnmount: (handover: Handover) => void;
}): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const inputRef = useRef<HTMLInputElement>(null);
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });

  // Focused or typed into before hydration: no React event fired, so act on mount.
  useEffect(() => {
    const input = inputRef.current;
    if (input && (input.value || document.activeElement === input)) onIntent();
  }, [onIntent]);

  // Layout cleanup runs before React removes the node, so value and focus are still readable.
  useLayoutEffect(() => {
    const input = inputRef.current;
    return () => {
      if (!input) return;
      onUnmount({
        value: input.value,
        focused: document.activeElement === input,
        container: input.parentElement?.parentElement ?? null,
      });
    };
  }, [onUnmount]);

  const hints = isMacPlatform() ? ['⌘', 'K'] : ['ctrl', 'K'];

  return (
    <div className={clsx('navbar__search', styles.searchBarContainer)} dir="ltr">
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={inputRef}
        placeholder={label}
        aria-label={label}
        autoComplete="off"
        className={`navbar__search-input ${styles.searchInput}`}
        onFocus={onIntent}
        onPointerEnter={onIntent}
        onTouchStart={onIntent}
      />
      {/* Like the real bar, the hint depends on the platform, so it appears after hydration. */}
      {isBrowser && (
        <div className={styles.searchHintContainer}>
          {hints.map((hint) => (
            <kbd key={hint} className={styles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}

export default function SearchBarWrapper(props: Props): React.JSX.Element {
  const [RealBar, setRealBar] = useState<RealSearchBar | null>(null);
  const handover = useRef<Handover | null>(null);
  const focusRequested = useRef(false);
  const location = useLocation();

  const requestRealBar = useCallback(() => {
    loadRealSearchBar().then(
      // Synchronous, so the swap and the effects that move the focus run in one task: no keystroke
      // can land between the stand-in leaving and the real input taking the focus.
      (component) => flushSync(() => setRealBar(() => component)),
      // A failed chunk (offline, new deploy) leaves the stand-in; the next intent retries.
      () => {
        realSearchBarPromise = undefined;
      },
    );
  }, []);

  const rememberHandover = useCallback((state: Handover) => {
    handover.current = state;
  }, []);

  // Ctrl/Cmd+K before the real bar exists: load it, then focus it. Once mounted, it handles the key.
  useEffect(() => {
    if (RealBar) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      focusRequested.current = true;
      requestRealBar();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [RealBar, requestRealBar]);

  // Search hits link with ?_highlight=term: only the real bar marks those terms on the page.
  useEffect(() => {
    if (!RealBar && location.search.includes('_highlight=')) requestRealBar();
  }, [RealBar, location.search, requestRealBar]);

  // Passive effects run children first: the real bar's mount effects (and its timer) come before.
  useEffect(() => {
    if (!RealBar || !handover.current) return;
    handOver(handover.current, focusRequested.current);
    handover.current = null;
    focusRequested.current = false;
  }, [RealBar]);

  if (RealBar) return <RealBar {...props} />;
  return <Placeholder onIntent={requestRealBar} onUnmount={rememberHandover} />;
}
