import {optionalSectionTitle, parseLlmsTxt, renderLlmsFullTxt, renderLlmsTxt} from '@site/src/lib/knowledge/llmsTxt';

const file = {
  name: 'AgentWorks',
  summary: 'AI agents that answer\nfrom your knowledge.',
  details: ['Every page has a .md twin.'],
  sections: [
    {
      title: 'Documentation',
      links: [
        {name: 'Integration guide', url: 'https://www.agentworks.example/documentation/integration.md', notes: 'Add the widget.'},
        {name: 'Arrays [and brackets]', url: 'https://www.agentworks.example/documentation/api-reference.md'},
      ],
    },
    {title: 'Empty', links: []},
  ],
  optional: [{name: 'Blog post', url: 'https://www.agentworks.example/blog/post.md', notes: 'Extra\nreading.'}],
};

describe('renderLlmsTxt (llmstxt.org)', () => {
  test('H1, summary blockquote, paragraphs, H2 sections of links and the Optional section last', () => {
    expect(renderLlmsTxt(file)).toBe(
      [
        '# AgentWorks',
        '',
        '> AI agents that answer from your knowledge.',
        '',
        'Every page has a .md twin.',
        '',
        '## Documentation',
        '',
        '- [Integration guide](https://www.agentworks.example/documentation/integration.md): Add the widget.',
        '- [Arrays \\[and brackets\\]](https://www.agentworks.example/documentation/api-reference.md)',
        '',
        '## Optional',
        '',
        '- [Blog post](https://www.agentworks.example/blog/post.md): Extra reading.',
        '',
      ].join('\n'),
    );
  });

  test('parseLlmsTxt reads back what renderLlmsTxt writes', () => {
    const parsed = parseLlmsTxt(renderLlmsTxt(file));
    expect(parsed.title).toBe('AgentWorks');
    expect(parsed.summary).toBe('AI agents that answer from your knowledge.');
    expect(parsed.sections.map((section) => section.title)).toEqual(['Documentation', optionalSectionTitle]);
    expect(parsed.sections[0].links[1]).toEqual({
      name: 'Arrays [and brackets]',
      url: 'https://www.agentworks.example/documentation/api-reference.md',
      notes: undefined,
    });
  });

  test('no Optional section without optional links', () => {
    expect(renderLlmsTxt({...file, optional: []})).not.toContain('## Optional');
  });

  test('llms-full.txt: the header, then each page in full, separated by rules', () => {
    expect(renderLlmsFullTxt(file, ['# One\n\nText.\n', '# Two\n'])).toBe(
      '# AgentWorks\n\n> AI agents that answer from your knowledge.\n\n---\n\n# One\n\nText.\n\n---\n\n# Two\n',
    );
  });
});
