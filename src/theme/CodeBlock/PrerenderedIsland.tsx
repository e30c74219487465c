/**
 * Keeps the prerendered HTML of a part that never changes instead of hydrating it: while the
 * page hydrates, the client renders an empty `dangerouslySetInnerHTML`, which React leaves as the
 * server wrote it. Code blocks hydrate this way without downloading Prism or building a token
 * tree per line (the API reference has ~2,000 elements of code). Events still bubble to the
 * island's own handlers.
 *
 * A block the theme remounts right after hydration (tab panels do, to apply the reader's
 * choice) gets the same HTML back from a cache filled at hydration. Only in the light colour
 * mode: the prerendered token colours are the light theme's, so the dark mode (or switching to
 * it) renders the block with Prism as before.
 */
import React, {useCallback, useState, useSyncExternalStore, type HTMLAttributes, type ReactNode, type Ref} from 'react';
import {useColorMode} from '@docusaurus/theme-common';

/** Prerendered HTML of the islands hydrated on this page, by their content's key. */
const prerenderedHtml = new Map<string, string>();
const keepServerHtml = {__html: ''};
const subscribeToNothing = () => () => undefined;

/**
 * True while React hydrates this component from prerendered HTML (it reads the server snapshot
 * then), false when it mounts in the browser.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** How an island renders: keeping the server's HTML, reusing it from the cache, or normally. */
export type IslandMode = {kind: 'hydrate' | 'reuse' | 'render'; contentKey: string};

/** `contentKey` names the content exactly (code, language, title...); null: never an island. */
export function usePrerenderedIsland(contentKey: string | null): IslandMode {
  const hydrating = useIsHydrating();
  const {colorMode} = useColorMode();
  // Fixed at mount: the re-render that follows hydration must not swap the HTML out.
  const [hydratedWith] = useState(() => (hydrating && typeof document !== 'undefined' ? contentKey : null));
  const key = contentKey ?? '';
  if (contentKey === null || colorMode !== 'light') return {kind: 'render', contentKey: key};
  if (contentKey === hydratedWith) return {kind: 'hydrate', contentKey: key};
  return {kind: prerenderedHtml.has(contentKey) ? 'reuse' : 'render', contentKey: key};
}

type Props = HTMLAttributes<HTMLDivElement> & {mode: IslandMode; children: ReactNode; ref?: Ref<HTMLDivElement>};

export default function PrerenderedIsland({mode, children, ref, ...divProps}: Props): ReactNode {
  const {kind, contentKey} = mode;
  const remember = useCallback(
    (element: HTMLDivElement | null) => {
      if (element && kind === 'hydrate' && !prerenderedHtml.has(contentKey)) {
        prerenderedHtml.set(contentKey, element.innerHTML);
      }
      if (typeof ref === 'function') ref(element);
      else if (ref) (ref as {current: HTMLDivElement | null}).current = element;
    },
    [kind, contentKey, ref],
  );
  if (kind === 'render') return <div {...divProps} ref={ref}>{children}</div>;
  const html = kind === 'hydrate' ? keepServerHtml : {__html: prerenderedHtml.get(contentKey) ?? ''};
  return <div {...divProps} ref={remember} dangerouslySetInnerHTML={html} suppressHydrationWarning />;
}
