import React from 'react';
import {render, screen, within} from '@testing-library/react';
import Hero from '@site/src/components/sections/Hero';
import HomeHero from '@site/src/pages/_components/HomeHero';
import LandingHero from '@site/src/pages/landing/_components/LandingHero';

describe('Hero', () => {
  it('puts link actions and on-page controls in one row, the footer after them', () => {
    render(
      <Hero
        title="Title"
        actions={[{label: 'Pricing', to: '/pricing'}]}
        controls={<button type="button">Scroll</button>}
        footer={<p>After the buttons</p>}
      />,
    );
    const row = screen.getByRole('link', {name: 'Pricing'}).parentElement!;
    expect(within(row).getByRole('button', {name: 'Scroll'})).toBeInTheDocument();
    expect(row.nextElementSibling).toHaveTextContent('After the buttons');
  });

  it('shows a drawn illustration at its own size, fetched first', () => {
    render(<Hero title="Title" illustration={{src: '/img/home/hero.svg', alt: 'A chat window', width: 560, height: 440}} />);
    const image = screen.getByRole('img', {name: 'A chat window'});
    expect(image).toHaveAttribute('src', '/img/home/hero.svg');
    expect(image).toHaveAttribute('width', '560');
    expect(image).toHaveAttribute('height', '440');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});

describe.each([
  ['home', HomeHero, 'Make Your Business Smarter with AI', ['Get Started Free', 'Calculate ROI', 'Explore Solutions']],
  ['landing', LandingHero, 'Transform Your Business with AI Agents', ['Start Your Free Trial']],
] as const)('the %s hero (through sections/Hero)', (_page, PageHero, heading, controls) => {
  it('has the page h1, its buttons and an illustration, and stays out of search snippets', () => {
    const {container} = render(<PageHero />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(heading);
    for (const name of controls) {
      expect(screen.getByText(name).closest('a, button')).toBeInTheDocument();
    }
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    expect(container.firstElementChild).toHaveAttribute('data-nosnippet');
  });
});
