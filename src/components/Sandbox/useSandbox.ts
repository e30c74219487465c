import {useCallback, useEffect, useState} from 'react';
import type {Sandbox} from '@site/src/lib/api/sandbox';
import type {RememberedIds} from '@site/src/lib/apiReference/tryIt';

/**
 * The reader's sandbox and the ids their calls made, kept in localStorage so every console on
 * every reference page (and other tabs) shares them until the sandbox expires. The key is a
 * throwaway sandbox's, never a real one: a key the reader pastes stays in the page's memory.
 */
const sandboxItem = 'agentworks.apiSandbox';
const idsItem = 'agentworks.apiSandboxIds';
const changed = 'agentworks:sandbox-changed';

function read<T>(item: string): T | undefined {
  try {
    const text = window.localStorage.getItem(item);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the items, then tells every console on the page once. */
function write(items: Record<string, unknown>) {
  try {
    for (const [item, value] of Object.entries(items)) window.localStorage.setItem(item, JSON.stringify(value));
  } catch {
    // Storage may be full or refused (private mode): the console still works on this page.
  }
  window.dispatchEvent(new Event(changed));
}

function liveSandbox(): Sandbox | undefined {
  const sandbox = read<Sandbox>(sandboxItem);
  return sandbox && Date.parse(sandbox.expiresAt) > Date.now() ? sandbox : undefined;
}

function idsOf(sandbox: Sandbox | undefined): RememberedIds {
  const stored = read<{agentId: string; ids: RememberedIds}>(idsItem);
  return sandbox && stored?.agentId === sandbox.agentId ? stored.ids : {};
}

export function useSandbox() {
  const [sandbox, setSandbox] = useState<Sandbox | undefined>(undefined);
  const [ids, setIds] = useState<RememberedIds>({});

  useEffect(() => {
    const load = () => {
      const current = liveSandbox();
      setSandbox(current);
      setIds(idsOf(current));
    };
    load();
    window.addEventListener(changed, load);
    window.addEventListener('storage', load);
    return () => {
      window.removeEventListener(changed, load);
      window.removeEventListener('storage', load);
    };
  }, []);

  const keep = useCallback((next: Sandbox) => {
    write({[sandboxItem]: next, [idsItem]: {agentId: next.agentId, ids: {}}});
  }, []);

  const remember = useCallback(
    (found: RememberedIds) => {
      const known = Object.fromEntries(Object.entries(found).filter(([, value]) => value !== undefined));
      if (!sandbox || Object.keys(known).length === 0) return;
      write({[idsItem]: {agentId: sandbox.agentId, ids: {...ids, ...known}}});
    },
    [sandbox, ids],
  );

  return {sandbox, ids, keep, remember};
}
