/**
 * The caret or selection inside an editable element as character offsets into its text, so it
 * survives replacing the element with another that shows the same text (the highlighted stand-in
 * by react-live's editor).
 */
export type TextRange = [start: number, end: number];

function offsetIn(root: Node, container: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(root);
  range.setEnd(container, offset);
  return range.toString().length;
}

export function selectionOffsets(root: HTMLElement): TextRange | null {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null;
  return [offsetIn(root, range.startContainer, range.startOffset), offsetIn(root, range.endContainer, range.endOffset)];
}

/** The text node and offset at a character offset (clamped to the end of the text). */
function position(root: HTMLElement, offset: number): [Node, number] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let remaining = offset;
  let last: Text | null = null;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (remaining <= node.length) return [node, remaining];
    remaining -= node.length;
    last = node;
  }
  return last ? [last, last.length] : [root, 0];
}

export function selectOffsets(root: HTMLElement, [start, end]: TextRange): void {
  const selection = document.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.setStart(...position(root, start));
  range.setEnd(...position(root, end));
  selection.removeAllRanges();
  selection.addRange(range);
}
