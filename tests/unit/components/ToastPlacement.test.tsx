import React from 'react';
import {act, render, screen} from '@testing-library/react';
import {notifySuccess, SiteToaster} from '@site/src/components/Toasts';
import {history} from '../doubles/router';

// Staff tables keep their row actions at the right, where a bottom-right toast sat over them
// (issue 20 §3): on staff pages toasts go to the top centre, elsewhere they stay bottom right.
describe('where toasts appear', () => {
  afterEach(() => {
    history.location.pathname = '/';
  });

  it.each([
    ['/admin-whitepaper', 'top', 'center'],
    ['/es/admin-settings', 'top', 'center'],
    ['/pricing', 'bottom', 'right'],
    ['/documentation/integration', 'bottom', 'right'],
  ])('on %s at the %s %s', async (pathname, y, x) => {
    history.location.pathname = pathname;
    const {unmount} = render(<SiteToaster />);
    act(() => notifySuccess(`Saved on ${pathname}`));
    const toast = (await screen.findByText(`Saved on ${pathname}`)).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-y-position', y);
    expect(toast).toHaveAttribute('data-x-position', x);
    unmount();
  });
});
