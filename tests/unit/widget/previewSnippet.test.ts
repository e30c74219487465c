import {
  contrastRatio,
  normalizeWidgetAttributes,
  readableTextColor,
  widgetDefaults,
} from '@site/src/widget/preview/snippet';

describe('widget snippet attributes', () => {
  it('keeps valid values, normalising case and spacing as the widget does', () => {
    const {settings, problems} = normalizeWidgetAttributes({
      'data-agent-id': ' agt_42 ',
      'data-public-key': ' pk_0123456789abcdef ',
      'data-position': 'Top-Right',
      'data-primary-color': '#ABC',
      'data-welcome-message': ' Hello ',
      'data-icon-type': 'STATIC',
    });

    expect(problems).toEqual([]);
    expect(settings).toEqual({
      agentId: 'agt_42',
      publicKey: 'pk_0123456789abcdef',
      position: 'top-right',
      primaryColor: '#abc',
      welcomeMessage: 'Hello',
      iconType: 'static',
    });
  });

  it('uses the defaults for attributes left out, flagging only the required agent ID', () => {
    const {settings, problems} = normalizeWidgetAttributes({});

    expect(settings).toEqual(widgetDefaults);
    expect(problems.map((p) => p.attribute)).toEqual(['data-agent-id']);
  });

  it.each([
    ['data-position', 'center'],
    ['data-primary-color', 'rgb(0,0,0)'],
    ['data-primary-color', '#12345'],
    ['data-icon-type', 'spinning'],
  ] as const)('flags %s="%s" and falls back to the default', (attribute, value) => {
    const {settings, problems} = normalizeWidgetAttributes({'data-agent-id': 'a', [attribute]: value});

    expect(problems).toEqual([expect.objectContaining({attribute, value})]);
    expect(settings).toEqual({...widgetDefaults, agentId: 'a'});
  });
});

describe('launcher icon colour', () => {
  it.each(['#4f46e5', '#000000', '#ffffff', '#ffcc00', '#777777', '#16a34a', '#0ea5e9'])(
    'keeps the icon distinguishable on %s (at least 3:1, WCAG non-text contrast)',
    (background) => {
      expect(contrastRatio(background, readableTextColor(background))).toBeGreaterThanOrEqual(3);
    },
  );

  it('uses white on dark colours and dark on light ones', () => {
    expect(readableTextColor('#1e3a8a')).toBe('#ffffff');
    expect(readableTextColor('#fde047')).toBe('#111827');
  });
});
