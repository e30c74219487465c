/**
 * Answers are plain text whose sentences end with citation markers " [n]" (1-based indexes into
 * the sources). They are rendered as DOM text and links, never parsed as HTML, so nothing in an
 * answer can inject markup.
 */
export type Source = {title: string; url: string; snippet?: string};

export type AnswerSegment = {kind: 'text'; text: string} | {kind: 'citation'; index: number};

const marker = /\s?\[(\d{1,3})\]/g;

/** Splits an answer into text and citation markers; a marker without its source stays text. */
export function splitCitations(response: string, sourceCount: number): AnswerSegment[] {
  const segments: AnswerSegment[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const previous = segments[segments.length - 1];
    if (previous?.kind === 'text') previous.text += text;
    else segments.push({kind: 'text', text});
  };
  for (const match of response.matchAll(marker)) {
    const index = Number(match[1]);
    if (index < 1 || index > sourceCount) continue;
    pushText(response.slice(last, match.index));
    segments.push({kind: 'citation', index});
    last = match.index! + match[0].length;
  }
  pushText(response.slice(last));
  return segments;
}

/** Only web links are followed: a source URL with another scheme renders as plain text. */
export function safeUrl(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function renderAnswer(
  doc: Document,
  response: string,
  sources: readonly Source[],
  label: (index: number, source: Source) => string,
  base: string,
): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  for (const segment of splitCitations(response, sources.length)) {
    if (segment.kind === 'text') {
      fragment.append(doc.createTextNode(segment.text));
      continue;
    }
    const source = sources[segment.index - 1];
    const href = safeUrl(source.url, base);
    fragment.append(doc.createTextNode(' '));
    if (!href) {
      fragment.append(doc.createTextNode(`[${segment.index}]`));
      continue;
    }
    const link = doc.createElement('a');
    link.href = href;
    link.className = 'aw-cite';
    link.textContent = `[${segment.index}]`;
    link.setAttribute('aria-label', label(segment.index, source));
    fragment.append(link);
  }
  return fragment;
}
