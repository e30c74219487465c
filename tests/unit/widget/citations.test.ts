import {answerParagraphs, renderAnswer, safeUrl, splitCitations} from '@site/src/widget/citations';

const sources = [
  {title: 'Integration guide', url: '/documentation/integration#website', snippet: ''},
  {title: 'Pricing', url: 'https://agentworks.example/pricing', snippet: ''},
];
const label = (n: number, source: {title: string}) => `Source ${n}: ${source.title}`;

describe('citation markers', () => {
  it('splits an answer into text and markers that have a source', () => {
    expect(splitCitations('Paste the snippet. [1] Plans start at 349. [2] See [7].', 2)).toEqual([
      {kind: 'text', text: 'Paste the snippet.'},
      {kind: 'citation', index: 1},
      {kind: 'text', text: ' Plans start at 349.'},
      {kind: 'citation', index: 2},
      {kind: 'text', text: ' See [7].'},
    ]);
  });

  it('renders markers as links to their sources, labelled with the source title', () => {
    const container = document.createElement('div');
    container.append(renderAnswer(document, 'Paste it before </head>. [1] Plans [2]', sources, label, 'http://127.0.0.1:4350'));

    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-label')])).toEqual([
      ['[1]', 'http://127.0.0.1:4350/documentation/integration#website', 'Source 1: Integration guide'],
      ['[2]', 'https://agentworks.example/pricing', 'Source 2: Pricing'],
    ]);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Paste it before </head>. [1]', 'Plans [2]']);
  });

  it.each([
    // Sentences of one source make one paragraph; the next source starts another.
    ['Pro costs $299. [1] Seats cost $49. [1] Business costs $449. [2] Seats cost $69. [2]', ['Pro costs $299. [1] Seats cost $49. [1]', 'Business costs $449. [2] Seats cost $69. [2]']],
    // A sentence citing two sources goes with the first; one without a marker stays with what it follows.
    ['Paste it. [1][2] Then test. [1] See the guide. Done. [2]', ['Paste it. [1] [2] Then test. [1]', 'See the guide. Done. [2]']],
    ['We could not find an answer.', ['We could not find an answer.']],
  ])('reads %j as paragraphs by source', (response, paragraphs) => {
    const text = (segments: ReturnType<typeof answerParagraphs>[number]) =>
      segments.map((segment) => (segment.kind === 'text' ? segment.text : ` [${segment.index}]`)).join('');
    expect(answerParagraphs(response, 2).map(text)).toEqual(paragraphs);
  });

  it('never turns answer text into markup', () => {
    const container = document.createElement('p');
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script> [1]';
    container.append(renderAnswer(document, hostile, sources, label, 'https://a.example'));

    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.querySelectorAll('a')).toHaveLength(1);
  });

  it('does not link sources whose URL is not a web address', () => {
    expect(safeUrl('javascript:alert(1)', 'https://a.example')).toBeNull();
    expect(safeUrl('data:text/html,hi', 'https://a.example')).toBeNull();
    const container = document.createElement('p');
    container.append(renderAnswer(document, 'Hi. [1]', [{title: 'Bad', url: 'javascript:alert(1)'}], label, 'https://a.example'));
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('Hi. [1]');
  });
});
