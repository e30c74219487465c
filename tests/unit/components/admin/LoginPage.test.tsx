import React from 'react';
import {cleanup, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {LoginPage} from '@site/src/components/admin';
import {staffHome} from '@site/src/lib/staff/navigation';
import {history} from '../../doubles/router';
import {answer} from '../../doubles/staffFetch';

describe('staff login page', () => {
  /** Every call but the page's own session check on arrival, which `sessionOnArrival` answers. */
  const fetchMock = jest.fn();
  const sessionOnArrival = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    sessionOnArrival.mockReset();
    sessionOnArrival.mockImplementation(() => answer(401, {code: 'sessionRequired', error: 'Please log in to continue'}));
    window.sessionStorage.clear();
    global.fetch = ((url: string, init?: RequestInit) =>
      url === '/api/admin/session' && (init?.method ?? 'GET') === 'GET' ? sessionOnArrival() : fetchMock(url, init)) as unknown as typeof fetch;
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

  describe('a sign-in waiting for its second factor', () => {
    const pending = {account: {id: 1, email: 'ana@example.com', role: 'owner'}, expiresAt: 0, idleTimeoutMs: 1, secondFactor: 'verify'};

    /** As a tab that reached step 2 and is then reloaded (or sent back here by a staff page). */
    const reloadAfterStep2 = async () => {
      render(<LoginPage />);
      await fillAndSubmit('ana@example.com', 'the right one');
      await screen.findByRole('heading', {name: 'Confirm it is you'});
      cleanup();
    };

    test('a reload resumes step 2 for the account whose password was accepted', async () => {
      fetchMock.mockImplementation((url: string) => answer(200, url === '/api/admin/login' ? pending : {...pending, secondFactor: 'verified'}));
      await reloadAfterStep2();
      sessionOnArrival.mockImplementation(() => answer(200, pending));
      history.location.search = '?next=%2Fadmin-users';
      render(<LoginPage />);
      expect(await screen.findByRole('heading', {name: 'Confirm it is you'})).toBeInTheDocument();
      expect(screen.getByText('Signing in as ana@example.com.')).toBeInTheDocument();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
      await user.click(screen.getByRole('button', {name: 'Confirm'}));
      expect(fetchMock).toHaveBeenCalledWith('/api/admin/verify', expect.objectContaining({method: 'POST'}));
      expect(history.replace).toHaveBeenCalledWith('/admin-users');

      // Signed in: the next visit to the login page asks nothing.
      cleanup();
      sessionOnArrival.mockClear();
      render(<LoginPage />);
      expect(screen.getByRole('heading', {name: 'Staff login'})).toBeInTheDocument();
      expect(sessionOnArrival).not.toHaveBeenCalled();
    });

    test('a reload after the waiting sign-in expired says so at once, on step 1', async () => {
      fetchMock.mockImplementation(() => answer(200, pending));
      await reloadAfterStep2();
      render(<LoginPage />);
      expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-in was not completed in time, so it has ended. Please log in again.');
      expect(screen.getByRole('heading', {name: 'Staff login'})).toBeInTheDocument();
      expect(sessionOnArrival).toHaveBeenCalledTimes(1);
    });

    test('when it has expired, step 2 goes back to the login with a message and the e-mail kept, and logs in again', async () => {
      fetchMock.mockImplementation((url: string) =>
        url === '/api/admin/login' ? answer(200, pending) : answer(401, {code: 'sessionRequired', error: 'Please log in to continue'}),
      );
      render(<LoginPage />);
      const user = await fillAndSubmit('ana@example.com', 'the right one');
      await user.type(await screen.findByLabelText('Code from your authenticator app'), '123456');
      await user.click(screen.getByRole('button', {name: 'Confirm'}));

      expect(await screen.findByRole('heading', {name: 'Staff login'})).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Your sign-in was not completed in time, so it has ended. Please log in again.');
      expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
      expect(screen.getByLabelText('Password')).toHaveValue('');
      expect(history.replace).not.toHaveBeenCalled();

      // The next attempt starts cleanly: the message goes, step 2 comes back.
      await user.type(screen.getByLabelText('Password'), 'the right one');
      await user.click(screen.getByRole('button', {name: 'Log in'}));
      expect(await screen.findByRole('heading', {name: 'Confirm it is you'})).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    test('a passkey tried after it expired goes back to the login the same way', async () => {
      fetchMock.mockImplementation((url: string) =>
        url === '/api/admin/login' ? answer(200, pending) : answer(401, {code: 'sessionRequired', error: 'Please log in to continue'}),
      );
      render(<LoginPage />);
      const user = await fillAndSubmit('ana@example.com', 'the right one');
      await user.click(await screen.findByRole('button', {name: 'Use a passkey'}));
      expect(await screen.findByRole('heading', {name: 'Staff login'})).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Please log in again.');
    });

    test('"Start over" ends the waiting sign-in and goes back to the login without a warning', async () => {
      fetchMock.mockImplementation((url: string) => (url === '/api/admin/login' ? answer(200, pending) : answer(204, null)));
      render(<LoginPage />);
      const user = await fillAndSubmit('ana@example.com', 'the right one');
      await user.click(await screen.findByRole('button', {name: 'Start over'}));
      expect(screen.getByRole('heading', {name: 'Staff login'})).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith('/api/admin/logout', expect.objectContaining({method: 'POST'}));
      expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      // A reload now is a first visit.
      cleanup();
      render(<LoginPage />);
      expect(sessionOnArrival).not.toHaveBeenCalled();
    });

    test('a visit from a tab that never reached step 2 asks the server nothing (no request that can only answer 401)', () => {
      render(<LoginPage />);
      expect(screen.getByRole('heading', {name: 'Staff login'})).toBeInTheDocument();
      expect(sessionOnArrival).not.toHaveBeenCalled();
    });
  });
});
