import {longestQuote, plainSentences, plainSentencesInContext} from '../../../../server/features/agent/markdown';

describe('plainSentences', () => {
  it('quotes prose and list items as sentences, without code blocks, tables, links or emphasis', () => {
    const sentences = plainSentences(
      'Open **Knowledge** and read the [guide](/docs). Then wait.\n\n' +
        '- Upload documents\n- Add pages: they are read daily\n\n' +
        '| a | b |\n| - | - |\n\n```js\nconsole.log("x. Y");\n```\n\nPaste it before the closing `</head>` tag.',
    );
    expect(sentences).toEqual([
      'Open Knowledge and read the guide.',
      'Then wait.',
      'Upload documents.',
      'Add pages: they are read daily.',
      'Paste it before the closing </head> tag.',
    ]);
  });

  it.each([
    ['Use a key, e.g. the private one. Done.', ['Use a key, e.g. the private one.', 'Done.']],
    ['Data that Example, Inc. ("Example") collects. Nothing else.', ['Data that Example, Inc. ("Example") collects.', 'Nothing else.']],
    ['Agents vs. Humans compared. Read on.', ['Agents vs. Humans compared.', 'Read on.']],
  ])('does not split %j at an abbreviation', (markdown, sentences) => expect(plainSentences(markdown)).toEqual(sentences));

  it.each([
    ['- "We ship to nine countries. The agent answers in each language." (Ana Ruiz, 5/5)', ['"We ship to nine countries. The agent answers in each language." (Ana Ruiz, 5/5).']],
    ['- “Queues are gone. Staff handle the hard cases.”\n- “Setup was quick.”', ['“Queues are gone. Staff handle the hard cases.”', '“Setup was quick.”']],
    // A quotation too long for one quote is cut at its sentences still.
    [`"${'Word '.repeat(90)}stop. Next one."`, [`"${'Word '.repeat(90)}stop.`, 'Next one."']],
  ])('keeps a quotation of several sentences in one piece: %j', (markdown, sentences) => expect(plainSentences(markdown)).toEqual(sentences));

  it('states table rows as sentences: "label: value", the descriptive cell qualified by the others, or the values after their column names', () => {
    expect(
      plainSentences(
        '| Measure | What we do |\n| --- | --- |\n| Encryption at rest | Stored data is encrypted with AES-256. |\n\n' +
          '| Plan | Interactions | Highlights |\n| :-- | --: | --- |\n| Pro | Up to 1,000 per day | One user |\n' +
          '| Business | Up to 5,000 per day | Adds CRM lead creation and workflows, connectors and reports |\n\n' +
          '| Field | Type | Required | Description |\n| --- | --- | --- | --- |\n| `visitor.phone` | string \\| null | No | null |\n' +
          '| `priority` | string | No | low, normal or high |\n| `query` | string | Yes | The question, 1 to 2,000 characters long. |',
      ),
    ).toEqual([
      'Encryption at rest: Stored data is encrypted with AES-256.',
      'Pro: interactions up to 1,000 per day; highlights One user.',
      'Business (interactions up to 5,000 per day): Adds CRM lead creation and workflows, connectors and reports.',
      'visitor.phone: type string | null, required No.',
      'priority (type string, required No): low, normal or high.',
      'query (type string, required Yes): The question, 1 to 2,000 characters long.',
    ]);
  });

  it('keeps the tags a code span quotes in a list joined to its introduction', () => {
    expect(plainSentences('**Using WordPress?**\n\n- WordPress: paste it before `</head>`\n- Shopify: in theme.liquid')).toEqual([
      // The question is a sentence of its own (the composer never quotes a question).
      'Using WordPress?',
      'WordPress: paste it before </head>; Shopify: in theme.liquid.',
    ]);
  });

  it('joins a list of clauses to the line or bold label that introduces it', () => {
    expect(
      plainSentences(
        'Under **Agent > Settings**, give your agent:\n\n- a **name** and a **tone**;\n- a **welcome message**;\n\n' +
          '**Load first**\n- Opening hours.\n- Accepted insurance plans.\n\n**JavaScript**\n\n```js\nx()\n```',
      ),
    ).toEqual([
      'Under Agent > Settings, give your agent: a name and a tone; a welcome message.',
      'Load first: Opening hours; Accepted insurance plans.',
    ]);
  });

  it('keeps list items of whole sentences apart, and reads admonitions as paragraphs', () => {
    expect(
      plainSentences(
        '> **Habits**\n>\n> - **Start small.** Cover the top 20 questions.\n> - **Review weekly.**\n\n' +
          'Sign in to the [platform (opens in a new tab)](https://app.example) or write to <support@example.com>.',
      ),
    ).toEqual([
      'Start small.',
      'Cover the top 20 questions.',
      'Review weekly.',
      'Sign in to the platform or write to support@example.com.',
    ]);
  });

  const fields = '| Field | Type | Required | Description |\n| --- | --- | --- | --- |\n';
  it.each([
    [
      'a row of two sentences stays one, with its subject',
      '| Status | `code` | Meaning |\n| --- | --- | --- |\n| 429 | `rateLimited` | The key used up its requests. Retry after `Retry-After` seconds. |',
      ['429 (code rateLimited): The key used up its requests. Retry after Retry-After seconds.'],
    ],
    [
      "a limit noted after the cell's sentence reads on from it",
      `${fields}| \`title\` | \`string\` | No | The document's title (with content). (1 to 200 characters) |`,
      ["title (type string, required No): The document's title (with content); 1 to 200 characters."],
    ],
    [
      'a note that repeats the figure the cell states is left out, one with another unit is kept',
      `${fields}| \`note\` | string | No | Context, up to 1,000 characters. (at most 1,000 characters) |\n| \`content\` | string | No | Markdown, up to 1 MB. (at least 1 character) |`,
      ['note (type string, required No): Context, up to 1,000 characters.', 'content (type string, required No): Markdown, up to 1 MB; at least 1 character.'],
    ],
    [
      'a short description is still the statement, and a note alone is its words',
      `${fields}| \`type\` | \`string\` | Yes | (one of "message.created") |\n| \`role\` | string | Yes | \`user\` or \`assistant\` |`,
      ['type (type string, required Yes): one of "message.created".', 'role (type string, required Yes): user or assistant.'],
    ],
    [
      'characters escaped with a backslash lose it, outside code spans only',
      `${fields}| \`id\` | string\\[] | Yes | A document id (kn\\_...), see \`/\\s\\[\\d+\\]/g\` |`,
      ['id (type string[], required Yes): A document id (kn_...), see /\\s\\[\\d+\\]/g.'],
    ],
    [
      'a note in parentheses after a sentence joins it; one that repeats a link is dropped',
      'Pages are read daily. (At most 25.)\n\nOur agents answer. (<https://example.com/agents>)',
      ['Pages are read daily (At most 25).', 'Our agents answer.'],
    ],
  ])('%s', (_, markdown, sentences) => expect(plainSentences(markdown)).toEqual(sentences));

  it(`splits a table row longer than ${longestQuote} characters into its sentences`, () => {
    const long = 'word '.repeat(90).trim();
    expect(plainSentences(`| Name | What it is |\n| --- | --- |\n| Long | ${long}. Short one. |`)).toEqual([`Long: ${long}.`, 'Short one.']);
  });
});

describe('a paragraph with a run-in heading', () => {
  it('quotes its sentences without the heading, which says what the first one is about', () => {
    expect(plainSentencesInContext('**Quotas.** Each token may send 60 calls a minute. Beyond it, wait.\n\n**Note:** tokens expire.')).toEqual([
      {sentence: 'Each token may send 60 calls a minute.', about: 'Quotas.'},
      {sentence: 'Beyond it, wait.'},
      {sentence: 'Note: tokens expire.'},
    ]);
  });
});

describe("an API operation's request line", () => {
  it('starts the paragraph that says what the operation does', () => {
    expect(plainSentences('```http\nDELETE /v1/knowledge/{id}\n```\n\nRemoves the document at once.\n\n```bash\ncurl -X DELETE x\n```')).toEqual([
      'DELETE /v1/knowledge/{id}: Removes the document at once.',
    ]);
  });

  it('is dropped with its code block when no paragraph follows it', () => {
    expect(plainSentences('```http\nGET /v1/widget.js\n```\n\n| a | b |\n| - | - |\n| x | y |')).toEqual(['X: y.']);
  });
});

describe('a link after the last sentence of a paragraph', () => {
  it.each([
    ['**Permission:** `write`. [Tokens and scopes](/api#tokens)', ['Permission: write.']],
    ['Each token has a quota. [Quotas](/api#quotas).', ['Each token has a quota.']],
    // A link that is the paragraph, or part of a sentence, is what it says.
    ['[Book a demo](https://demo.example)', ['Book a demo.']],
    ['Read on. See [the token guide](/api#tokens).', ['Read on.', 'See the token guide.']],
    ['Next step: [Tokens and scopes](/api#tokens)', ['Next step: Tokens and scopes.']],
  ])('%j is a cross-reference, not a sentence: %j', (markdown, sentences) => expect(plainSentences(markdown)).toEqual(sentences));
});
