import React from 'react';
import {render, screen, within} from '@testing-library/react';
import UseCasePage from '@site/src/components/UseCase/UseCasePage';
import {externalLinks} from '@site/src/config/site';
import {getUseCase, useCases} from '@site/src/data/useCases';

function jsonLd(): Array<Record<string, unknown>> {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? '{}'),
  );
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('UseCasePage', () => {
  it.each(useCases.map((useCase) => [useCase.id, useCase.heroTitle] as const))(
    '%s: one h1, "%s"',
    (id, heroTitle) => {
      render(<UseCasePage useCaseId={id} path={`/use-cases/${id}`} canonicalPath={`/use-cases/${id}`} />);
      const headings = screen.getAllByRole('heading', {level: 1});
      expect(headings).toHaveLength(1);
      expect(headings[0]).toHaveTextContent(heroTitle);
    },
  );

  it('anchors the what, why and how sections, and the features band the header links to', () => {
    const {container} = render(
      <UseCasePage useCaseId="process-automation" path="/solutions/workflow-automation" canonicalPath="/use-cases/process-automation" />,
    );
    for (const id of ['features', 'what', 'why', 'how', 'faq']) {
      expect(container.querySelector(`section#${id}`)).toBeInTheDocument();
    }
    expect(within(container.querySelector('section#what') as HTMLElement).getByRole('heading', {level: 2})).toHaveTextContent(
      'What is Intelligent Process Automation?',
    );
    const why = container.querySelector('section#why') as HTMLElement;
    expect(within(why).getAllByRole('heading', {level: 3}).map((h) => h.textContent)).toEqual([
      'Efficiency',
      'Fewer errors',
      'Scale',
    ]);
    const how = container.querySelector('section#how') as HTMLElement;
    expect(within(how).getAllByRole('heading', {level: 3}).map((h) => h.textContent)).toEqual([
      'Procurement and invoice processing',
      'Employee onboarding',
      'Compliance management',
    ]);
  });

  it('asks six questions in the FAQ', () => {
    const {container} = render(<UseCasePage useCaseId="scheduling" path="/use-cases/scheduling" canonicalPath="/use-cases/scheduling" />);
    const faq = container.querySelector('section#faq') as HTMLElement;
    expect(faq.querySelectorAll('details:not([open]) > summary')).toHaveLength(6);
    expect(within(faq).getByText(getUseCase('scheduling').faqItems[0]!.answer)).toBeInTheDocument();
  });

  it('closes with Schedule a Demo (scheduler, new tab), View Pricing and View Success Stories', () => {
    const {container} = render(
      <UseCasePage useCaseId="customer-support" path="/use-cases/customer-support" canonicalPath="/use-cases/customer-support" />,
    );
    const cta = [...container.querySelectorAll('section[data-nosnippet]')].at(-1) as HTMLElement;
    const demo = within(cta).getByRole('link', {name: /Schedule a Demo/});
    expect(demo).toHaveAttribute('href', externalLinks.demoScheduler);
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(cta).getByRole('link', {name: 'View Pricing'})).toHaveAttribute('href', '/pricing');
    expect(within(cta).getByRole('link', {name: 'View Success Stories'})).toHaveAttribute('href', '/case-studies');
  });

  it('links back to /solutions', () => {
    render(<UseCasePage useCaseId="documentation" path="/use-cases/documentation" canonicalPath="/use-cases/documentation" />);
    expect(screen.getByRole('link', {name: /Back to Solutions/})).toHaveAttribute('href', '/solutions');
  });

  it.each([
    ['customer-support', '/solutions/ai-assistants'],
    ['documentation', '/solutions/natural-language-processing'],
    ['process-automation', '/solutions/workflow-automation'],
    ['scheduling', '/solutions/advanced-analytics'],
  ] as const)('%s on %s declares its /use-cases canonical URL', (id, alias) => {
    render(<UseCasePage useCaseId={id} path={alias} canonicalPath={`/use-cases/${id}`} />);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://www.agentworks.example/use-cases/${id}`,
    );
  });

  it('limits snippets to 160 characters, with the extra 180 hint on the process page only', () => {
    const {unmount} = render(
      <UseCasePage useCaseId="process-automation" path="/use-cases/process-automation" canonicalPath="/use-cases/process-automation" />,
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', expect.stringContaining('max-snippet:160'));
    expect(document.head.querySelector('meta[name="googlebot"]')).toHaveAttribute('content', expect.stringContaining('max-snippet:180'));
    unmount();
    document.head.innerHTML = '';
    render(<UseCasePage useCaseId="scheduling" path="/use-cases/scheduling" canonicalPath="/use-cases/scheduling" />);
    expect(document.head.querySelector('meta[name="googlebot"]')).toBeNull();
  });

  it('prices the process automation service at 349 USD and scheduling at 0 USD in its structured data', () => {
    const {unmount} = render(
      <UseCasePage useCaseId="process-automation" path="/use-cases/process-automation" canonicalPath="/use-cases/process-automation" />,
    );
    expect(jsonLd().find((block) => block['@type'] === 'Service')).toMatchObject({
      serviceType: 'AI Process Automation',
      areaServed: 'Global',
      offers: {price: 349, priceCurrency: 'USD'},
    });
    expect(jsonLd().find((block) => block['@type'] === 'FAQPage')).toBeDefined();
    unmount();
    document.head.innerHTML = '';
    render(<UseCasePage useCaseId="scheduling" path="/use-cases/scheduling" canonicalPath="/use-cases/scheduling" />);
    expect(jsonLd().find((block) => block['@type'] === 'Service')).toMatchObject({offers: {price: 0, priceCurrency: 'USD'}});
  });
});
