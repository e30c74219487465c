import React, {lazy, Suspense, useEffect, useState} from 'react';

/**
 * The site's one toast system. Toasts only follow user actions, so sonner is kept out of the
 * bundle every page loads: the outlet is fetched after hydration, and each notify waits for it
 * to be mounted so no toast fired early is lost.
 */
const SonnerToaster = lazy(() => import('./SonnerToaster'));

let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function SiteToaster(): React.JSX.Element | null {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onMount={markMounted} />
    </Suspense>
  );
}

type Kind = 'success' | 'warning' | 'error';

function show(kind: Kind, title: string, description?: string): void {
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
