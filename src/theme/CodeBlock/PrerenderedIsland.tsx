/**
 * Keeps the prerendered HTML of a part that never changes instead of hydrating it: while the
 * page hydrates, the client renders an empty `dangerouslySetInnerHTML`, which React leaves as the
 * server wrote it. Code blocks hydrate this way without downloading Prism or building a token
 * tree per line (the API reference has ~2,000 elements of code). Events still bubble to the
 * island's own handlers.
 *
 * A block that mounts again after hydration (its page switched back to the light mode, or a
 * component around it remounted), possibly before its lazy chunk could hydrate it, gets the same
 * HTML back from a cache filled from the prerendered page when this module loads. Only in the light
 * colour mode: the prerendered token colours are the light theme's, so the dark mode (or
 * switching to it) renders the block with Prism as before.
 */
import React, {useState, useSyncExternalStore, type HTMLAttributes, type ReactNode, type Ref} from 'react';
import {useColorMode} from '@docusaurus/theme-common';

/** Prerendered HTML of the islands of the page, by the hash of their content's key. */
const prerenderedHtml = new Map<string, string>();
const islandAttribute = 'data-island';

/** FNV-1a: a short attribute value that names the content. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

// Runs when the bundle loads, before React hydrates (and before it can discard any of it).
if (typeof document !== 'undefined') {
  for (const island of document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
    prerenderedHtml.set(island.getAttribute(islandAttribute)!, island.innerHTML);
  }
}

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
  const key = contentKey === null ? '' : hashOf(contentKey);
  // Fixed at mount: the re-render that follows hydration must not swap the HTML out.
  const [hydratedWith] = useState(() => (hydrating && typeof document !== 'undefined' ? key : null));
  if (contentKey === null) return {kind: 'render', contentKey: key};
  if (colorMode !== 'light') return {kind: 'render', contentKey: key};
  if (key === hydratedWith) return {kind: 'hydrate', contentKey: key};
  return {kind: prerenderedHtml.has(key) ? 'reuse' : 'render', contentKey: key};
}

type Props = HTMLAttributes<HTMLDivElement> & {mode: IslandMode; children: ReactNode; ref?: Ref<HTMLDivElement>};

export default function PrerenderedIsland({mode, children, ref, ...divProps}: Props): ReactNode {
  const {kind, contentKey} = mode;
  const attributes = {...divProps, [islandAttribute]: contentKey || undefined};
  if (kind === 'render') {
    return (
      <div {...attributes} ref={ref}>
        {children}
      </div>
    );
  }
  const html = kind === 'hydrate' ? keepServerHtml : {__html: prerenderedHtml.get(contentKey) ?? ''};
  return <div {...attributes} ref={ref} dangerouslySetInnerHTML={html} suppressHydrationWarning />;
}
