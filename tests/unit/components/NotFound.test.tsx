import React from 'react';
import {render, screen} from '@testing-library/react';
import NotFoundContent from '@site/src/theme/NotFound/Content';
import {history} from '../doubles/router';

describe('NotFound content', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    error = jest.spyOn(console, 'error');
  });

  afterEach(() => {
    history.location.pathname = '/';
    jest.restoreAllMocks();
  });

  it('shows 404, the heading, the requested path and a way home', () => {
    history.location.pathname = '/es/no-such-page';
    render(<NotFoundContent />);

    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 1, name: 'Oops! Page not found'})).toBeInTheDocument();
    expect(screen.getByText('/es/no-such-page')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Return to Home'})).toHaveAttribute('href', '/');
  });

  it('logs the missing path as a warning, not as an error', () => {
    history.location.pathname = '/pricing-old';
    render(<NotFoundContent />);

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('/pricing-old');
    expect(error).not.toHaveBeenCalled();
  });
});
