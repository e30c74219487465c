import React from 'react';
import {render, screen, within} from '@testing-library/react';
import CardGrid from '@site/src/components/sections/CardGrid';
import Benefits from '@site/src/pages/landing/_components/Benefits';
import {figures} from '@site/src/config/site';

describe('CardGrid', () => {
  it('shows a key figure under the title, hidden from screen readers (the description says it)', () => {
    render(<CardGrid items={[{icon: 'money', title: 'Save Money', highlight: '30%', description: 'Cut your costs by 30%.'}]} />);
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('heading', {level: 3, name: 'Save Money'})).toBeInTheDocument();
    expect(within(card).getByText('30%')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('the landing benefits (through CardGrid)', () => {
  it('shows the SPEC §1 blocks under their h2, with the cost saving as the figure', () => {
    render(<Benefits />);
    const section = screen.getByRole('region', {name: 'Why Businesses Choose AI Agents'});
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', {level: 3}).textContent)).toEqual([
      'Work Faster',
      'Save Money',
      'Happy Customers',
    ]);
    expect(within(cards[1]).getByText(figures.costSaving)).toHaveAttribute('aria-hidden', 'true');
    expect(cards[1]).toHaveTextContent(`Cut your costs by ${figures.costSaving}`);
    for (const card of cards) expect(card.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
