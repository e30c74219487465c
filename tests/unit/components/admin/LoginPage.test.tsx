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
    fetchMock.mockReturnValue(answer(200, {account: {id: 1, email: 'ana@example.com', role: 'owner'}, expiresAt: 0, idleTimeoutMs: 1}));
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
});
