import {parseStaticElement} from '@site/src/theme/CodeBlock/LiveOnDemand/staticElement';

describe('parseStaticElement', () => {
  it('reads a self-closing element with string attributes, as the integration guide shows it', () => {
    const code = [
      '<WidgetPreview',
      '  data-agent-id="YOUR_AGENT_ID"',
      "  data-position='top-left'",
      '  data-welcome-message="Hi! How can I help you today?"',
      '/>',
      '',
    ].join('\n');
    expect(parseStaticElement(code)).toEqual({
      name: 'WidgetPreview',
      props: {
        'data-agent-id': 'YOUR_AGENT_ID',
        'data-position': 'top-left',
        'data-welcome-message': 'Hi! How can I help you today?',
      },
    });
    expect(parseStaticElement('<WidgetPreview />')).toEqual({name: 'WidgetPreview', props: {}});
  });

  // Anything that needs the transpiler to mean what it says is left to the live editor.
  it.each([
    ['an expression attribute', '<WidgetPreview data-agent-id={id} />'],
    ['a boolean attribute', '<WidgetPreview open />'],
    ['children', '<WidgetPreview>text</WidgetPreview>'],
    ['two elements', '<WidgetPreview /><WidgetPreview />'],
    ['a lower-case (DOM) element', '<div data-x="1" />'],
    ['an HTML entity, which JSX would decode', '<WidgetPreview data-welcome-message="Fish &amp; chips" />'],
    ['a statement', 'render(<WidgetPreview />)'],
    ['an unclosed element', '<WidgetPreview data-agent-id="a"'],
    ['nothing', ''],
  ])('answers null for %s', (_case, code) => {
    expect(parseStaticElement(code)).toBeNull();
  });
});
