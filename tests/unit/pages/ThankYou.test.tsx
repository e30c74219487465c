import React from 'react';
import {render, screen, within} from '@testing-library/react';
import ThankYouPage from '@site/src/pages/thank-you';
import {externalLinks} from '@site/src/config/site';

describe('Thank-you page', () => {
  it("keeps SPEC's title, message and way home", () => {
    render(<ThankYouPage />);
    expect(screen.getByRole('heading', {level: 1, name: 'Thank You!'})).toBeInTheDocument();
    expect(
      screen.getByText("We've received your submission and will be in touch shortly."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Return to Homepage'})).toHaveAttribute('href', '/');
  });

  it('lists what happens next, in order', () => {
    render(<ThankYouPage />);
    const section = screen.getByRole('region', {name: 'What happens next'});
    const steps = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Right now/),
      expect.stringMatching(/^Shortly/),
      expect.stringMatching(/^When you are ready.*1-2 days/),
    ]);
  });

  it.each([
    ['Book a demo', externalLinks.demoScheduler],
    ['Read the documentation', '/documentation'],
    ['Try the API in a sandbox', '/documentation/getting-started#try-the-api-in-a-sandbox'],
  ])('offers "%s"', (name, href) => {
    render(<ThankYouPage />);
    const section = screen.getByRole('region', {name: 'In the meantime'});
    expect(within(section).getByRole('link', {name})).toHaveAttribute('href', href);
  });
});
