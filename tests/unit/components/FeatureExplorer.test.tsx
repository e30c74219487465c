import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FeatureExplorer from '@site/src/pages/_components/FeatureExplorer';

function tab(name: string | RegExp) {
  return screen.getByRole('tab', {name});
}

describe('FeatureExplorer', () => {
  it('lists the five features and opens AI Assistants first', () => {
    render(<FeatureExplorer />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'AI Assistants',
      'Natural Language Processing',
      'Workflow Automation',
      'Seamless Integration',
      'Advanced Analytics',
    ]);
    expect(tab('AI Assistants')).toHaveAttribute('aria-selected', 'true');
    // Only the open panel is exposed; it is named by its tab.
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('AI Assistants');
    expect(within(panel).getByText('85%')).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', {name: 'Learn More about AI Assistants'}),
    ).toHaveAttribute('href', '/solutions/ai-assistants');
  });

  it('opens a tab on click and links to its solution page', async () => {
    const user = userEvent.setup();
    render(<FeatureExplorer />);
    await user.click(tab('Seamless Integration'));
    expect(tab('Seamless Integration')).toHaveAttribute('aria-selected', 'true');
    expect(tab('AI Assistants')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', {name: 'Seamless Integration'});
    expect(
      within(panel).getByRole('link', {name: 'Learn More about Seamless Integration'}),
    ).toHaveAttribute('href', '/solutions/seamless-integration');
  });

  it('is operable by keyboard: one tab stop, arrows wrap, Home and End jump', async () => {
    const user = userEvent.setup();
    render(<FeatureExplorer />);

    await user.tab();
    expect(tab('AI Assistants')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Natural Language Processing')).toHaveFocus();
    expect(tab('Natural Language Processing')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Natural Language Processing');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Advanced Analytics')).toHaveFocus();
    expect(tab('Advanced Analytics')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Home}');
    expect(tab('AI Assistants')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Advanced Analytics')).toHaveFocus();

    // Tab leaves the tab list for the open panel instead of visiting the other tabs.
    await user.tab();
    expect(screen.getByRole('tabpanel', {name: 'Advanced Analytics'})).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });

  it('keeps every panel in the page for readers without JavaScript', () => {
    const {container} = render(<FeatureExplorer />);
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(5);
    expect(container.querySelectorAll('[role="tabpanel"][hidden]')).toHaveLength(4);
  });
});
