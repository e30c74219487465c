import React from 'react';
import {render, screen, within} from '@testing-library/react';
import {externalLinks} from '@site/src/config/site';
import {industryList} from '@site/src/data/industries';
import Solutions from '@site/src/pages/solutions';
import SeamlessIntegration from '@site/src/pages/solutions/seamless-integration';

const OriginalObserver = window.IntersectionObserver;

afterEach(() => {
  document.head.innerHTML = '';
  window.IntersectionObserver = OriginalObserver;
});

describe('Solutions page', () => {
  it('has one h1', () => {
    render(<Solutions />);
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1);
  });

  it('presents the six use cases of SPEC §2', () => {
    render(<Solutions />);
    const useCases = screen.getByRole('region', {name: 'Use cases'});
    expect(within(useCases).getAllByRole('heading', {level: 3}).map((h) => h.textContent)).toEqual([
      'Customer Service',
      'Sales Assistance',
      'SOP Guidance',
      'Tax Resolution',
      'Finance Operations',
      'Property Management',
    ]);
    expect(within(useCases).getByRole('link', {name: /Learn more about Customer Service/})).toHaveAttribute(
      'href',
      '/use-cases/customer-support',
    );
  });

  it('shows universal benefits and why-choose reasons', () => {
    render(<Solutions />);
    expect(within(screen.getByRole('region', {name: 'Benefits in every industry'})).getAllByRole('heading', {level: 3}).length).toBeGreaterThanOrEqual(3);
    expect(within(screen.getByRole('region', {name: 'Why choose AgentWorks'})).getAllByRole('heading', {level: 3}).length).toBeGreaterThanOrEqual(3);
  });

  it('links every industry card to /industry/{id}', () => {
    render(<Solutions />);
    const grid = screen.getByRole('region', {name: 'Solutions by industry'});
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(industryList.map((industry) => `/industry/${industry.id}`));
    expect(links.map((link) => link.textContent)).toEqual(industryList.map((industry) => industry.label));
  });

  it('ends with Book a Demo in a new tab and View Pricing', () => {
    const {container} = render(<Solutions />);
    const demo = [...container.querySelectorAll('section[data-nosnippet]')].at(-1) as HTMLElement;
    const book = within(demo).getByRole('link', {name: /Book a Demo/});
    expect(book).toHaveAttribute('href', externalLinks.demoScheduler);
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(demo).getByRole('link', {name: 'View Pricing'})).toHaveAttribute('href', '/pricing');
  });

  it('lazy-loads the industry pictures and hides them from screen readers (the card text says it all)', () => {
    window.IntersectionObserver = class {} as unknown as typeof IntersectionObserver;
    const {container} = render(<Solutions />);
    const images = [...container.querySelectorAll('#industries img')];
    expect(images).toHaveLength(industryList.length);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('alt', '');
    }
  });
});

describe('Seamless integration page', () => {
  it('explains the website, CRM, API and Zapier connections', () => {
    render(<SeamlessIntegration />);
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1);
    const channels = screen.getByRole('region', {name: 'Four ways to connect'});
    expect(within(channels).getAllByRole('heading', {level: 3}).map((h) => h.textContent)).toEqual([
      'Website widget',
      'CRM and help desk',
      'REST API',
      'Zapier',
    ]);
    expect(within(channels).getByText('Over 3,000 apps available')).toBeInTheDocument();
  });

  it('lists the supported CRMs of SPEC §9 and links to the integration guide', () => {
    render(<SeamlessIntegration />);
    const crms = screen.getByRole('region', {name: 'Supported CRMs'});
    expect(within(crms).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Salesforce',
      'HubSpot',
      'Zendesk',
      'Zoho',
      'Dynamics',
      'Pipedrive',
      'Freshsales',
      'Monday',
    ]);
    for (const link of screen.getAllByRole('link', {name: 'Read the Integration Guide'})) {
      expect(link).toHaveAttribute('href', '/documentation/integration');
    }
  });
});
