/**
 * @jest-environment node
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readSiteWidgetConfig, siteWidgetAttributes, siteWidgetColor} from '@site/src/widget/site/config';
import {isStaffPath} from '@site/src/lib/staff/navigation';
import {contrastRatio, readableTextColor} from '@site/src/widget/contrast';
import {siteWidgetKey} from '@site/src/widget/build/key';
import {readOptions} from '@site/src/widget/options';

describe('the site widget key at build time', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'site-widget-key-'));
  });
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('creates data/site-widget-key once and reads it afterwards', () => {
    const key = siteWidgetKey({}, dir);
    expect(key).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(path.join(dir, 'data/site-widget-key'), 'utf8').trim()).toBe(key);
    expect(siteWidgetKey({}, dir)).toBe(key);
  });

  it('prefers SITE_WIDGET_KEY, and SITE_WIDGET_KEY_FILE moves the file', () => {
    const fromEnv = `pk_${'a'.repeat(43)}`;
    expect(siteWidgetKey({SITE_WIDGET_KEY: fromEnv}, dir)).toBe(fromEnv);
    const key = siteWidgetKey({SITE_WIDGET_KEY_FILE: 'keys/widget'}, dir);
    expect(readFileSync(path.join(dir, 'keys/widget'), 'utf8').trim()).toBe(key);
  });

  it('refuses a key that is not public, so no secret key reaches the build', () => {
    expect(() => siteWidgetKey({SITE_WIDGET_KEY: `sk_${'a'.repeat(43)}`}, dir)).toThrow(/public key/);
    writeFileSync(path.join(dir, 'key'), `sk_${'b'.repeat(43)}\n`);
    expect(() => siteWidgetKey({SITE_WIDGET_KEY_FILE: 'key'}, dir)).toThrow(/public key/);
  });
});

describe('the site embed', () => {
  it('is left out on staff pages only', () => {
    expect(['/admin-login', '/es/admin-chat-logs', '/admin/x'].map(isStaffPath)).toEqual([true, true, true]);
    expect(['/', '/es/', '/pricing', '/administration-guide', '/documentation/integration'].map(isStaffPath)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('uses the build config only with a public key', () => {
    expect(readSiteWidgetConfig({siteWidget: {agentId: 'agt_site', publicKey: 'pk_x'}})).toEqual({agentId: 'agt_site', publicKey: 'pk_x'});
    expect(readSiteWidgetConfig({siteWidget: {agentId: 'agt_site', publicKey: 'sk_x'}})).toBeNull();
    expect(readSiteWidgetConfig({})).toBeNull();
  });

  it('writes the documented snippet attributes, which the widget reads back as given', () => {
    const attributes = siteWidgetAttributes({agentId: 'agt_site', publicKey: 'pk_x'}, 'Hola', {send: 'Enviar'});
    expect(attributes.src).toBe('/widget.js');
    const options = readOptions((name) => attributes[name] ?? null, 'http://127.0.0.1');
    expect(options).toMatchObject({
      agentId: 'agt_site',
      publicKey: 'pk_x',
      position: 'bottom-left',
      primaryColor: '#5b5fe8',
      welcomeMessage: 'Hola',
      iconType: 'animated',
      strings: {send: 'Enviar'},
    });
    expect(options.avoid).toContain('[data-sonner-toast]');
    expect(options.avoid).toContain('.theme-back-to-top-button');
  });

  it.each([
    ['the light page', '#ffffff'],
    ['the dark page', '#1b1b1d'],
  ])('the launcher stands out from %s (WCAG 1.4.11: 3:1) and its icon from the launcher', (_page, background) => {
    expect(contrastRatio(siteWidgetColor, background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(siteWidgetColor, readableTextColor(siteWidgetColor))).toBeGreaterThanOrEqual(4.5);
  });
});
