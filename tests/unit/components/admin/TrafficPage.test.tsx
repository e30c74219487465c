import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {TrafficPage} from '@site/src/components/admin';
import type {DocsHelpfulnessReport} from '@site/src/lib/docsFeedback';
import {presetRange, type TrafficReport} from '@site/src/lib/traffic/report';

/** The parts of a fetch Response the staff client reads (jsdom has no Response). */
function answer(status: number, body: unknown) {
  return Promise.resolve({ok: status >= 200 && status < 300, status, headers: {get: () => null}, json: async () => body});
}

const session = {account: {id: 1, email: 'ana@example.com', role: 'owner'}, expiresAt: Date.now() + 60_000, idleTimeoutMs: 1_800_000};

function reportFor(from: string, to: string, pageviews = 12): TrafficReport {
  return {
    from,
    to,
    totals: {visitors: 4, pageviews, viewsPerVisit: pageviews / 4},
    series: [
      {day: from, visitors: 1, pageviews: pageviews ? 2 : 0},
      {day: to, visitors: 3, pageviews: pageviews ? pageviews - 2 : 0},
    ],
    pages: pageviews ? [{value: '/pricing', visitors: 3, pageviews: 9}] : [],
    referrers: pageviews ? [{value: 'google.com', visitors: 2, pageviews: 2}] : [],
    utmSources: [],
    locales: pageviews ? [{value: 'es', visitors: 1, pageviews: 3}] : [],
    devices: pageviews ? [{value: 'mobile', visitors: 2, pageviews: 5}] : [],
    conversions: [
      {goal: 'whitePaperRequest', pages: ['/pricing'], submissions: 1, visitors: 3, rate: 1 / 3},
      {goal: 'newsletter', pages: 'all', submissions: 0, visitors: 4, rate: 0},
    ],
  };
}

function helpfulnessFor(from: string, to: string, votes = true): DocsHelpfulnessReport {
  if (!votes) return {from, to, totals: {yes: 0, no: 0, share: null}, pages: [], comments: [], commentCount: 0, unanswered: []};
  return {
    from,
    to,
    totals: {yes: 3, no: 1, share: 0.75},
    pages: [
      {page: '/documentation/intro', yes: 2, no: 1, share: 2 / 3, comments: 2, pageviews: 40},
      {page: '/documentation/next/api', yes: 1, no: 0, share: 1, comments: 0, pageviews: 0},
    ],
    comments: [
      {id: 7, at: Date.UTC(2026, 2, 5, 14, 5), page: '/es/documentation/intro', locale: 'es', version: '1.0', helpful: true, comment: 'Muy claro'},
      {id: 3, at: Date.UTC(2026, 2, 4, 9, 0), page: '/documentation/intro', locale: 'en', version: 'current', helpful: false, comment: 'Missing the install step'},
    ],
    commentCount: 5,
    unanswered: [
      {
        page: '/pricing',
        count: 4,
        questions: [
          {text: 'Do you ship to Mars?', at: Date.UTC(2026, 2, 5, 10, 0), path: '/es/pricing'},
          {text: 'Is there a student discount?', at: Date.UTC(2026, 2, 4, 10, 0), path: '/pricing'},
        ],
      },
    ],
  };
}

describe('Traffic dashboard', () => {
  const fetchMock = jest.fn();
  let trafficAnswer: (url: URL) => Promise<unknown>;
  let helpfulnessAnswer: (url: URL) => Promise<unknown>;
  beforeEach(() => {
    fetchMock.mockReset();
    trafficAnswer = (url) => answer(200, reportFor(url.searchParams.get('from')!, url.searchParams.get('to')!));
    helpfulnessAnswer = (url) => answer(200, helpfulnessFor(url.searchParams.get('from')!, url.searchParams.get('to')!));
    fetchMock.mockImplementation((path: string) => {
      const url = new URL(path, 'http://localhost');
      if (url.pathname === '/api/admin/session') return answer(200, session);
      if (url.pathname === '/api/admin/traffic') return trafficAnswer(url);
      if (url.pathname === '/api/admin/docs-feedback') return helpfulnessAnswer(url);
      return answer(404, {code: 'notFound', error: 'Not found'});
    });
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  const trafficCalls = () =>
    fetchMock.mock.calls.map(([path]) => new URL(path as string, 'http://localhost')).filter((url) => url.pathname === '/api/admin/traffic');

  test('shows the last 7 days by default: stat cards, chart, breakdowns and conversions', async () => {
    render(<TrafficPage />);
    const week = presetRange('7days');
    expect(await screen.findByText('Views per visit')).toBeInTheDocument();
    expect(trafficCalls().map((url) => url.search)).toEqual([`?from=${week.from}&to=${week.to}`]);
    expect(screen.getByRole('radio', {name: 'Last 7 days'})).toBeChecked();
    const stats = screen.getByText('Pageviews', {selector: 'dt'}).closest('dl')!;
    expect(within(stats).getByText('12')).toBeInTheDocument();
    expect(within(stats).getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('img', {name: /Visitors and pageviews per day from .* the busiest day was .* with 10 pageviews/})).toBeInTheDocument();
    expect(within(screen.getByRole('region', {name: 'Top pages'})).getByRole('cell', {name: '/pricing'})).toBeInTheDocument();
    expect(within(screen.getByRole('region', {name: 'Languages'})).getByRole('cell', {name: 'Spanish'})).toBeInTheDocument();
    expect(within(screen.getByRole('region', {name: 'Devices'})).getByRole('cell', {name: 'Mobile'})).toBeInTheDocument();
    expect(within(screen.getByRole('region', {name: 'UTM sources'})).getByText('Nothing in this period.')).toBeInTheDocument();
    const conversions = within(screen.getByRole('region', {name: 'Conversions'}));
    const request = conversions.getByRole('row', {name: /White paper request/});
    expect(within(request).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['White paper request', '/pricing', '1', '3', '33.3%']);
    expect(conversions.getByRole('row', {name: /Newsletter/})).toHaveTextContent('All pages');
    // The rate says what it is, next to the table that shows it.
    expect(conversions.getByText(/Rate = submissions of a form ÷ unique visitors who viewed a page carrying it/)).toHaveTextContent(
      /never exceeds 100%/,
    );
  });

  test('the chart can be read as a table, and back', async () => {
    const user = userEvent.setup();
    render(<TrafficPage />);
    await user.click(await screen.findByRole('button', {name: 'Show as table'}));
    const toggle = screen.getByRole('button', {name: 'Show as chart'});
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('310');
    await user.click(toggle);
    expect(screen.getByRole('img', {name: /busiest day/})).toBeInTheDocument();
  });

  test('a preset asks for its days; a custom range is checked before it is asked for', async () => {
    const user = userEvent.setup();
    render(<TrafficPage />);
    await screen.findByText('Views per visit');
    await user.click(screen.getByRole('radio', {name: 'Today'}));
    const today = presetRange('today');
    expect(trafficCalls().at(-1)!.search).toBe(`?from=${today.from}&to=${today.to}`);
    await screen.findByText('Views per visit');

    await user.click(screen.getByRole('radio', {name: 'Custom range'}));
    const from = screen.getByLabelText('From (UTC)');
    const to = screen.getByLabelText('To (UTC)');
    await user.clear(from);
    await user.type(from, '2026-03-10');
    await user.clear(to);
    await user.type(to, '2026-03-01');
    const calls = trafficCalls().length;
    await user.click(screen.getByRole('button', {name: 'Show this range'}));
    expect(screen.getByRole('alert')).toHaveTextContent('The first day is after the last day.');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(trafficCalls()).toHaveLength(calls);

    await user.clear(to);
    await user.type(to, '2026-03-31');
    await user.click(screen.getByRole('button', {name: 'Show this range'}));
    expect(trafficCalls().at(-1)!.search).toBe('?from=2026-03-10&to=2026-03-31');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(/2026.*2026.*\(UTC\)/);
  });

  test('an empty period says so', async () => {
    trafficAnswer = (url) => answer(200, reportFor(url.searchParams.get('from')!, url.searchParams.get('to')!, 0));
    render(<TrafficPage />);
    expect(await screen.findByText('No pageviews yet in this period')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', {name: 'Top pages'})).getByText('Nothing in this period.')).toBeInTheDocument();
  });

  test('docs helpfulness: per page votes beside pageviews for the same period, and the latest comments', async () => {
    const user = userEvent.setup();
    render(<TrafficPage />);
    const card = within(await screen.findByRole('region', {name: 'Docs helpfulness'}));
    const row = await card.findByRole('row', {name: /\/documentation\/intro/});
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['/documentation/intro', '40', '2', '1', '66.7%', '2']);
    expect(card.getByRole('heading', {name: 'Latest comments', level: 3})).toBeInTheDocument();
    expect(card.getByText('The latest 2 of 5 comments, newest first.')).toBeInTheDocument();
    const comments = card.getAllByRole('listitem').filter((item) => item.closest('ol'));
    expect(comments.map((item) => item.querySelector('blockquote')!.textContent)).toEqual(['Muy claro', 'Missing the install step']);
    expect(comments[0]).toHaveTextContent(/\/es\/documentation\/intro · Spanish · version 1\.0 · Helpful/);
    expect(comments[1]).toHaveTextContent(/English · version next · Not helpful/);

    await user.click(screen.getByRole('radio', {name: 'Today'}));
    const today = presetRange('today');
    const asked = fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith('/api/admin/docs-feedback'));
    expect(asked.at(-1)).toBe(`/api/admin/docs-feedback?from=${today.from}&to=${today.to}`);
  });

  test('docs helpfulness without votes says so', async () => {
    helpfulnessAnswer = (url) => answer(200, helpfulnessFor(url.searchParams.get('from')!, url.searchParams.get('to')!, false));
    render(<TrafficPage />);
    const card = within(await screen.findByRole('region', {name: 'Docs helpfulness'}));
    expect(await card.findByText('No votes yet in this period.')).toBeInTheDocument();
    expect(card.queryByRole('table')).not.toBeInTheDocument();
    expect(card.queryByRole('heading', {name: 'Latest comments'})).not.toBeInTheDocument();
    expect(card.getByText('The agent answered every question asked in this period.')).toBeInTheDocument();
  });

  test('the questions the agent could not answer, by page', async () => {
    render(<TrafficPage />);
    const card = within(await screen.findByRole('region', {name: 'Docs helpfulness'}));
    expect(card.getByRole('heading', {name: 'Questions the agent could not answer'})).toBeInTheDocument();
    const row = await card.findByRole('row', {name: /^\/pricing 4 /});
    expect(within(row).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Do you ship to Mars?', 'Is there a student discount?']);
  });

  test('a failed request shows the error instead of loading forever', async () => {
    trafficAnswer = () => answer(500, {code: 'internalError', error: 'boom'});
    render(<TrafficPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', {name: 'Top pages'})).not.toBeInTheDocument();
  });
});
