/**
 * Just enough Markdown handling for answers: turn a passage's Markdown into plain sentences that
 * an answer can quote word for word. (Documents are cut into passages by src/lib/knowledge/sections.)
 */

type Segment = {kind: 'para'; text: string} | {kind: 'list'; items: string[]} | {kind: 'table'; rows: string[][]};

const listItem = /^\s*(?:[-*+]|\d+[.)])\s+/;
const tableLine = /^\s*\|/;
const tableRule = /^[\s|:-]*-[\s|:-]*$/;
/** A line that is only a bold label ("**Load first**"): it introduces what follows. */
const boldLabel = /^\s*(\*\*|__)([^*_]+)\1\s*:?\s*$/;
/** A link that stands as a paragraph's last sentence, after another one. */
const trailingLink = /(?<=[.!?]\S*)\s+\[[^\]]+\]\([^)]*\)[.!]?\s*$/;
/** A bold heading a paragraph runs on from ("**Rate limits.** Each key has..."): what the paragraph is about, not a sentence of it. */
const runInHeading = /^(\*\*|__)([^*_]+?[.!])\1\s+(?=\S)/;

function segmentsOf(block: string): Segment[] {
  const segments: Segment[] = [];
  for (const line of block.split('\n')) {
    if (/^\s*#{1,6}\s/.test(line) || /^\s*(<[^>]+>\s*)+$/.test(line)) continue;
    const last = segments.at(-1);
    if (tableLine.test(line)) {
      if (tableRule.test(line)) continue;
      // A pipe escaped in a cell ("string \| null") is part of the cell, not a border.
      const cells = line
        .trim()
        .replace(/^\||(?<!\\)\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/\\\|/g, '|'));
      if (last?.kind === 'table') last.rows.push(cells);
      else segments.push({kind: 'table', rows: [cells]});
    } else if (listItem.test(line)) {
      const item = line.replace(listItem, '');
      if (last?.kind === 'list') last.items.push(item);
      else segments.push({kind: 'list', items: [item]});
    } else if (last?.kind === 'list' && /^\s+\S/.test(line)) {
      last.items[last.items.length - 1] += ` ${line.trim()}`;
    } else if (last?.kind === 'para') {
      last.text += ` ${line.trim()}`;
    } else if (line.trim()) {
      segments.push({kind: 'para', text: line.trim()});
    }
  }
  return segments;
}

/** Cells that say nothing ("null" in a generated reference table, a dash for "none"). */
const emptyCell = /^(null|undefined|n\/a|[-–—]|)$/i;
/** Words a cell with a figure needs to be a statement ("the visitor's question, 1 to 2,000 characters"), not a value. */
const proseWithFigures = 6;
/** The column that describes each row's subject: its cell is the row's statement, however short ("one of "en", "es""). */
const descriptionColumn = /^(description|descripción|meaning|significado)$/i;
/** A cell's length in words: a row's much longest cell is its statement ("Turn conversations into contacts and deals"). */
const wordCount = (cell: string) => cell.split(/\s+/).length;

/** A cell after its column's name reads on from it: "interactions up to 5,000 per day" (names and acronyms keep their case). */
function afterLabel(cell: string): string {
  return /^\p{Lu}\p{Ll}+(\s+\S+){2,}/u.test(cell) ? cell.charAt(0).toLowerCase() + cell.slice(1) : cell;
}

/**
 * A table row as a sentence. Two columns: "Nightly backups: Stored data is copied.". More:
 * the row's one descriptive cell is the statement and the short cells qualify its subject
 * ("CRM (price $19 per month): Turn conversations into contacts."); without one, the values
 * follow their column names ("PHP: version v1.0.2, requires PHP 8.1+.").
 */
function rowStatement(header: string[], row: string[]): string {
  const [first, ...rest] = row;
  const values = rest.map((cell, i) => ({label: header[i + 1] ?? '', cell: cellText(cell)})).filter(({cell}) => !emptyCell.test(cell));
  if (!first || values.length === 0) return '';
  if (values.length === 1 && header.length <= 2) return `${first}: ${values[0].cell}`;
  const named = (items: typeof values) => {
    const parts = items.map(({label, cell}) => (label && label.toLowerCase() !== cell.toLowerCase() ? `${label.toLowerCase()} ${afterLabel(cell)}` : cell));
    return parts.join(parts.some((part) => part.includes(',')) ? '; ' : ', ');
  };
  // The descriptive cell: the one under a "Description" column, else words (a figure only inside a
  // longer statement, not "Up to 5,000 per day") clearly the longest of the row.
  const [prose, next] = [...values].sort((a, b) => wordCount(b.cell) - wordCount(a.cell));
  const isProse = /^[\p{L}`"“«]/u.test(prose.cell) && (!/\d/.test(prose.cell) || wordCount(prose.cell) >= proseWithFigures);
  const described = values.find(({label, cell}) => descriptionColumn.test(label) && /\p{L}/u.test(cell));
  const statedBy = (statement: (typeof values)[number]) => {
    const others = values.filter((value) => value !== statement);
    return `${first}${others.length ? ` (${named(others)})` : ''}: ${statement.cell}`;
  };
  if (described) return statedBy(described);
  if (wordCount(prose.cell) >= 4 && isProse && (!next || wordCount(prose.cell) >= 1.5 * wordCount(next.cell))) return statedBy(prose);
  return `${first}: ${named(values)}`;
}

const clause = (text: string) => text.trim().replace(/[;,.:]+$/, '');

/** The figures a text states with the word after each ("1,000 characters", "1 MB"). */
const quantitiesOf = (text: string) => [...text.matchAll(/\d[\d.,]*\s*\p{L}*/gu)].map(([quantity]) => quantity.replace(/[.,]/g, ''));

/**
 * A cell's closing note in parentheses after its sentence ("The document's title. (1 to 200
 * characters)", as the API reference's generator writes limits) reads on from it: "The document's
 * title; 1 to 200 characters". A cell that is only the note is its words ("one of "en", "es""),
 * and a note that only repeats the cell's figures ("up to 1,000 characters. (at most 1,000
 * characters)") is left out.
 */
export function cellText(cell: string): string {
  const note = /^(.*?)\s*\(([^()]*)\)$/.exec(cell);
  if (!note) return cell;
  const [, before, inner] = note;
  if (before === '') return inner;
  if (!/[.!?]$/.test(before)) return cell;
  const stated = quantitiesOf(before);
  const figures = quantitiesOf(inner);
  return figures.length && figures.every((figure) => stated.includes(figure)) ? before : `${before.slice(0, -1)}; ${inner}`;
}

/** The longest statement an answer quotes whole: a table row up to this long stays one sentence. */
export const longestQuote = 400;

/**
 * A readable statement: `row` when it is a table row (its sentences share the row's subject),
 * `code` when it starts with a name as written in code (a field, `limit`), whose case is kept,
 * `asked`: the bold question an FAQ answer follows ("**Where is my data stored?**"); `about`: the
 * run-in heading its paragraph opens with ("**Rate limits.**").
 */
type Statement = {text: string; row?: boolean; code?: boolean; asked?: string; about?: string};

/**
 * An API operation's request line in a code block of its own ("DELETE /v1/knowledge/{id}") before
 * the paragraph that says what it does: read as that paragraph's start, it is what the paragraph
 * is about, and an answer quoting it names the call.
 */
const operationLine = /(^|\n)[ \t]*```http[ \t]*\n[ \t]*((?:GET|POST|PUT|PATCH|DELETE) \/[^\s`]*)[ \t]*\n[ \t]*```[ \t]*\n\s*\n(?=[\p{L}*_`])/gu;

/**
 * Markdown to readable statements: code blocks and HTML dropped, links and emphasis unwrapped,
 * table rows as "label: value" statements, and a short list joined to the line that introduces it
 * ("Give your agent: a name; a welcome message.").
 */
function plainStatements(markdown: string): Statement[] {
  const text = markdown
    .replace(/\r\n?/g, '\n')
    .replace(operationLine, '$1`$2`: ')
    .replace(/(^|\n)\s*(```|~~~)[\s\S]*?(\n\s*\2[^\n]*|$)/g, '\n\n')
    .replace(/^\s*>\s?/gm, '');
  /** Raw Markdown statements, and (plain) those already made plain: a second pass would drop the tags a code span quotes. */
  const statements: (Statement & {plain?: boolean})[] = [];
  const segments = text.split(/\n\s*\n/).flatMap(segmentsOf);
  let asked: string | undefined;
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i];
    if (segment.kind === 'table') {
      const [header, ...rows] = segment.rows;
      statements.push(...rows.map((row) => ({text: rowStatement(header, row), row: true, code: /^`[^`]+`$/.test(row[0] ?? '')})));
    } else if (segment.kind === 'list') {
      statements.push(...segment.items.map((text) => ({text})));
    } else {
      const next = segments[i + 1];
      const label = boldLabel.exec(segment.text);
      const introduces = label || /:\s*$/.test(segment.text);
      const items = next?.kind === 'list' ? next.items.map((item) => clause(inlinePlain(item))) : [];
      const intro = clause(inlinePlain(label ? label[2] : segment.text));
      // "Using WordPress or Shopify?" introduces its items without a colon.
      const joined = `${intro}${intro.endsWith('?') ? '' : ':'} ${items.join('; ')}`;
      // A list whose items are single clauses reads as one sentence with its introduction.
      if (introduces && items.length && items.every((item) => !/[.!?]\s/.test(item)) && joined.length <= longestQuote) {
        statements.push({text: joined, plain: true});
        i += 1;
      } else if (!label) {
        // A link after the paragraph's last sentence is a cross-reference ("Authentication and key types"), not a statement.
        const text = segment.text.replace(trailingLink, '');
        const runIn = runInHeading.exec(text);
        statements.push(runIn ? {text: text.slice(runIn[0].length), about: inlinePlain(runIn[2])} : {text, asked});
      }
      asked = label && label[2].trim().endsWith('?') ? inlinePlain(label[2]) : undefined;
    }
  }
  return statements.map(({plain, ...statement}) => (plain ? statement : {...statement, text: inlinePlain(statement.text)})).filter(({text}) => text);
}

export function markdownToPlainBlocks(markdown: string): string[] {
  return plainStatements(markdown).map(({text}) => text);
}

function inlinePlain(text: string): string {
  // Code spans are quoted as they are (they may hold tags like </head>), the rest is unwrapped.
  const spans: string[] = [];
  // So are characters escaped with a backslash ("kn\\_...", "string\\[]"), without it.
  const protectedText = text
    .replace(/`([^`]+)`/g, (_, code: string) => `\u0000${spans.push(code) - 1}\u0000`)
    .replace(/\\([!-/:-@[-`{-~])/g, (_, escaped: string) => `\u0000${spans.push(escaped) - 1}\u0000`);
  return protectedText
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\s*\((?:opens in a new tab|se abre en una pestaña nueva)\)/gi, '')
    .replace(/<((?:https?:\/\/|mailto:)?[^\s<>@]+@[^\s<>]+|https?:\/\/[^\s<>]+)>/g, '$1')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .replace(/\u0000(\d+)\u0000/g, (_, at: string) => spans[Number(at)])
    .trim();
}

/**
 * Sentence ends: . ! ? followed by a blank and an upper-case letter, digit, quote or opening ¿ ¡,
 * not the period of a company's "Inc." or of "vs." ("AgentWorks, Inc. ("AgentWorks") collects...").
 */
const sentenceEnd = /(?<=[.!?])(?<!\b(?:Inc|Ltd|Corp|vs)\.)\s+(?=[\p{Lu}\p{N}"'`¿¡(])/u;

/**
 * A note in parentheses after a sentence ("... is read. (at most 25)") says nothing alone: it
 * joins the sentence before it. One that only repeats a link's address is dropped.
 */
function withNotesJoined(pieces: string[]): string[] {
  const joined: string[] = [];
  for (const piece of pieces) {
    const note = /^\(([^()]+?)[.!?]?\)[.!?]?$/.exec(piece.trim());
    const before = joined.at(-1);
    if (note && /^(?:https?:\/\/|www\.)\S+$/.test(note[1])) continue;
    if (!note || before === undefined) joined.push(piece);
    else joined[joined.length - 1] = before.replace(/([.!?]?)\s*$/, (_, end: string) => ` (${note[1]})${end}`);
  }
  return joined;
}

/** Whether a text leaves a quotation open: an odd number of straight double quotes, or more “ or « than closing ones. */
function opensQuotation(text: string): boolean {
  const count = (mark: RegExp) => text.match(mark)?.length ?? 0;
  return count(/"/g) % 2 === 1 || count(/[“«]/g) > count(/[”»]/g);
}

/**
 * A quotation of several sentences (a customer's testimonial) is one statement when it fits one
 * quote: cut at its sentences, its first would open a quotation mark that nothing closes
 * ("\"We serve customers in eleven countries.").
 */
function withQuotationsJoined(pieces: string[]): string[] {
  const joined: string[] = [];
  let open = false;
  for (const piece of pieces) {
    const before = joined.at(-1);
    const together = `${before} ${piece}`;
    if (open && before !== undefined && together.length <= longestQuote) joined[joined.length - 1] = together;
    else joined.push(piece);
    open = opensQuotation(joined.at(-1) ?? '');
  }
  return joined;
}

/**
 * A quotable sentence, with the FAQ question it answers when it is the first of that answer
 * (`asked`, quoted before it), or the run-in heading of its paragraph when it is the first of it
 * (`about`: its words say what the sentence is about, it is not quoted).
 */
export type PlainSentence = {sentence: string; asked?: string; about?: string};

/** A sentence as quoted: an FAQ answer's first sentence after its question ("Where is my data stored? In our cloud..."). */
export const quoted = ({sentence, asked}: PlainSentence) => (asked ? `${asked} ${sentence}` : sentence);

/** The passage as quotable sentences, each starting with a capital (or a name as written in code) and ending in terminal punctuation (or a quotation closed after it). */
export function plainSentencesInContext(markdown: string): PlainSentence[] {
  const sentences: PlainSentence[] = [];
  for (const {text, row, code, asked, about} of plainStatements(markdown)) {
    // A table row is one statement: "Retry after the Retry-After header's seconds" needs the row's "429".
    const pieces = row && text.length <= longestQuote ? [text] : withQuotationsJoined(withNotesJoined(text.split(sentenceEnd)));
    pieces.forEach((raw, i) => {
      const sentence = raw.trim().replace(/[;,:]$/, '');
      if (sentence.length < 3 || !/\p{L}/u.test(sentence)) return;
      // A sentence that starts with a name as written in code (data-agent-id, visitor.phone, a field) keeps its case.
      const asWritten = (code && i === 0) || /^[a-z][\p{L}\p{N}]*[._-][\p{L}\p{N}]/u.test(sentence);
      const capitalised = asWritten ? sentence : sentence.charAt(0).toUpperCase() + sentence.slice(1);
      sentences.push({sentence: /[.!?][”"»]?$/.test(capitalised) ? capitalised : `${capitalised}.`, ...(asked && i === 0 ? {asked} : {}), ...(about && i === 0 ? {about} : {})});
    });
  }
  return sentences;
}

/** The passage's sentences as an answer quotes them. */
export function plainSentences(markdown: string): string[] {
  return plainSentencesInContext(markdown).map(quoted);
}
