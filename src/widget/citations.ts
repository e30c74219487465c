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

/**
 * The answer's sentences grouped by the source they cite: a new paragraph starts where the
 * sentences of another source begin, so a long answer reads as short paragraphs.
 */
export function answerParagraphs(response: string, sourceCount: number): AnswerSegment[][] {
  // A sentence is its text and the markers after it; it belongs to the source it cites first.
  const sentences: {segments: AnswerSegment[]; cites?: number}[] = [];
  for (const segment of splitCitations(response, sourceCount)) {
    const last = sentences.at(-1);
    if (!last || (segment.kind === 'text' && last.cites !== undefined)) sentences.push({segments: [segment], cites: segment.kind === 'citation' ? segment.index : undefined});
    else {
      last.segments.push(segment);
      if (segment.kind === 'citation') last.cites ??= segment.index;
    }
  }
  const paragraphs: {segments: AnswerSegment[]; cites?: number}[] = [];
  for (const sentence of sentences) {
    const last = paragraphs.at(-1);
    if (last && sentence.cites !== undefined && last.cites === sentence.cites) last.segments.push(...sentence.segments);
    else paragraphs.push({segments: [...sentence.segments], cites: sentence.cites});
  }
  return paragraphs.map(({segments}) => {
    const [first, ...rest] = segments;
    return first.kind === 'text' ? [{kind: 'text', text: first.text.trimStart()}, ...rest] : segments;
  });
}

/** The answer as paragraphs (`answerParagraphs`), each citation a link to its source. */
export function renderAnswer(
  doc: Document,
  response: string,
  sources: readonly Source[],
  label: (index: number, source: Source) => string,
  base: string,
): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  for (const paragraph of answerParagraphs(response, sources.length)) {
    const element = doc.createElement('p');
    for (const segment of paragraph) element.append(renderSegment(doc, segment, sources, label, base));
    fragment.append(element);
  }
  return fragment;
}

/** One text run as text, or one citation marker as a link to its source (text when its URL is not a web address). */
function renderSegment(
  doc: Document,
  segment: AnswerSegment,
  sources: readonly Source[],
  label: (index: number, source: Source) => string,
  base: string,
): Node {
  if (segment.kind === 'text') return doc.createTextNode(segment.text);
  const source = sources[segment.index - 1];
  const href = safeUrl(source.url, base);
  const fragment = doc.createDocumentFragment();
  fragment.append(doc.createTextNode(' '));
  if (!href) {
    fragment.append(doc.createTextNode(`[${segment.index}]`));
    return fragment;
  }
  const link = doc.createElement('a');
  link.href = href;
  link.className = 'aw-cite';
  link.textContent = `[${segment.index}]`;
  link.setAttribute('aria-label', label(segment.index, source));
  fragment.append(link);
  return fragment;
}
