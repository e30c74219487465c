import React from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {Accordion, AccordionItem, AccordionJumpButton} from '@site/src/components/Accordion';
import {CrawlerModeProvider} from '@site/src/components/CrawlerMode';

jest.mock(
  '@docusaurus/useBrokenLinks',
  () => ({__esModule: true, default: () => ({collectAnchor: jest.fn(), collectLink: jest.fn()})}),
  {virtual: true},
);

function CrmAccordion() {
  return (
    <Accordion>
      <AccordionItem value="api_based" title="API-based integration" badge="Recommended">
        <p>Webhook setup</p>
      </AccordionItem>
      <AccordionItem value="salesforce" title="Salesforce">
        <p>Salesforce setup</p>
      </AccordionItem>
      <AccordionItem value="hubspot" title="HubSpot">
        <p>HubSpot setup</p>
      </AccordionItem>
      <AccordionJumpButton to="api_based">Use the recommended integration</AccordionJumpButton>
    </Accordion>
  );
}

const toggle = (name: RegExp) => screen.getByRole('button', {name});

describe('Accordion', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('starts closed and opens one item at a time', async () => {
    const user = userEvent.setup();
    render(<CrmAccordion />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await user.click(toggle(/Salesforce/));
    expect(screen.getByRole('region', {name: 'Salesforce'})).toHaveTextContent('Salesforce setup');

    await user.click(toggle(/HubSpot/));
    expect(toggle(/HubSpot/)).toHaveAttribute('aria-expanded', 'true');
    expect(toggle(/Salesforce/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('closes the open item when its header is pressed again', async () => {
    const user = userEvent.setup();
    render(<CrmAccordion />);

    await user.click(toggle(/HubSpot/));
    await user.click(toggle(/HubSpot/));

    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('labels the recommended item', () => {
    render(<CrmAccordion />);
    expect(toggle(/API-based integration/)).toHaveTextContent('Recommended');
  });

  it('jump button opens the target item, scrolls to it and moves focus to its header', async () => {
    const user = userEvent.setup();
    render(<CrmAccordion />);
    await user.click(toggle(/Salesforce/));

    await user.click(screen.getByRole('button', {name: 'Use the recommended integration'}));

    expect(screen.getByRole('region', {name: /API-based integration/})).toBeVisible();
    expect(toggle(/Salesforce/)).toHaveAttribute('aria-expanded', 'false');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toHaveAttribute(
      'id',
      'api_based',
    );
    expect(toggle(/API-based integration/)).toHaveFocus();
  });
});

describe('Accordion in crawler mode (SPEC §1: the static crawler version hides nothing)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete document.documentElement.dataset.crawler;
  });

  it('renders every item open for a search bot, and keeps them open', async () => {
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    const user = userEvent.setup();
    render(
      <CrawlerModeProvider>
        <CrmAccordion />
      </CrawlerModeProvider>,
    );

    for (const name of [/API-based integration/, /Salesforce/, /HubSpot/]) {
      expect(toggle(name)).toHaveAttribute('aria-expanded', 'true');
    }
    expect(screen.getAllByRole('region')).toHaveLength(3);
    expect(screen.getByText('Salesforce setup')).toBeVisible();

    await user.click(toggle(/Salesforce/));
    expect(screen.getByText('Salesforce setup')).toBeVisible();
  });

  it('stays collapsed for a person', () => {
    render(
      <CrawlerModeProvider>
        <CrmAccordion />
      </CrawlerModeProvider>,
    );
    expect(toggle(/Salesforce/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
