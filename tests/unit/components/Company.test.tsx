import React from 'react';
import {render, screen} from '@testing-library/react';
import ContactChannels from '@site/src/components/Company/ContactChannels';
import FigureGrid from '@site/src/components/Company/FigureGrid';
import LastUpdated from '@site/src/components/Company/LastUpdated';
import {PostalAddress, SupportEmail} from '@site/src/components/Company/Inline';
import {company, contact, externalLinks, figures} from '@site/src/config/site';

describe('LastUpdated', () => {
  it('writes the date out in words and keeps the machine-readable date', () => {
    render(<LastUpdated date="2025-11-01" />);
    expect(screen.getByText(/Last updated:/)).toHaveTextContent('Last updated: November 1, 2025');
    expect(screen.getByText('November 1, 2025')).toHaveAttribute('datetime', '2025-11-01');
  });
});

describe('ContactChannels', () => {
  it('links sales and support by phone and e-mail, with the values of the site configuration', () => {
    render(<ContactChannels />);
    expect(screen.getByRole('link', {name: contact.salesPhone.display})).toHaveAttribute(
      'href',
      `tel:${contact.salesPhone.e164}`,
    );
    expect(screen.getByRole('link', {name: contact.phone.display})).toHaveAttribute('href', `tel:${contact.phone.e164}`);
    expect(screen.getByRole('link', {name: contact.salesEmail})).toHaveAttribute('href', `mailto:${contact.salesEmail}`);
    expect(screen.getByRole('link', {name: contact.supportEmail})).toHaveAttribute(
      'href',
      `mailto:${contact.supportEmail}`,
    );
    expect(screen.getByRole('link', {name: 'Book a Demo'})).toHaveAttribute('href', externalLinks.demoScheduler);
    expect(screen.getByText(new RegExp(contact.postalAddress.street))).toHaveTextContent(company.legalName);
  });
});

describe('inline company facts for MDX pages', () => {
  it('renders the support address as a mailto link and the full postal address', () => {
    render(
      <p>
        <SupportEmail /> <PostalAddress />
      </p>,
    );
    expect(screen.getByRole('link', {name: contact.supportEmail})).toHaveAttribute(
      'href',
      `mailto:${contact.supportEmail}`,
    );
    expect(screen.getByText(new RegExp(contact.postalAddress.postalCode))).toHaveTextContent(
      `${contact.postalAddress.locality}, ${contact.postalAddress.region} ${contact.postalAddress.postalCode}, United States`,
    );
  });
});

describe('FigureGrid', () => {
  it('shows the four customer results of the spec with their meaning', () => {
    render(<FigureGrid />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${figures.resolutionRate}of conversations resolved by the agent`,
      `${figures.averageRoi}average return on investment`,
      `${figures.hoursSaved}hours of support work saved`,
      `${figures.satisfiedClients}satisfied clients`,
    ]);
  });
});
