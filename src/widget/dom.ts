/** A tiny element builder: the widget's whole view is plain DOM. */
type Attributes = Record<string, string | boolean | undefined>;

export function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  element.append(...children);
  return element;
}

let counter = 0;
/** Ids unique within the page, for aria-labelledby and label[for] inside the shadow root. */
export function uniqueId(prefix: string): string {
  counter += 1;
  return `aw-${prefix}-${counter}`;
}
