import React from 'react';
import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// The real bar (the search plugin's theme component): a tiny stand-in with the same input class.
jest.mock(
  '@theme-original/SearchBar',
  () => ({
    __esModule: true,
    default: function RealSearchBar() {
      const [value, setValue] = React.useState('');
      // Like the plugin, which syncs ?_highlight terms into the input just after mounting.
      React.useEffect(() => {
        setTimeout(() => setValue(''));
      }, []);
      return (
        <div className="navbar__search">
          <input
            aria-label="Real search"
            className="navbar__search-input"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
      );
    },
  }),
  {virtual: true},
);

import SearchBar from '@site/src/theme/SearchBar';

function renderInNavbar() {
  // The navbar wraps the bar in a container; the hand-over looks for the real input there.
  return render(
    <div>
      <SearchBar />
    </div>,
  );
}

describe('lazy navbar search', () => {
  it('shows a labelled search input without loading the real bar', () => {
    renderInNavbar();
    expect(screen.getByRole('textbox', {name: 'Search'})).toHaveAttribute('placeholder', 'Search');
    expect(screen.queryByRole('textbox', {name: 'Real search'})).not.toBeInTheDocument();
  });

  it('loads the real bar on focus and moves focus and typed text into it', async () => {
    const user = userEvent.setup();
    renderInNavbar();

    // Keyboard focus: a pointer would already load the bar on pointerenter, before the click.
    await user.tab();
    await user.keyboard('conv');

    const real = await screen.findByRole('textbox', {name: 'Real search'});
    expect(screen.queryByRole('textbox', {name: 'Search'})).not.toBeInTheDocument();
    await waitFor(() => expect(real).toHaveFocus());
    await waitFor(() => expect(real).toHaveValue('conv'));

    // Typing carries on in the real input.
    await user.keyboard('ersation');
    expect(real).toHaveValue('conversation');
  });

  it('loads and focuses the real bar on Ctrl+K', async () => {
    const user = userEvent.setup();
    renderInNavbar();

    await user.keyboard('{Control>}k{/Control}');

    const real = await screen.findByRole('textbox', {name: 'Real search'});
    await waitFor(() => expect(real).toHaveFocus());
  });
});
