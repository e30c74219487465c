import React from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {LoginPage} from '@site/src/components/admin';
import {staffHome} from '@site/src/lib/staff/navigation';
import {history} from '../../doubles/router';
import {answer} from '../../doubles/staffFetch';

describe('staff login page', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    history.replace.mockReset();
    history.location.search = '';
  });

  async function fillAndSubmit(email: string, password: string) {
    const user = userEvent.setup();
    if (email) await user.type(screen.getByLabelText('E-mail'), email);
    if (password) await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', {name: 'Log in'}));
    return user;
  }

  test('a malformed e-mail is caught in the browser with the server rule, before any request', async () => {
    render(<LoginPage />);
    await fillAndSubmit('ana', 'whatever it is');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid e-mail address.');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a refused login says so and keeps what was typed', async () => {
    fetchMock.mockReturnValue(answer(401, {code: 'invalidCredentials', error: 'Incorrect e-mail or password'}));
    render(<LoginPage />);
    await fillAndSubmit('ana@example.com', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect e-mail or password.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/login', expect.objectContaining({method: 'POST', credentials: 'same-origin'}));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({email: 'ana@example.com', password: 'wrong password'});
  });

  test('a throttled login tells how long to wait', async () => {
    fetchMock.mockReturnValue(answer(429, {code: 'loginThrottled', error: 'Too many'}, {'retry-after': '8'}));
    render(<LoginPage />);
    await fillAndSubmit('ana@example.com', 'a password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed attempts. Try again in 8 seconds.');
  });

  test('a failed network says so', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<LoginPage />);
    await fillAndSubmit('ana@example.com', 'a password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
  });

  test('a success opens the staff page asked for, and never another site', async () => {
    fetchMock.mockReturnValue(answer(200, {account: {id: 1, email: 'ana@example.com', role: 'owner'}, expiresAt: 0, idleTimeoutMs: 1, secondFactor: 'verified'}));
    history.location.search = '?next=%2Fadmin-settings%23audit';
    const {unmount} = render(<LoginPage />);
    await fillAndSubmit('ana@example.com', 'the right one');
    expect(history.replace).toHaveBeenCalledWith('/admin-settings#audit');
    unmount();

    history.location.search = '?next=https%3A%2F%2Fevil.example';
    render(<LoginPage />);
    await fillAndSubmit('ana@example.com', 'the right one');
    expect(history.replace).toHaveBeenLastCalledWith(staffHome);
  });

  test('the password can be shown while typing, by a toggle button', async () => {
    render(<LoginPage />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', {name: 'Show'});
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  const session = (secondFactor: string) => answer(200, {account: {id: 1, email: 'ana@example.com'}, expiresAt: 0, idleTimeoutMs: 1, secondFactor});

  test('a password that needs its second factor shows step 2: a one-time-code field, a passkey button and recovery codes', async () => {
    fetchMock.mockImplementation((url: string) =>
      url === '/api/admin/login' ? session('verify') : answer(400, {code: 'invalidFactorCode', error: 'no'}),
    );
    history.location.search = '?next=%2Fadmin-users';
    render(<LoginPage />);
    const user = await fillAndSubmit('ana@example.com', 'the right one');
    expect(await screen.findByRole('heading', {name: 'Confirm it is you'})).toBeInTheDocument();
    const code = screen.getByLabelText('Code from your authenticator app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', {name: 'Use a passkey'})).toBeEnabled();

    await user.click(screen.getByRole('button', {name: 'Confirm'}));
    expect(screen.getByRole('alert')).toHaveTextContent('This code is not correct, or it was used already.');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', {name: 'Confirm'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not correct, or it was used already.');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(JSON.parse(fetchMock.mock.calls.at(-1)[1].body)).toEqual({code: '123456'});
    expect(history.replace).not.toHaveBeenCalled();

    fetchMock.mockImplementation(() => session('verified'));
    await user.click(screen.getByRole('button', {name: 'Use a recovery code'}));
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery).toHaveAttribute('inputmode', 'text');
    await user.type(recovery, 'ABCD-EFGH-JKLM-NPQR');
    await user.click(screen.getByRole('button', {name: 'Confirm'}));
    expect(fetchMock).toHaveBeenLastCalledWith('/api/admin/verify', expect.objectContaining({method: 'POST'}));
    expect(history.replace).toHaveBeenCalledWith('/admin-users');
  });

  test('an account without a second factor goes on to set one up, keeping the page asked for', async () => {
    fetchMock.mockReturnValue(session('enrol'));
    history.location.search = '?next=%2Fadmin-users';
    render(<LoginPage />);
    await fillAndSubmit('ana@example.com', 'the right one');
    expect(history.replace).toHaveBeenCalledWith('/admin-second-factor?next=%2Fadmin-users');
  });

  test('the login page offers signing in with a passkey alone', () => {
    render(<LoginPage />);
    expect(screen.getByRole('button', {name: 'Sign in with a passkey'})).toBeEnabled();
  });
});
