import React from 'react';
import {act, render, screen, waitFor} from '@testing-library/react';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
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

/** The <summary> of an item: the question a visitor presses. */
const question = (name: RegExp) => screen.getByRole('heading', {name}).closest('summary')!;
/** The <details> of an item (role group): `open` is its expanded state. */
const item = (name: RegExp) => question(name).closest('details')!;
const openItems = () => screen.getAllByRole('group').filter((details) => details.hasAttribute('open'));

describe('Accordion', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('renders each item as a native disclosure of one exclusive group, so it works before hydration', () => {
    render(<CrmAccordion />);
    const items = screen.getAllByRole('group');
    expect(items.map((details) => details.tagName)).toEqual(['DETAILS', 'DETAILS', 'DETAILS']);
    expect(items.map((details) => details.id)).toEqual(['api_based', 'salesforce', 'hubspot']);
    const group = items[0]!.getAttribute('name');
    expect(group).toBeTruthy();
    items.forEach((details) => expect(details).toHaveAttribute('name', group));
    expect(question(/Salesforce/).parentElement).toBe(item(/Salesforce/));
  });

  it('gives separate accordions separate groups', () => {
    render(
      <>
        <CrmAccordion />
        <Accordion name="faq">
          <AccordionItem value="faq-1" title="Question">
            Answer
          </AccordionItem>
        </Accordion>
      </>,
    );
    const names = new Set(screen.getAllByRole('group').map((details) => details.getAttribute('name')));
    expect(names.size).toBe(2);
    expect(item(/Question/)).toHaveAttribute('name', 'faq');
  });

  it('starts closed and opens one item at a time', async () => {
    const user = userEvent.setup();
    render(<CrmAccordion />);
    expect(openItems()).toHaveLength(0);
    expect(screen.getByText('Salesforce setup')).not.toBeVisible();

    await user.click(question(/Salesforce/));
    expect(item(/Salesforce/)).toHaveAttribute('open');
    expect(screen.getByText('Salesforce setup')).toBeVisible();

    await user.click(question(/HubSpot/));
    expect(item(/HubSpot/)).toHaveAttribute('open');
    await waitFor(() => expect(item(/Salesforce/)).not.toHaveAttribute('open'));
    expect(openItems()).toHaveLength(1);
    expect(screen.getByText('Salesforce setup')).not.toBeVisible();
  });

  it('closes the open item when its question is pressed again', async () => {
    const user = userEvent.setup();
    render(<CrmAccordion />);

    await user.click(question(/HubSpot/));
    await user.click(question(/HubSpot/));

    expect(openItems()).toHaveLength(0);
    expect(screen.getByText('HubSpot setup')).not.toBeVisible();
  });

  it('keeps an item a visitor opened before hydration open, and single-open after it', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<CrmAccordion />);
    // The tap before hydration: the browser opens the native <details>.
    (container.querySelector('#hubspot') as HTMLDetailsElement).open = true;

    await act(async () => {
      hydrateRoot(container, <CrmAccordion />);
    });

    expect(item(/HubSpot/)).toHaveAttribute('open');
    expect(screen.getByText('HubSpot setup')).toBeVisible();
    await userEvent.setup().click(question(/Salesforce/));
    await waitFor(() => expect(item(/HubSpot/)).not.toHaveAttribute('open'));
    expect(openItems()).toEqual([item(/Salesforce/)]);
    container.remove();
  });

  it('labels the recommended item', () => {
    render(<CrmAccordion />);
    expect(question(/API-based integration/)).toHaveTextContent('Recommended');
    expect(screen.getByRole('heading', {level: 3, name: 'API-based integration Recommended'})).toBeInTheDocument();
  });

  it('moves focus between questions with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<CrmAccordion />);
    question(/API-based/).focus();
    await user.keyboard('{ArrowDown}');
    expect(question(/Salesforce/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(question(/HubSpot/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(question(/API-based/)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(question(/HubSpot/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(question(/API-based/)).toHaveFocus();
    expect(openItems()).toHaveLength(0);
  });

  it('jump button opens the target item, scrolls to it and moves focus to its question', async () => {
    const user = userEvent.setup();
    render(<CrmAccordion />);
    await user.click(question(/Salesforce/));

    await user.click(screen.getByRole('button', {name: 'Use the recommended integration'}));

    expect(screen.getByText('Webhook setup')).toBeVisible();
    await waitFor(() => expect(item(/Salesforce/)).not.toHaveAttribute('open'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toHaveAttribute('id', 'api_based');
    expect(question(/API-based integration/)).toHaveFocus();
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
      expect(item(name)).toHaveAttribute('open');
      // An exclusive group would close all but one.
      expect(item(name)).not.toHaveAttribute('name');
    }
    expect(openItems()).toHaveLength(3);
    expect(screen.getByText('Salesforce setup')).toBeVisible();

    await user.click(question(/Salesforce/));
    expect(screen.getByText('Salesforce setup')).toBeVisible();
    expect(openItems()).toHaveLength(3);
  });

  it('stays collapsed for a person', () => {
    render(
      <CrawlerModeProvider>
        <CrmAccordion />
      </CrawlerModeProvider>,
    );
    expect(openItems()).toHaveLength(0);
    expect(item(/Salesforce/)).toHaveAttribute('name');
    expect(screen.getByText('Salesforce setup')).not.toBeVisible();
  });
});
