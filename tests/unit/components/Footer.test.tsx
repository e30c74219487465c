import React from 'react';
import {render, screen, within} from '@testing-library/react';
import FooterContact from '@site/src/components/FooterContact';
import FooterCopyright from '@site/src/components/FooterCopyright';
import FooterSocialLinks from '@site/src/components/FooterSocialLinks';
import {company, contact, externalLinks} from '@site/src/config/site';

describe('FooterContact', () => {
  it('shows the postal address from the site config', () => {
    render(<FooterContact />);
    const address = screen.getByRole('group'); // <address> has the implicit role "group"
    expect(address).toHaveTextContent(contact.postalAddress.street);
    expect(address).toHaveTextContent(
      `${contact.postalAddress.locality}, ${contact.postalAddress.region} ${contact.postalAddress.postalCode}`,
    );
    expect(address).toHaveTextContent('United States');
  });

  it('offers the phone as a tel: link and the support e-mail as a mailto: link', () => {
    render(<FooterContact />);
    expect(screen.getByRole('link', {name: contact.phone.display})).toHaveAttribute(
      'href',
      `tel:${contact.phone.e164}`,
    );
    expect(screen.getByRole('link', {name: contact.supportEmail})).toHaveAttribute(
      'href',
      `mailto:${contact.supportEmail}`,
    );
    expect(screen.getByText(/Phone:/)).toContainElement(screen.getByRole('link', {name: contact.phone.display}));
  });
});

describe('FooterCopyright', () => {
  afterEach(() => jest.useRealTimers());

  it('names the current year and the company', () => {
    jest.useFakeTimers({now: new Date('2031-03-01T12:00:00Z')});
    render(<FooterCopyright />);
    expect(screen.getByText(/Copyright/)).toHaveTextContent(
      `Copyright © 2031 ${company.legalName} All rights reserved.`,
    );
  });
});

describe('FooterSocialLinks', () => {
  it('links Twitter, LinkedIn, Facebook and Instagram by name, opening safely in a new tab', () => {
    render(<FooterSocialLinks />);
    const list = screen.getByRole('list', {name: 'Social media'});
    const expected = [
      ['AgentWorks on Twitter', externalLinks.social.twitter],
      ['AgentWorks on LinkedIn', externalLinks.social.linkedin],
      ['AgentWorks on Facebook', externalLinks.social.facebook],
      ['AgentWorks on Instagram', externalLinks.social.instagram],
    ];
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual(expected);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // The icon is decoration: it must not add a second, unlabelled name.
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
