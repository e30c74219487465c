import {escapeText, faq, heading, table, toNodes} from '@site/src/plugins/agentKnowledge/pages/markdown';
import {pagePassages} from '@site/src/lib/knowledge/passages';
import {stringifyMarkdown} from '@site/src/lib/knowledge/tree';

describe('page writer Markdown', () => {
  test('data text stays text: Markdown syntax in copy is escaped', () => {
    expect(escapeText('Save *30%* on [plans] <now>\n  # today')).toBe('Save \\*30%\\* on \\[plans\\] \\<now\\> \\# today');
    expect(stringifyMarkdown(toNodes([escapeText('Save *30%* now')]))).toBe('Save \\*30%\\* now');
  });

  test('headings get the explicit id of their section, others none', () => {
    const nodes = toNodes([heading(2, 'Choose Your Plan', 'plans-title'), 'Intro.', heading(3, 'Pro'), 'Text.']);
    const passages = pagePassages({title: 'Pricing', summary: '', url: '/es/pricing', locale: 'es', version: null, body: nodes});
    expect(passages.map(({heading: title, url}) => [title, url])).toEqual([
      ['Choose Your Plan', '/es/pricing#plans-title'],
      ['Pro', '/es/pricing'],
    ]);
    expect(stringifyMarkdown(nodes)).not.toContain('{#');
  });

  test('FAQs become one H3 per question; tables escape their cells', () => {
    expect(faq([{question: 'Is it safe?', answer: 'Yes.'}])).toBe('### Is it safe?\n\nYes.');
    expect(table(['A', 'B'], [['x|y', '1']])).toBe('| A | B |\n| --- | --- |\n| x\\|y | 1 |');
  });
});
