import React from 'react';
import {render, screen, waitFor, act} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {history} from '../../doubles/router';
import {siteConfig} from '../../doubles/useDocusaurusContext';
import ChatLauncher, {pressedBeforeHydration} from '@site/src/widget/site/launcher';
import {announceReady} from '@site/src/widget/ready';
import type {MountedWidget} from '@site/src/widget/widget';

const siteWidget = {agentId: 'agt_site', publicKey: 'pk_site_test_key'};
jest.mock('@generated/docusaurus.config', () => ({__esModule: true, default: {customFields: {siteWidget: {agentId: 'agt_site', publicKey: 'pk_site_test_key'}}}}), {
  virtual: true,
});

const snippet = () => document.head.querySelector<HTMLScriptElement>('script[data-agent-id]');

function fakeWidget(): MountedWidget {
  return {open: jest.fn(), close: jest.fn(), isOpen: () => false, ask: jest.fn(), focusLauncher: jest.fn(), destroy: jest.fn()};
}

/** The widget mounted: what its script does once its launcher is on the page. */
function widgetArrives(widget: MountedWidget, openNow = false): HTMLElement {
  const host = document.createElement('div');
  host.setAttribute('data-agentworks-widget', 'agt_site');
  document.body.append(host);
  act(() => announceReady(host, widget, openNow));
  return host;
}

beforeEach(() => {
  Object.assign(siteConfig, {customFields: {siteWidget}});
  history.location.pathname = '/pricing';
  document.head.innerHTML = '';
});
afterEach(() => {
  Object.assign(siteConfig, {customFields: {}});
  document.querySelectorAll('[data-agentworks-widget]').forEach((host) => host.remove());
});

describe('the launcher in the prerendered page', () => {
  it('is there before any widget code, and pressing it loads the widget asking it to open', async () => {
    const user = userEvent.setup();
    render(<ChatLauncher />);
    const launcher = screen.getByRole('button', {name: 'Chat with our assistant'});
    expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
    expect(snippet()).toBeNull();

    await user.click(launcher);

    await waitFor(() => expect(snippet()).not.toBeNull());
    expect(snippet()).toHaveAttribute('src', '/widget.js');
    expect(snippet()).toHaveAttribute('data-open');
  });

  it('acts on a press the early header script kept from before hydration, once', async () => {
    document.documentElement.setAttribute(pressedBeforeHydration, '');
    render(<ChatLauncher />);
    await waitFor(() => expect(snippet()).not.toBeNull());
    expect(snippet()).toHaveAttribute('data-open');
    expect(document.documentElement).not.toHaveAttribute(pressedBeforeHydration);
  });

  it('carries the attribute the early header script and the no-script style find it by', () => {
    render(<ChatLauncher />);
    expect(screen.getByRole('button', {name: 'Chat with our assistant'})).toHaveAttribute('data-chat-launcher');
  });

  it('steps aside for the widget, handing the focus to its launcher', () => {
    render(<ChatLauncher />);
    screen.getByRole('button', {name: 'Chat with our assistant'}).focus();
    const widget = fakeWidget();
    const host = widgetArrives(widget);

    expect(screen.queryByRole('button', {name: 'Chat with our assistant'})).toBeNull();
    expect(widget.focusLauncher).toHaveBeenCalledTimes(1);
    expect(host).toHaveAttribute('data-ready');
  });

  it('leaves the focus where it is when it did not have it, and opens the panel when asked', () => {
    render(<ChatLauncher />);
    const widget = fakeWidget();
    widgetArrives(widget, true);
    expect(widget.open).toHaveBeenCalledTimes(1);
    expect(widget.focusLauncher).not.toHaveBeenCalled();
  });

  it('is not there when the widget already is (a page rendered after it arrived)', () => {
    widgetArrives(fakeWidget());
    render(<ChatLauncher />);
    expect(screen.queryByRole('button', {name: 'Chat with our assistant'})).toBeNull();
  });

  it.each([
    ['on staff pages', () => (history.location.pathname = '/admin-users')],
    ['in a build without the widget key', () => Object.assign(siteConfig, {customFields: {}})],
  ])('is not there %s', (_case, arrange) => {
    arrange();
    render(<ChatLauncher />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
