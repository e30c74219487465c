/** Light or dark like the host page: its data-theme (Docusaurus and others), else the OS setting. */
export function isDark(doc: Document): boolean {
  const theme = doc.documentElement.getAttribute('data-theme');
  if (theme === 'dark' || theme === 'light') return theme === 'dark';
  return doc.defaultView?.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

export function watchTheme(doc: Document, onChange: (dark: boolean) => void): () => void {
  const update = () => onChange(isDark(doc));
  const observer = new MutationObserver(update);
  observer.observe(doc.documentElement, {attributes: true, attributeFilter: ['data-theme']});
  const media = doc.defaultView?.matchMedia?.('(prefers-color-scheme: dark)');
  media?.addEventListener?.('change', update);
  update();
  return () => {
    observer.disconnect();
    media?.removeEventListener?.('change', update);
  };
}

/** The page's language ('es-ES' -> 'es'), sent with each question. */
export function pageLocale(doc: Document): string {
  return (doc.documentElement.lang || 'en').split('-')[0].toLowerCase();
}
