import React from 'react';
import {render, screen, within} from '@testing-library/react';
import CaseStudyCard from '@site/src/components/CaseStudies/CaseStudyCard';
import CaseStudyTabs from '@site/src/pages/case-studies/_components/CaseStudyTabs';
import {caseStudies} from '@site/src/data/caseStudies';
import {industryList} from '@site/src/data/industries';

// The theme's Tabs need the theme's providers. This double renders every panel (as the real one
// does, hiding the inactive ones) and records its props, so each panel's content can be checked.
jest.mock(
  '@theme/Tabs',
  () => {
    const ReactActual = jest.requireActual('react');
    return {
      __esModule: true,
      default: (props: {children: React.ReactNode; queryString?: string; defaultValue?: string}) => {
        (globalThis as {tabsProps?: unknown}).tabsProps = props;
        return ReactActual.createElement('div', {'data-testid': 'tabs'}, props.children);
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

function companiesIn(panel: HTMLElement): string[] {
  return within(panel)
    .getAllByRole('heading', {level: 3})
    .map((heading) => heading.textContent ?? '');
}

describe('CaseStudyTabs', () => {
  it("offers 'All Industries' first, then one tab per industry, with All as the default kept in ?industry=", () => {
    render(<CaseStudyTabs />);
    const panels = screen.getAllByRole('tabpanel');
    expect(panels.map((panel) => panel.getAttribute('aria-label'))).toEqual([
      'All Industries',
      ...industryList.map((industry) => industry.label),
    ]);
    expect((globalThis as {tabsProps?: {defaultValue?: string; queryString?: string}}).tabsProps).toMatchObject({
      defaultValue: 'all',
      queryString: 'industry',
    });
  });

  it('shows every story under All Industries', () => {
    render(<CaseStudyTabs />);
    const all = screen.getByRole('tabpanel', {name: 'All Industries'});
    expect(companiesIn(all)).toEqual(caseStudies.map((study) => study.company));
  });

  it.each(industryList.map((industry) => [industry.label, industry.id] as const))(
    'shows only %s stories in its tab',
    (label, id) => {
      render(<CaseStudyTabs />);
      const panel = screen.getByRole('tabpanel', {name: label});
      const expected = caseStudies.filter((study) => study.industry === id).map((study) => study.company);
      expect(expected.length).toBeGreaterThan(0);
      expect(companiesIn(panel)).toEqual(expected);
    },
  );
});

describe('CaseStudyCard', () => {
  const study = caseStudies.find((item) => item.industry === 'retail')!;

  it('shows company, industry, plan, challenge, solution and every result', () => {
    render(<CaseStudyCard study={study} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', {level: 3, name: study.company})).toBeInTheDocument();
    expect(within(card).getByText('Retail')).toBeInTheDocument();
    expect(within(card).getByText('Business plan')).toBeInTheDocument();
    expect(within(card).getByText(study.challenge)).toBeInTheDocument();
    expect(within(card).getByText(study.solution)).toBeInTheDocument();
    const results = within(card).getByRole('list');
    expect(within(results).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...study.results]);
  });

  it("links 'read more' to the industry's own page instead of a dead link", () => {
    render(<CaseStudyCard study={study} />);
    expect(screen.getByRole('link', {name: /AI agents for Retail/})).toHaveAttribute('href', '/industry/retail');
  });

  it('leaves the solution out in the compact form', () => {
    render(<CaseStudyCard study={study} compact />);
    expect(screen.queryByText(study.solution)).not.toBeInTheDocument();
    expect(screen.getByText(study.challenge)).toBeInTheDocument();
  });
});
