import {headingAnchor, plainSentences, splitAtHeadings} from '../../../server/agent/markdown';

describe('splitAtHeadings', () => {
  it('cuts at every heading level, keeps the text before the first heading, and ignores # lines in code', () => {
    const sections = splitAtHeadings(
      'Intro text.\n\n# Setup\nInstall it.\n\n```sh\n# not a heading\nnpm i\n```\n\n### Step 2: Configure\nSet the key.',
    );
    expect(sections.map((s) => [s.heading, s.anchor, s.order])).toEqual([
      ['', '', 0],
      ['Setup', 'setup', 1],
      ['Step 2: Configure', 'step-2-configure', 2],
    ]);
    expect(sections[1].body).toContain('# not a heading');
  });

  it('drops an empty leading section', () => {
    expect(splitAtHeadings('## Only\nbody').map((s) => s.heading)).toEqual(['Only']);
  });
});

describe('headingAnchor', () => {
  it('keeps letters of any language and digits', () => {
    expect(headingAnchor('Cumplimiento del RGPD: ¿qué significa?')).toBe('cumplimiento-del-rgpd-qué-significa');
  });
});

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

  it('does not split at abbreviations followed by a lower-case word', () => {
    expect(plainSentences('Use a key, e.g. the private one. Done.')).toEqual(['Use a key, e.g. the private one.', 'Done.']);
  });
});
