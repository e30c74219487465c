import {readOptions, scriptOrigin, widgetDefaults} from '@site/src/widget/options';
import {contrastRatio, readableTextColor} from '@site/src/widget/contrast';

function reader(attributes: Record<string, string>) {
  return (name: string) => attributes[name] ?? null;
}

describe('widget options from the snippet attributes', () => {
  it('reads every documented attribute', () => {
    const options = readOptions(
      reader({
        'data-agent-id': ' agt_site ',
        'data-public-key': 'pk_abc',
        'data-position': 'TOP-LEFT',
        'data-primary-color': '#DC2626',
        'data-welcome-message': ' Hola ',
        'data-icon-type': 'static',
        'data-strings': '{"send":"Enviar","bad":3}',
        'data-avoid': '.toast',
      }),
      'https://agents.example',
    );
    expect(options).toEqual({
      agentId: 'agt_site',
      publicKey: 'pk_abc',
      position: 'top-left',
      primaryColor: '#dc2626',
      welcomeMessage: 'Hola',
      iconType: 'static',
      apiBase: 'https://agents.example',
      strings: {send: 'Enviar'},
      avoid: '.toast',
    });
  });

  it.each([
    ['data-position', 'middle', 'position', widgetDefaults.position],
    ['data-primary-color', 'blue', 'primaryColor', widgetDefaults.primaryColor],
    ['data-primary-color', '#12345', 'primaryColor', widgetDefaults.primaryColor],
    ['data-icon-type', 'spinning', 'iconType', widgetDefaults.iconType],
  ] as const)('falls back to the default for %s="%s"', (attribute, value, key, expected) => {
    expect(readOptions(reader({[attribute]: value}), 'https://a.example')[key]).toBe(expected);
  });

  it('uses the default welcome message only when the attribute is absent', () => {
    expect(readOptions(reader({}), 'https://a.example').welcomeMessage).toBe(widgetDefaults.welcomeMessage);
    expect(readOptions(reader({'data-welcome-message': ''}), 'https://a.example').welcomeMessage).toBe('');
  });

  it('ignores data-strings that are not a JSON object', () => {
    expect(readOptions(reader({'data-strings': 'not json'}), 'https://a.example').strings).toEqual({});
    expect(readOptions(reader({'data-strings': '"text"'}), 'https://a.example').strings).toEqual({});
  });

  it('talks to the origin the script came from', () => {
    expect(scriptOrigin('https://api.agentworks.example/v1/widget.js', 'https://shop.example/cart')).toBe(
      'https://api.agentworks.example',
    );
    expect(scriptOrigin('/widget.js', 'http://127.0.0.1:4350/es/pricing')).toBe('http://127.0.0.1:4350');
  });
});

describe('launcher text colour', () => {
  it.each(['#4f46e5', '#dc2626', '#000000', '#ffff00', '#fde68a', '#22c55e', '#0ea5e9', '#777777'])(
    'keeps at least 4.5:1 or picks the better of white and black on %s',
    (background) => {
      const chosen = readableTextColor(background);
      const other = chosen === '#ffffff' ? '#111827' : '#ffffff';
      expect(contrastRatio(background, chosen)).toBeGreaterThanOrEqual(contrastRatio(background, other));
    },
  );

  it('writes white on dark colours and dark text on light ones', () => {
    expect(readableTextColor('#4f46e5')).toBe('#ffffff');
    expect(readableTextColor('#fde68a')).toBe('#111827');
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
  });
});
