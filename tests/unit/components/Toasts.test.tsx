import React from 'react';
import {act, render, screen} from '@testing-library/react';
import {notifyError, notifySuccess, SiteToaster} from '@site/src/components/Toasts';

// One file, one module instance: the outlet state below starts fresh, as on a page load.
describe('site toasts', () => {
  it('mounts no toast outlet until the first toast, then shows every toast', async () => {
    render(<SiteToaster />);
    expect(screen.queryByRole('region', {name: /notifications/i})).not.toBeInTheDocument();

    act(() => {
      notifySuccess('Copied to clipboard', 'Code snippet has been copied to your clipboard');
      notifyError('Failed to copy', 'There was an error copying to clipboard');
    });

    const success = await screen.findByText('Copied to clipboard');
    expect(success.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success');
    const failure = await screen.findByText('Failed to copy');
    expect(failure.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(screen.getByRole('region', {name: /notifications/i})).toBeInTheDocument();
  });
});
