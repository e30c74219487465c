import {act} from '@testing-library/react';
import {announceReady} from '@site/src/widget/ready';
import {saveView} from '@site/src/widget/store';

jest.mock(
  '@generated/docusaurus.config',
  () => ({__esModule: true, default: {customFields: {siteWidget: {agentId: 'agt_site', publicKey: 'pk_site_test_key'}}}}),
  {virtual: true},
);

type Module = typeof import('@site/src/widget/site/clientModule');

function location(pathname: string) {
  return {pathname, search: '', hash: '', state: null, key: 'k'};
}

/** Fresh module state (it adds the snippet once per page load). */
function loadModule(): Module {
  let loaded: Module | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual('@site/src/widget/site/clientModule');
  });
  return loaded!;
}

async function flush(ms: number): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });
  // The translated strings arrive through a dynamic import.
  await act(async () => {
    await new Promise(jest.requireActual('timers').setImmediate);
    jest.advanceTimersByTime(10);
  });
}

const snippet = () => document.head.querySelector<HTMLScriptElement>('script[data-agent-id]');

describe('the site widget client module', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('adds nothing on load nor on interactions: the documented snippet comes when the launcher is pressed', async () => {
    const {onRouteDidUpdate, openSiteWidget} = loadModule();
    onRouteDidUpdate({location: location('/pricing')} as never);
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('scroll'));
    await flush(10_000);
    expect(snippet()).toBeNull();

    openSiteWidget();
    await flush(10);

    const script = snippet()!;
    expect(script.getAttribute('src')).toBe('/widget.js');
    expect(script.getAttribute('data-public-key')).toBe('pk_site_test_key');
    expect(script.getAttribute('data-agent-id')).toBe('agt_site');
    expect(script.hasAttribute('data-open')).toBe(true);
    expect(script.async).toBe(true);
    expect(JSON.parse(script.getAttribute('data-strings')!)).toMatchObject({launcher: 'Chat with our assistant'});
  });

  it('adds it right after load when the visitor left its panel open on the previous page', async () => {
    saveView(sessionStorage, 'agt_site', {open: true, draft: ''});
    const {onRouteDidUpdate} = loadModule();
    onRouteDidUpdate({location: location('/pricing')} as never);
    await flush(10);
    expect(snippet()).not.toBeNull();
    expect(snippet()!.hasAttribute('data-open')).toBe(false);
  });

  it('a press while that widget is on its way asks it to open, adding no second one', async () => {
    saveView(sessionStorage, 'agt_site', {open: true, draft: ''});
    const {onRouteDidUpdate, openSiteWidget} = loadModule();
    onRouteDidUpdate({location: location('/pricing')} as never);
    await flush(10);

    openSiteWidget();
    await flush(10);
    expect(document.head.querySelectorAll('script[data-agent-id]')).toHaveLength(1);
    expect(snippet()!.hasAttribute('data-open')).toBe(true);
  });

  it('never adds it on staff pages, and hides a mounted widget there', async () => {
    saveView(sessionStorage, 'agt_site', {open: true, draft: ''});
    const {onRouteDidUpdate} = loadModule();
    onRouteDidUpdate({location: location('/admin-login')} as never);
    await flush(7000);
    expect(snippet()).toBeNull();

    const host = document.createElement('div');
    host.setAttribute('data-agentworks-widget', 'agt_site');
    document.body.append(host);
    onRouteDidUpdate({location: location('/admin-users')} as never);
    expect(host.hidden).toBe(true);
    onRouteDidUpdate({location: location('/pricing')} as never);
    expect(host.hidden).toBe(false);
    host.remove();
  });

  it('asks a question from elsewhere on the page (the search box) once the widget is there, and straight away after', async () => {
    const {askSiteWidget} = loadModule();
    askSiteWidget('how do I add the widget?');
    await flush(10);
    expect(snippet()).toHaveAttribute('data-open');

    const ask = jest.fn();
    const host = document.createElement('div');
    document.body.append(host);
    const widget = {open: jest.fn(), close: jest.fn(), isOpen: () => true, ask, focusLauncher: jest.fn(), destroy: jest.fn()};
    announceReady(host, widget, true);
    expect(ask).toHaveBeenCalledWith('how do I add the widget?');

    askSiteWidget('and the price?');
    expect(ask).toHaveBeenLastCalledWith('and the price?');
    expect(ask).toHaveBeenCalledTimes(2);
    host.remove();
  });
});
