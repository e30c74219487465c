import {cell, codeBlock, firstSentence, mdxText, section} from '@site/src/plugins/apiReference/mdx';

describe('MDX text', () => {
  it('escapes braces and tags outside inline code only', () => {
    expect(mdxText('Send {"text"} or <b> but keep `{"text"} <b>`')).toBe('Send \\{"text"\\} or \\<b> but keep `{"text"} <b>`');
  });

  it('keeps a table cell on one line with its pipes escaped', () => {
    expect(cell('a | b\n  c')).toBe('a \\| b c');
  });

  it('fences code with more backticks than it holds', () => {
    expect(codeBlock('md', 'use ``` fences')).toBe('````md\nuse ``` fences\n````');
  });

  it('takes the first sentence for a meta description', () => {
    expect(firstSentence('Adds `one` document. It is indexed.')).toBe('Adds one document.');
    expect(firstSentence('word '.repeat(60), 20)).toBe('word word word word…');
  });

  it('writes a heading with an anchor that is the same in every language', () => {
    expect(section('Solicitud', 'request')).toBe('## Solicitud {/* #request */}');
    expect(section('Cuerpo', 'body', 3)).toBe('### Cuerpo {/* #body */}');
  });
});
