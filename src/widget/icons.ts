/**
 * The widget's icons as inline SVG (constants, never answer text): they draw in the text colour
 * and need no emoji font, so they look the same on every system. Their buttons carry the label.
 */
const svg = (body: string) => `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${body}</svg>`;

export const chatIcon = svg(
  '<path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6a1.25 1.25 0 1 0 0 2.5A1.25 1.25 0 0 0 7 10zm5 0a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5zm5 0a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5z"/>',
);

const thumb =
  '<path fill="currentColor" d="M2 21h4V9H2v12zm21-10a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.5-1.1L14.2 2 7.6 8.6C7.2 9 7 9.5 7 10v9a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7c.1-.3.2-.5.2-.8v-1z"/>';

export const thumbUpIcon = svg(thumb);
/** The same hand, turned over. */
export const thumbDownIcon = svg(`<g transform="rotate(180 12 12)">${thumb}</g>`);

export const checkIcon = svg('<path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z"/>');
