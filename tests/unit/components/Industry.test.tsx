import React from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HeroImage from '@site/src/components/sections/HeroImage';
import IndustryPage from '@site/src/components/Industry/IndustryPage';
import TechnologyPage from '@site/src/components/Industry/TechnologyPage';
import {externalLinks} from '@site/src/config/site';
import {industryContent} from '@site/src/data/industryContent';

jest.mock('@site/src/components/Toasts', () => ({notifySuccess: jest.fn(), notifyError: jest.fn(), notifyWarning: jest.fn()}));

const healthcare = industryContent.healthcare;
const technology = industryContent.technology;

function jsonLdTypes(): string[] {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}')['@type'] as string,
  );
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('IndustryPage', () => {
  it('shows one h1 with the industry headline and the SPEC §2 figures in the hero', () => {
    render(<IndustryPage content={healthcare} path="/industry/healthcare" canonicalPath="/industry/healthcare" />);
    const headings = screen.getAllByRole('heading', {level: 1});
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('AI Agents for Healthcare Providers');
    expect(screen.getByText('fewer no-shows').previousSibling).toHaveTextContent('35%');
  });

  it('renders overview, five use cases, five benefits, solutions, steps, key benefits and FAQ sections', () => {
    render(<IndustryPage content={healthcare} path="/industry/healthcare" canonicalPath="/industry/healthcare" />);
    const overview = screen.getByRole('region', {name: 'How AI agents help in Healthcare'});
    expect(within(overview).getAllByRole('list')[0]!.children).toHaveLength(5);
    expect(within(overview).getAllByRole('list')[1]!.children).toHaveLength(5);
    const solutions = screen.getByRole('region', {name: 'AI solutions for Healthcare'});
    expect(within(solutions).getAllByRole('heading', {level: 3})).toHaveLength(healthcare.aiSolutions.length);
    const steps = screen.getByRole('region', {name: 'How it works'});
    expect(within(steps).getByRole('list').tagName).toBe('OL');
    expect(screen.getByRole('region', {name: 'Key benefits'})).toBeInTheDocument();
  });

  it('lists every FAQ question with its answer, closed until the question is clicked', async () => {
    const user = userEvent.setup();
    render(<IndustryPage content={healthcare} path="/industry/healthcare" canonicalPath="/industry/healthcare" />);
    const faq = screen.getByRole('region', {name: 'Frequently asked questions'});
    const first = healthcare.faqItems[0]!;
    // The question is the <summary> of a native <details>, whose `open` is its expanded state.
    const question = within(faq).getByRole('heading', {level: 3, name: first.question}).closest('summary')!;
    const item = question.closest('details')!;
    expect(within(faq).getAllByText(/\?$/)).toHaveLength(healthcare.faqItems.length);
    expect(item).not.toHaveAttribute('open');
    expect(within(faq).getByText(first.answer)).not.toBeVisible();
    await user.click(question);
    expect(item).toHaveAttribute('open');
    expect(item).toHaveTextContent(first.answer);
    expect(within(faq).getByText(first.answer)).toBeVisible();
  });

  it('links back to /solutions at the top and the bottom', () => {
    render(<IndustryPage content={healthcare} path="/industry/healthcare" canonicalPath="/industry/healthcare" />);
    expect(screen.getByRole('link', {name: /Back to Solutions/})).toHaveAttribute('href', '/solutions');
    expect(screen.getByRole('link', {name: /Back to All Industries/})).toHaveAttribute('href', '/solutions');
  });

  it('opens the demo scheduler in a new tab without giving it the opener', () => {
    render(<IndustryPage content={healthcare} path="/industry/healthcare" canonicalPath="/industry/healthcare" />);
    const demoLinks = screen.getAllByRole('link', {name: /Book a Demo/});
    expect(demoLinks.length).toBeGreaterThanOrEqual(2);
    for (const link of demoLinks) {
      expect(link).toHaveAttribute('href', externalLinks.demoScheduler);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveTextContent('(opens in a new tab)');
    }
    expect(screen.getByRole('link', {name: 'View Pricing'})).toHaveAttribute('href', '/pricing');
  });

  it('keeps hero and call to action out of search snippets', () => {
    const {container} = render(
      <IndustryPage content={healthcare} path="/industry/healthcare" canonicalPath="/industry/healthcare" />,
    );
    const noSnippet = container.querySelectorAll('[data-nosnippet]');
    expect(noSnippet).toHaveLength(2);
    expect(noSnippet[0]).toContainElement(screen.getByRole('heading', {level: 1}));
    expect(noSnippet[1]).toHaveTextContent(healthcare.callToAction.title);
  });

  it('on /industries/healthcare declares /industry/healthcare canonical, with medical-business, service and FAQ data', () => {
    render(<IndustryPage content={healthcare} path="/industries/healthcare" canonicalPath="/industry/healthcare" />);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.agentworks.example/industry/healthcare',
    );
    expect(jsonLdTypes()).toEqual(expect.arrayContaining(['Service', 'MedicalBusiness', 'BreadcrumbList', 'FAQPage']));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      expect.stringContaining('max-snippet:180'),
    );
  });

  it('describes other industries as a Service only', () => {
    render(<IndustryPage content={industryContent.retail} path="/industry/retail" canonicalPath="/industry/retail" />);
    expect(jsonLdTypes()).not.toContain('MedicalBusiness');
    expect(jsonLdTypes()).toContain('Service');
  });
});

describe('HeroImage', () => {
  const OriginalObserver = window.IntersectionObserver;

  afterEach(() => {
    window.IntersectionObserver = OriginalObserver;
  });

  it('loads the priority image at once with high fetch priority, at the 400x300 fallback size', () => {
    render(<HeroImage priority src="/img/industries/retail.svg" alt="A shopping bag" />);
    const image = screen.getByRole('img', {name: 'A shopping bag'});
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
  });

  it('lazy-loads other images where the browser can observe them', () => {
    window.IntersectionObserver = class {} as unknown as typeof IntersectionObserver;
    render(<HeroImage src="/img/industries/retail.svg" alt="A shopping bag" />);
    const image = screen.getByRole('img', {name: 'A shopping bag'});
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('stays blurred until the file has loaded, and also clears when it fails', () => {
    render(
      <>
        <HeroImage src="/img/industries/retail.svg" alt="First" />
        <HeroImage src="/img/missing.svg" alt="Second" />
      </>,
    );
    const [first, second] = [screen.getByRole('img', {name: 'First'}), screen.getByRole('img', {name: 'Second'})];
    expect(first).toHaveAttribute('data-loaded', 'false');
    act(() => {
      fireEvent.load(first);
      fireEvent.error(second);
    });
    expect(first).toHaveAttribute('data-loaded', 'true');
    expect(second).toHaveAttribute('data-loaded', 'true');
  });
});

describe('TechnologyPage', () => {
  function renderTechnology() {
    return render(<TechnologyPage content={technology} path="/industry/technology" canonicalPath="/industry/technology" />);
  }

  it('compares each challenge with its solution', () => {
    renderTechnology();
    const comparison = screen.getByRole('region', {name: 'Your challenges, solved'});
    const rows = within(comparison).getAllByRole('listitem');
    expect(rows).toHaveLength(technology.technology!.challenges.length);
    expect(rows[0]).toHaveTextContent(technology.technology!.challenges[0]!.title);
    expect(rows[0]).toHaveTextContent(technology.technology!.solutions[0]!.title);
  });

  it('shows four feature cards under #features', () => {
    const {container} = renderTechnology();
    const features = container.querySelector('section#features')!;
    expect(within(features as HTMLElement).getAllByRole('heading', {level: 3})).toHaveLength(4);
  });

  it('offers support, onboarding and documentation tabs, support first and kept in ?tab=', () => {
    renderTechnology();
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.getAttribute('aria-label'))).toEqual([
      'Support',
      'Onboarding',
      'Documentation',
    ]);
    expect((globalThis as {tabsProps?: {queryString?: string; defaultValue?: string}}).tabsProps).toMatchObject({
      queryString: 'tab',
      defaultValue: 'support',
    });
  });

  it('shows two success stories and a four-question FAQ', () => {
    renderTechnology();
    const stories = screen.getByRole('region', {name: 'Success stories'});
    expect(within(stories).getAllByRole('heading', {level: 3})).toHaveLength(2);
    expect(within(stories).getByText('85% ticket resolution in the first quarter')).toBeInTheDocument();
    const faq = screen.getByRole('region', {name: 'Frequently asked questions'});
    expect(faq.querySelectorAll('details:not([open]) > summary')).toHaveLength(4);
  });

  it('seeds the ROI calculator with the technology defaults', () => {
    renderTechnology();
    expect(screen.getByRole('combobox', {name: 'Industry'})).toHaveValue('technology');
    expect(screen.getByRole('spinbutton', {name: /average annual salary/i})).toHaveValue(65000);
    expect(screen.getByRole('slider', {name: 'Support tickets per day'})).toHaveValue('200');
  });

  it('has exactly one h1', () => {
    renderTechnology();
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1);
  });
});
