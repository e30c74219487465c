/**
 * The staff bar (issue 20 §3): the staff area's pages with the current one marked, who is signed
 * in, and Logout.
 */
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {StaffNav} from '@site/src/components/admin/StaffNav';
import {staffPaths} from '@site/src/config/ids';

describe('StaffNav', () => {
  it('names the signed-in account and logs out on request', async () => {
    const onLogout = jest.fn();
    render(<StaffNav current={staffPaths.users} email="ada@example.com" onLogout={onLogout} />);
    const bar = screen.getByRole('navigation', {name: 'Staff area'});
    expect(within(bar).getByText('ada@example.com').closest('li')).toHaveTextContent('Signed in as ada@example.com');
    expect(within(bar).getByRole('link', {name: 'Users'})).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', {name: 'Traffic'})).not.toHaveAttribute('aria-current');
    await userEvent.click(within(bar).getByRole('button', {name: 'Logout'}));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
