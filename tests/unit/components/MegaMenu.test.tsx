import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MegaMenu from '@site/src/components/MegaMenu';
import {history} from '@site/tests/unit/doubles/router';

function renderDesktopMenu(props: React.ComponentProps<typeof MegaMenu> = {}) {
  const user = userEvent.setup();
  const view = render(
    <>
      <MegaMenu label="Solutions" {...props} />
      <a href="/pricing">Pricing</a>
      <p>Page content</p>
    </>,
  );
  const toggle = screen.getByRole('button', {name: 'Solutions'});
  return {user, toggle, ...view};
}

function panelOf(toggle: HTMLElement): HTMLElement {
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('aria-controls does not point at the panel');
  return panel;
}

// jsdom cannot load pages: stop link clicks at the document, after the menu has seen them.
const stopPageLoad = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stopPageLoad));
afterEach(() => {
  document.removeEventListener('click', stopPageLoad);
  history.location.pathname = '/';
});

describe('MegaMenu (desktop)', () => {
  it('starts closed, with its links out of reach', () => {
    const {toggle} = renderDesktopMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(toggle)).not.toBeVisible();
    expect(screen.queryByRole('link', {name: 'Healthcare'})).not.toBeInTheDocument();
  });

  it('opens and closes on click', async () => {
    const {user, toggle} = renderDesktopMenu();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(toggle)).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(toggle)).not.toBeVisible();
  });

  it.each([['Enter', '{Enter}'], ['Space', ' ']])('opens with %s from the keyboard', async (_, key) => {
    const {user, toggle} = renderDesktopMenu();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(key);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', {name: 'Customer Support Automation'})).toBeVisible();
  });

  it('lets Tab walk through the links once open', async () => {
    const {user, toggle} = renderDesktopMenu();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', {name: 'Customer Support Automation'})).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', {name: 'Documentation Assistance'})).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and puts focus back on the button', async () => {
    const {user, toggle} = renderDesktopMenu();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', {name: 'Customer Support Automation'})).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on a click outside, but not on a click inside the panel', async () => {
    const {user, toggle} = renderDesktopMenu();
    await user.click(toggle);
    await user.click(screen.getByText('Solutions by Industry'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Page content'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus moves on past the menu', async () => {
    const {user, toggle} = renderDesktopMenu();
    await user.click(toggle);
    // 4 function links + 8 industry links, then the next navbar item.
    for (let i = 0; i < 13; i += 1) await user.tab();
    expect(screen.getByRole('link', {name: 'Pricing'})).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is followed and when the route changes', async () => {
    const onNavigate = jest.fn();
    const {user, toggle, rerender} = renderDesktopMenu({onNavigate});
    await user.click(toggle);
    await user.click(screen.getByRole('link', {name: 'Retail'}));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(onNavigate).toHaveBeenCalledTimes(1);

    await user.click(toggle);
    history.location.pathname = '/pricing';
    rerender(
      <>
        <MegaMenu label="Solutions" onNavigate={onNavigate} />
        <a href="/pricing">Pricing</a>
      </>,
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when dismissed from outside (the mobile sidebar opened)', async () => {
    const {user, toggle, rerender} = renderDesktopMenu();
    await user.click(toggle);
    rerender(<MegaMenu label="Solutions" dismissed />);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('links every function to its /use-cases page, with its subtitle as description', async () => {
    const {user, toggle} = renderDesktopMenu();
    await user.click(toggle);
    const functions = within(screen.getByRole('list', {name: 'Solutions by Function'}));
    const expected = [
      ['Customer Support Automation', '/use-cases/customer-support'],
      ['Documentation Assistance', '/use-cases/documentation'],
      ['Process Automation', '/use-cases/process-automation'],
      ['Scheduling & Booking', '/use-cases/scheduling'],
    ];
    expect(functions.getAllByRole('link')).toHaveLength(4);
    for (const [name, href] of expected) {
      const link = functions.getByRole('link', {name});
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAccessibleDescription(/\w+/);
    }
    expect(functions.getByRole('link', {name: 'Customer Support Automation'})).toHaveAccessibleDescription(
      'Resolve common questions instantly, 24/7',
    );
  });

  it('links the eight industries to /industry/{slug}', async () => {
    const {user, toggle} = renderDesktopMenu();
    await user.click(toggle);
    const industries = within(screen.getByRole('list', {name: 'Solutions by Industry'}));
    const links = industries.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Healthcare', '/industry/healthcare'],
      ['Retail', '/industry/retail'],
      ['Technology', '/industry/technology'],
      ['Manufacturing', '/industry/manufacturing'],
      ['Media', '/industry/media'],
      ['Business Services', '/industry/business-services'],
      ['eCommerce', '/industry/ecommerce'],
      ['Professional Services', '/industry/professional-services'],
    ]);
  });

  it('caps the panel at the 900 px of SPEC §9', () => {
    const {toggle} = renderDesktopMenu();
    expect(panelOf(toggle)).toHaveStyle({maxWidth: '900px'});
  });

  it('marks itself current on solution pages', () => {
    history.location.pathname = '/industry/retail';
    const {toggle} = renderDesktopMenu();
    expect(toggle).toHaveClass('navbar__link--active');
  });
});

describe('MegaMenu (mobile sidebar)', () => {
  function renderMobileMenu(props: React.ComponentProps<typeof MegaMenu> = {}) {
    const user = userEvent.setup();
    const view = render(
      <ul>
        <MegaMenu label="Solutions" mobile {...props} />
      </ul>,
    );
    return {user, toggle: screen.getByRole('button', {name: 'Solutions'}), ...view};
  }

  it('is a list item with a disclosure button that reveals the same links', async () => {
    const {user, toggle} = renderMobileMenu();
    expect(toggle.closest('li')).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', {name: 'Healthcare'})).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(toggle)).toBeVisible();
    expect(screen.getByRole('link', {name: 'Scheduling & Booking'})).toHaveAttribute(
      'href',
      '/use-cases/scheduling',
    );
    expect(screen.getByRole('link', {name: 'eCommerce'})).toHaveAttribute('href', '/industry/ecommerce');
    expect(screen.getAllByRole('link')).toHaveLength(12);
  });

  it('closes the sidebar (onNavigate) when a link is followed', async () => {
    const onNavigate = jest.fn();
    const {user, toggle} = renderMobileMenu({onNavigate});
    await user.click(toggle);
    await user.click(screen.getByRole('link', {name: 'Media'}));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('folds again when the sidebar closes', async () => {
    const {user, toggle, rerender} = renderMobileMenu();
    await user.click(toggle);
    rerender(
      <ul>
        <MegaMenu label="Solutions" mobile dismissed />
      </ul>,
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves Escape to the sidebar, which closes as a whole', async () => {
    const {user, toggle} = renderMobileMenu();
    await user.click(toggle);
    await user.keyboard('{Escape}');
    // Still expanded: the sidebar wrapper handles Escape and folds the menu through `dismissed`.
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('MegaMenu after hydration', () => {
  it('keeps the panel the early header script opened before hydration, and closes it on Escape', async () => {
    const {renderToString} = await import('react-dom/server');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MegaMenu label="Solutions" />);
    document.body.appendChild(container);
    // What src/plugins/earlyHeader/earlyHeader.js does when the button is tapped before hydration.
    const prerendered = container.querySelector('button')!;
    prerendered.setAttribute('aria-expanded', 'true');
    panelOf(prerendered).removeAttribute('hidden');

    const user = userEvent.setup();
    render(<MegaMenu label="Solutions" />, {container, hydrate: true});
    const toggle = screen.getByRole('button', {name: 'Solutions'});
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', {name: 'Healthcare'})).toBeVisible();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(toggle)).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
