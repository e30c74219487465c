import React, {lazy, Suspense, useSyncExternalStore} from 'react';

/**
 * The site's one toast system. Toasts only follow user actions, so sonner (about 10 KB
 * compressed) is not loaded with the page: the outlet is mounted on the first toast, and each
 * notify waits for it to be mounted so no toast is lost.
 */
const SonnerToaster = lazy(() => import('./SonnerToaster'));

let outletWanted = false;
const outletListeners = new Set<() => void>();
let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function subscribeToOutlet(listener: () => void): () => void {
  outletListeners.add(listener);
  return () => outletListeners.delete(listener);
}

function wantOutlet(): void {
  if (outletWanted) return;
  outletWanted = true;
  outletListeners.forEach((listener) => listener());
}

export function SiteToaster(): React.JSX.Element | null {
  const wanted = useSyncExternalStore(subscribeToOutlet, () => outletWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onMount={markMounted} />
    </Suspense>
  );
}

type Kind = 'success' | 'warning' | 'error';

function show(kind: Kind, title: string, description?: string): void {
  wantOutlet();
  void Promise.all([import('sonner'), toasterMounted]).then(([{toast}]) =>
    toast[kind](title, {description}),
  );
}

export function notifySuccess(title: string, description?: string): void {
  show('success', title, description);
}

export function notifyWarning(title: string, description?: string): void {
  show('warning', title, description);
}

/** Destructive style: failures the user must notice. */
export function notifyError(title: string, description?: string): void {
  show('error', title, description);
}
