/**
 * The static crawler version of a page (SPEC §1, §4): images load at once and every <details>
 * (MDX, @theme/Details) is open. Tab panels are shown by crawlerMode.css; the site's Accordion
 * reads useCrawlerMode() and renders every item open.
 */
function revealElement(element: Element): void {
  // Attributes rather than properties: older engines lack the `loading` property.
  if (element.matches('img[loading="lazy"]')) element.setAttribute('loading', 'eager');
  if (element.matches('details:not([open])')) element.setAttribute('open', '');
}

export function revealForCrawlers(root: ParentNode): void {
  root.querySelectorAll('img[loading="lazy"], details:not([open])').forEach(revealElement);
}

/** Keeps content rendered later (client navigation, lazy sections) in the static version too. */
export function keepRevealingForCrawlers(doc: Document): () => void {
  revealForCrawlers(doc);
  if (typeof MutationObserver !== 'function') return () => {};
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (!(node instanceof Element)) return;
        revealElement(node);
        revealForCrawlers(node);
      });
    }
  });
  observer.observe(doc.body, {childList: true, subtree: true});
  return () => observer.disconnect();
}
