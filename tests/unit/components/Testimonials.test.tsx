import React from 'react';
import {render, screen, within} from '@testing-library/react';
import Testimonials from '@site/src/components/Testimonials';

describe('Testimonials', () => {
  it('shows the section titled "What Our Customers Say" with three testimonials', () => {
    render(<Testimonials />);
    const section = screen.getByRole('region', {name: 'What Our Customers Say'});
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(3);
  });

  it('gives each testimonial initials, name, date, an accessible rating and the quote', () => {
    render(<Testimonials />);
    const [first] = screen.getAllByRole('listitem');
    const card = within(first!);
    expect(card.getByText('SM')).toBeInTheDocument();
    expect(card.getByText('Sarah Mitchell')).toBeInTheDocument();
    expect(card.getByText('March 12, 2025')).toHaveAttribute('datetime', '2025-03-12');
    expect(card.getByRole('img', {name: 'Rated 5 out of 5'})).toBeInTheDocument();
    expect(card.getByText(/Our support queue used to take two days/)).toBeInTheDocument();
  });

  it('accepts a custom title, id and column count', () => {
    const {container} = render(
      <Testimonials title="Customers love it" id="reviews" columns={2} />,
    );
    expect(screen.getByRole('region', {name: 'Customers love it'})).toHaveAttribute(
      'id',
      'reviews',
    );
    expect(container.querySelector('ul')).toHaveStyle('--testimonial-columns: 2');
  });
});
