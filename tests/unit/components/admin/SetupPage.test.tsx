/**
 * Issue 20 §3: the setup page checks its link when it opens. A used, expired or unknown link
 * says so, with what to do, and no form; a valid link shows the form, which creates the account.
 */
import React from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {SetupPage} from '@site/src/components/admin';
import {history} from '../../doubles/router';
import {answer} from '../../doubles/staffFetch';

const token = 'T'.repeat(43);
const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  history.replace.mockReset();
  history.location.search = `?token=${token}`;
});

function linkStateIs(state: string) {
  fetchMock.mockImplementation((url: string) =>
    url === '/api/admin/setup/state' ? answer(200, {state}) : answer(200, {account: {id: 1, email: 'lead@example.com', role: 'owner'}, expiresAt: 0, idleTimeoutMs: 1, secondFactor: 'enrol'}),
  );
}

test.each([
  ['a used', 'used', 'This setup link has already been used', /first staff account already exists/],
  ['an expired', 'expired', 'This setup link has expired', /works for one hour.*npm run admin -- setup-link/],
  ['an unknown', 'unknown', 'This setup link is not valid', /whole link from the server log.*npm run admin -- setup-link/],
])('%s link says so when the page opens, before any form', async (_label, state, title, text) => {
  linkStateIs(state);
  render(<SetupPage />);
  // The first render of a run loads the page's modules: more than findBy's default second.
  const heading = await screen.findByRole('heading', {name: title}, {timeout: 5000});
  expect(heading.closest('section')).toHaveTextContent(text);
  expect(screen.queryByRole('textbox', {name: 'E-mail'})).not.toBeInTheDocument();
  expect(screen.queryByRole('button', {name: 'Create account'})).not.toBeInTheDocument();
  // The link was checked without being used: one state request, with the token in its body.
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith('/api/admin/setup/state', expect.objectContaining({method: 'POST'}));
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({token});
});

test('a used link leads to the login page', async () => {
  linkStateIs('used');
  render(<SetupPage />);
  expect(await screen.findByRole('link', {name: 'Go to the login page'})).toHaveAttribute('href', '/admin-login');
});

test('a page opened without a token says the link is not valid, without asking the server', async () => {
  history.location.search = '';
  render(<SetupPage />);
  expect(await screen.findByRole('heading', {name: 'This setup link is not valid'})).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('while the link is checked the page says so, and a valid link shows the form that creates the account', async () => {
  linkStateIs('valid');
  render(<SetupPage />);
  expect(screen.getByRole('status')).toHaveTextContent('Checking your setup link…');
  const email = await screen.findByRole('textbox', {name: 'E-mail'});
  const user = userEvent.setup();
  await user.type(email, 'lead@example.com');
  await user.type(screen.getByLabelText('New password'), 'zq8 vkw! long enough');
  await user.type(screen.getByLabelText('New password again'), 'zq8 vkw! long enough');
  await user.click(screen.getByRole('button', {name: 'Create account'}));
  expect(fetchMock).toHaveBeenLastCalledWith('/api/admin/setup', expect.objectContaining({method: 'POST'}));
  expect(JSON.parse(fetchMock.mock.calls.at(-1)[1].body)).toEqual({token, email: 'lead@example.com', password: 'zq8 vkw! long enough'});
  // The new account sets up its second factor next.
  expect(history.replace).toHaveBeenCalledWith(expect.stringMatching(/^\/admin-second-factor\?next=/));
});
