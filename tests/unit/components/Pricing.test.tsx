import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AddOns from '@site/src/pages/pricing/_components/AddOns';
import CallToAction from '@site/src/pages/pricing/_components/CallToAction';
import Compare from '@site/src/pages/pricing/_components/Compare';
import PlanCards from '@site/src/pages/pricing/_components/PlanCards';
import PricingSeo from '@site/src/components/Pricing/PricingSeo';
import {contact, externalLinks} from '@site/src/config/site';
import {addOns} from '@site/src/data/addOns';
import {pricingFaqs} from '@site/src/data/pricingFaqs';
import PricingPage from '@site/src/pages/pricing';

// Head tags go to document.head so the JSON-LD can be read.
jest.mock('@docusaurus/Head', () => {
  const {createPortal} = jest.requireActual('react-dom');
  return {__esModule: true, default: ({children}: {children: React.ReactNode}) => createPortal(children, document.head)};
});

// The theme's Details needs the theme's providers; a native <details> keeps its contract.
jest.mock(
  '@theme/Details',
  () => {
    const ReactActual = jest.requireActual('react');
    return {
      __esModule: true,
      default: ({summary, children, className}: {summary: React.ReactNode; children: React.ReactNode; className?: string}) =>
        ReactActual.createElement('details', {className}, summary, ReactActual.createElement('div', null, children)),
    };
  },
  {virtual: true},
);

// Tabs: every panel rendered (the real one hides the inactive ones), props recorded.
jest.mock(
  '@theme/Tabs',
  () => {
    const ReactActual = jest.requireActual('react');
    return {
      __esModule: true,
      default: (props: {children: React.ReactNode; defaultValue?: string}) => {
        (globalThis as {tabsProps?: unknown}).tabsProps = props;
        return ReactActual.createElement('div', null, props.children);
      },
    };
  },
  {virtual: true},
);
jest.mock(
  '@theme/TabItem',
  () => {
    const ReactActual = jest.requireActual('react');
    return {
      __esModule: true,
      default: ({label, value, children}: {label: string; value: string; children: React.ReactNode}) =>
        ReactActual.createElement('div', {role: 'tabpanel', 'aria-label': label, 'data-value': value}, children),
    };
  },
  {virtual: true},
);

afterEach(() => {
  document.head.innerHTML = '';
});

function card(title: RegExp): HTMLElement {
  return screen.getByRole('heading', {level: 3, name: title}).closest('li')!;
}

describe('PlanCards', () => {
  it('shows the SPEC §9 prices, annual totals and seat prices', () => {
    render(<PlanCards />);
    const pro = card(/^Pro/);
    expect(within(pro).getByText('$299')).toBeInTheDocument();
    expect(within(pro).getByText('$3,588 billed annually')).toBeInTheDocument();
    expect(within(pro).getByText('plus $49 per seat/month')).toBeInTheDocument();
    expect(within(pro).getByText('1 user included')).toBeInTheDocument();
    expect(within(pro).getByText('5 TB knowledge storage')).toBeInTheDocument();
    expect(within(pro).getByText('Up to 1,000 AI interactions per day')).toBeInTheDocument();

    const business = card(/^Business/);
    expect(within(business).getByText('$449')).toBeInTheDocument();
    expect(within(business).getByText('$5,388 billed annually')).toBeInTheDocument();
    expect(within(business).getByText('plus $69 per seat/month')).toBeInTheDocument();
    expect(within(business).getByText('Up to 5,000 AI interactions per day')).toBeInTheDocument();
    expect(within(business).getByText('Everything in Pro, plus:')).toBeInTheDocument();
    expect(within(business).getByText('CRM lead creation')).toBeInTheDocument();

    const enterprise = card(/^Enterprise/);
    expect(within(enterprise).getByText('Custom')).toBeInTheDocument();
    expect(within(enterprise).getByText('Custom interaction limits')).toBeInTheDocument();
    expect(within(enterprise).queryByText(/per seat\/month/)).not.toBeInTheDocument();
  });

  it("anchors each card at its plan's id, where the agent's answers about a plan point", () => {
    render(<PlanCards />);
    expect(card(/^Pro/)).toHaveAttribute('id', 'pro');
    expect(card(/^Business/)).toHaveAttribute('id', 'business');
    expect(card(/^Enterprise/)).toHaveAttribute('id', 'enterprise');
  });

  it('marks only Business as most popular, also for screen readers', () => {
    render(<PlanCards />);
    expect(screen.getByRole('heading', {level: 3, name: 'Business (most popular plan)'})).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 3, name: 'Pro'})).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 3, name: 'Enterprise'})).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
  });

  it('buys Pro and Business through their checkout links and sends Enterprise to the demo scheduler, in new tabs', () => {
    render(<PlanCards />);
    const expected = [
      [/^Pro/, /Get Started \(Pro plan\)/, externalLinks.checkoutPro],
      [/^Business/, /Get Started \(Business plan\)/, externalLinks.checkoutBusiness],
      [/^Enterprise/, /Contact Sales/, externalLinks.demoScheduler],
    ] as const;
    for (const [title, name, href] of expected) {
      const link = within(card(title)).getByRole('link', {name});
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
  });

  it('says an annual commitment is required and links to the billing FAQ', () => {
    render(<PlanCards />);
    expect(screen.getByText(/All plans require an annual commitment/)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'How billing works'})).toHaveAttribute('href', '#frequently-asked-questions');
  });
});

describe('Compare', () => {
  it('has the tabs Case Studies (default) and Features', () => {
    render(<Compare />);
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.getAttribute('aria-label'))).toEqual([
      'Case Studies',
      'Features',
    ]);
    expect((globalThis as {tabsProps?: {defaultValue?: string}}).tabsProps?.defaultValue).toBe('case-studies');
  });

  it('shows one story per plan and links to all case studies', () => {
    render(<Compare />);
    const stories = screen.getByRole('tabpanel', {name: 'Case Studies'});
    const plansShown = within(stories)
      .getAllByRole('article')
      .map((article) => within(article).getByText(/ plan$/).textContent);
    expect(plansShown).toEqual(['Pro plan', 'Business plan', 'Enterprise plan']);
    expect(within(stories).getByRole('link', {name: 'See all case studies'})).toHaveAttribute('href', '/case-studies');
  });

  it('compares features in a table: Business features are not in Pro, Enterprise has them all', () => {
    render(<Compare />);
    const table = within(screen.getByRole('tabpanel', {name: 'Features'})).getByRole('table');
    const row = (name: string) => within(table).getByRole('row', {name: new RegExp(`^${name}`)});
    // What a screen reader hears in each cell: text outside aria-hidden decorations.
    const spoken = (cell: HTMLElement) => {
      const copy = cell.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent;
    };
    const cells = (name: string) => within(row(name)).getAllByRole('cell').map(spoken);
    expect(cells('CRM lead creation')).toEqual(['Not included', 'Included', 'Included']);
    expect(cells('API keys')).toEqual(['Not included', 'Not included', 'Included']);
    expect(cells('AI interactions per day')).toEqual(['Up to 1,000', 'Up to 5,000', 'Custom']);
    expect(cells('Price \\(annual commitment\\)')).toEqual(['$299/month', '$449/month', 'By quote']);
    expect(cells('Additional seats')).toEqual(['$49 per seat/month', '$69 per seat/month', 'By quote']);
  });
});

describe('AddOns', () => {
  it('lists the five add-ons with their SPEC §9 prices', () => {
    render(<AddOns />);
    const prices = Object.fromEntries(
      screen.getAllByRole('heading', {level: 3}).map((heading) => [
        heading.textContent,
        heading.closest('li')!.querySelector('p')!.textContent,
      ]),
    );
    expect(prices).toEqual({
      CRM: '$19/month',
      'AI Invoicing': '$9/month',
      'AI Custom Coach': '$179 per seat/month',
      'AI Custom App': '$249 per seat/month',
      'IVR Business Phone': '$19/month',
    });
  });

  it('gives each card a keyboard-reachable link, so the card can highlight on focus', async () => {
    const user = userEvent.setup();
    render(<AddOns />);
    await user.tab();
    const first = screen.getByRole('link', {name: /Ask about CRM/});
    expect(first).toHaveFocus();
    expect(first.closest('li')).toHaveAttribute('data-add-on', addOns[0]!.id);
    expect(first).toHaveAttribute('href', externalLinks.demoScheduler);
    expect(first).toHaveAttribute('target', '_blank');
  });
});

describe('the pricing page FAQ', () => {
  it('is anchored at #frequently-asked-questions and opens an answer on click', async () => {
    const user = userEvent.setup();
    render(<PricingPage />);
    const section = screen.getByRole('region', {name: 'Frequently Asked Questions'});
    expect(section).toHaveAttribute('id', 'frequently-asked-questions');
    const first = pricingFaqs[0]!;
    // The question is the <summary> of a native <details>, whose `open` is its expanded state.
    const question = within(section).getByRole('heading', {level: 3, name: first.question}).closest('summary')!;
    const item = question.closest('details')!;
    expect(item).not.toHaveAttribute('open');
    expect(within(section).getByText(first.answer)).not.toBeVisible();
    await user.click(question);
    expect(item).toHaveAttribute('open');
    expect(item).toHaveTextContent(first.answer);
    expect(within(section).getByText(first.answer)).toBeVisible();
  });
});

describe('CallToAction', () => {
  it('offers the demo scheduler in a new tab and a tel: link to sales, out of search snippets', () => {
    render(<CallToAction />);
    const demo = screen.getByRole('link', {name: /Book a Demo/});
    expect(demo).toHaveAttribute('href', externalLinks.demoScheduler);
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
    const call = screen.getByRole('link', {name: `Call Sales: ${contact.salesPhone.display}`});
    expect(call).toHaveAttribute('href', `tel:${contact.salesPhone.e164}`);
    expect(screen.getByRole('region')).toHaveAttribute('data-nosnippet');
  });
});

describe('PricingSeo', () => {
  function jsonLd(): Array<Record<string, unknown>> {
    return [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? '{}'),
    );
  }

  it('publishes the FAQ as FAQPage and a Home > Pricing breadcrumb', () => {
    render(<PricingSeo />);
    const blocks = jsonLd();
    const faq = blocks.find((block) => block['@type'] === 'FAQPage') as {mainEntity: Array<{name: string}>};
    expect(faq.mainEntity.map((question) => question.name)).toEqual(pricingFaqs.map((item) => item.question));
    const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList') as {
      itemListElement: Array<{name: string}>;
    };
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(['Home', 'Pricing']);
    expect(document.title).toBe('Pricing: AI Agent Plans for Every Business | AgentWorks');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('$299/month'),
    );
  });
});
