/**
 * The asked unit or place from a sibling section of the best page (issue 19 §2 "right page, wrong
 * sentence"): when the best-ranked section states no figure (or menu path) at all, the section of
 * the same page that states one in the asked unit is quoted in its place, under its own anchor,
 * and every other source keeps its place.
 */
import {engineWith, testPassage} from './fixture';

const fields = '| Field | Type | Description |\n| --- | --- | --- |\n';
const onPage = (anchor: string, heading: string, text: string, order: number) =>
  testPassage(`/docs/api#${anchor}`, 'API reference', heading, text, {order});

const engine = engineWith([
  // It states a figure, but not a length: the length is in its body table.
  onPage('messages', 'Messages endpoint', 'The messages endpoint posts a message to a conversation, up to 3 at a time. It returns the stored message.', 0),
  onPage('messages-body', 'Messages body', `${fields}| \`text\` | string | The message posted, of a length of 1 to 4,000 characters. |\n| \`author\` | string | Who wrote it. |`, 1),
  onPage('hooks', 'Hooks', 'Hooks tell your server about each new message. Your hook server receives a POST for every event.', 2),
  onPage('hook-retries', 'Retries', 'A delivery succeeds when your server answers within 15 seconds. Failed deliveries are tried again. Redirects are not followed. ' +
      'Deliveries are logged. Your server sees the attempt number in a header.', 3),
  onPage('tokens', 'Token types', 'A read token may only list messages. A write token may post messages and tokens of both kinds expire.', 4),
  onPage('token-setup', 'Creating tokens', 'Every call needs a token in the Authorization header. Create tokens under Settings > Tokens in the console.', 5),
  onPage('files', 'Files endpoint', 'The files endpoint stores up to 5 files for a conversation.', 7),
  onPage('files-body', 'Files body', `${fields}| \`file\` | file | The file stored, up to 10 MB. |`, 8),
  onPage('savings', 'Savings', 'Posting by API cuts the time per message by 40%. Most teams start posting messages in a day.', 6),
  testPassage('/blog/messages', 'Writing good messages', 'Messages', 'A good message to a hook server says one thing. Keep each message short for the server.'),
]);

async function ask(query: string) {
  const answer = await engine.ask({agentId: 'agt_t', query, locale: 'en'});
  return {first: answer.sources[0]?.url, urls: answer.sources.map(({url}) => url), response: answer.response};
}

describe('the asked unit from a sibling section of the best page', () => {
  it.each([
    // The endpoint's introduction ranks first and states no length; its body table has it.
    ['max length of a message posted to the messages endpoint', '/docs/api#messages-body', '1 to 4,000 characters'],
    // Nor a size: "5 files" is a count.
    ['max size of a file sent to the files endpoint', '/docs/api#files-body', '10 MB'],
    // The hooks section ranks first; the delay is in its retries.
    ['how much time does a hook server get for each event', '/docs/api#hook-retries', '15 seconds'],
    // "Where" asks for a place in the product: the menu path.
    ['where do I get a write token', '/docs/api#token-setup', 'Settings > Tokens'],
    ['how do i get a write token', '/docs/api#token-setup', 'Settings > Tokens'],
  ])('"%s" quotes %s (%s)', async (query, url, fact) => {
    const {first, response} = await ask(query);
    expect(first).toBe(url);
    expect(response).toContain(fact);
  });

  it('keeps the best section when it states a figure in another unit ("40%" of the time)', async () => {
    const {first, response} = await ask('how much time per message does posting by API save');
    expect(first).toBe('/docs/api#savings');
    expect(response).toContain('40%');
  });
});

describe('the asked unit from a sibling section of a further source', () => {
  const policy = (anchor: string, heading: string, text: string, order: number) =>
    testPassage(`/privacy#${anchor}`, 'Privacy policy', heading, text, {order});
  const withPolicy = engineWith([
    testPassage('/docs/widget#transcript', 'Widget', 'Transcript', 'The widget keeps the chat transcript on screen, up to 50 messages, until the visitor closes it.'),
    policy('chats', 'Chats with agents', 'Chat records are kept for no more than 24 hours, then deleted.', 0),
    policy('keeping', 'How long we keep it', 'We keep chat transcripts and contact requests as described above, and delete them when you ask us to.', 1),
  ]);

  it('quotes the section of the same page that states the duration asked for, in place of the one that points to it', async () => {
    const answer = await withPolicy.ask({agentId: 'agt_t', query: 'how long are chat transcripts kept', locale: 'en'});
    expect(answer.sources.map(({url}) => url)).toEqual(['/docs/widget#transcript', '/privacy#chats']);
    expect(answer.response).toContain('no more than 24 hours');
  });
});

describe('the asked unit from a section whose heading asks for it', () => {
  const faqEngine = (heading: string) =>
    engineWith([
      testPassage('/start#team', 'Start', 'Do we need a big team?', 'No. We handle the onboarding, and your shop keeps the tools it has.', {order: 0}),
      testPassage('/start#speed', 'Start', heading, 'Most shops are running in 2 days.', {order: 1}),
    ]);

  it.each([
    ['How quickly can we start?', ['/start#speed'], true],
    // A heading that names no duration is another topic, however near its figure.
    ['Our record', ['/start#team'], false],
  ])('under "%s" cites %j, quoting its days: %s', async (heading, urls, days) => {
    const answer = await faqEngine(heading).ask({agentId: 'agt_t', query: 'how long is the onboarding', locale: 'en'});
    expect(answer.sources.map(({url}) => url)).toEqual(urls);
    expect(answer.response.includes('2 days')).toBe(days);
  });
});
