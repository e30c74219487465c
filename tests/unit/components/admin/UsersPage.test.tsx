import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {UsersPage} from '@site/src/components/admin';
import {history} from '../../doubles/router';
import type {HandedOffConversation, LeadSandbox} from '@site/src/lib/staff/contacts';

/** The parts of a fetch Response the staff client reads (jsdom has no Response). */
function answer(status: number, body: unknown) {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    headers: {get: () => null},
    json: async () => body,
  });
}

const session = {account: {id: 1, email: 'ana@example.com', role: 'owner'}, expiresAt: Date.now() + 60_000, idleTimeoutMs: 1_800_000};
const person = (email: string, name = '') => ({
  email,
  name,
  company: 'Acme',
  submissions: 2,
  sources: ['lead', 'newsletter'],
  firstContact: Date.UTC(2026, 0, 1),
  lastContact: Date.UTC(2026, 0, 2),
});
const grace = {
  email: 'grace@example.com',
  submissions: [
    {
      source: 'lead',
      id: 1,
      createdAt: Date.UTC(2026, 0, 1),
      fields: [
        {name: 'company_name', value: 'Navy'},
        {name: 'interests', value: ['Sales Assistance', 'Data Analysis']},
        {name: 'phone', value: ''},
      ],
      mail: {status: 'failed', attempts: 5, lastError: 'relay refused', sentAt: null},
    },
    {source: 'newsletter', id: 4, createdAt: Date.UTC(2026, 0, 2), fields: [{name: 'email', value: 'grace@example.com'}], mail: null},
  ],
};

describe('staff Users page', () => {
  const fetchMock = jest.fn();
  let routes: Record<string, () => ReturnType<typeof answer>>;
  beforeEach(() => {
    fetchMock.mockReset();
    history.replace.mockReset();
    history.location.search = '';
    routes = {
      'GET /api/admin/session': () => answer(200, session),
      'GET /api/admin/contacts': () => answer(200, {contacts: [person('grace@example.com', 'Grace Hopper'), person('ada@example.com')], total: 60, page: 1, limit: 25}),
    };
    fetchMock.mockImplementation((url: string, init: {method: string}) => {
      const key = `${init.method} ${url}`;
      const route = routes[key] ?? routes[`${init.method} ${url.split('?')[0]}`];
      return route ? route() : answer(500, {error: `unexpected ${key}`});
    });
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`);

  test('lists people from the server with a count, a CSV link of the same filter, and pages', async () => {
    render(<UsersPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('button', {name: 'Open grace@example.com'})).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('grace@example.comGrace HopperAcmeLead form, Newsletter2');
    expect(screen.getByText('60 people found. Page 1 of 3.')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Export these people as CSV'})).toHaveAttribute('href', '/api/admin/contacts/export.csv');

    const user = userEvent.setup();
    expect(screen.getByRole('button', {name: 'Previous page'})).toBeDisabled();
    await user.click(screen.getByRole('button', {name: 'Next page'}));
    await screen.findByRole('table');
    expect(calls()).toContain('GET /api/admin/contacts?page=2');
  });

  test('the filters go to the server together, and the export link follows them', async () => {
    const user = userEvent.setup();
    render(<UsersPage />);
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Name, e-mail or company'), 'grace');
    await user.selectOptions(screen.getByLabelText('Source'), 'Lead form');
    await user.type(screen.getByLabelText('From (day)'), '2026-01-01');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name');
    await user.selectOptions(screen.getByLabelText('Order'), 'Ascending (oldest, A to Z)');
    await user.click(screen.getByRole('button', {name: 'Show people'}));
    await screen.findByRole('table');
    const query = '?q=grace&source=lead&from=2026-01-01&sort=name&order=asc';
    expect(calls()).toContain(`GET /api/admin/contacts${query}`);
    expect(screen.getByRole('link', {name: 'Export these people as CSV'})).toHaveAttribute('href', `/api/admin/contacts/export.csv${query}`);
  });

  test('an empty result and a refused filter say so', async () => {
    routes['GET /api/admin/contacts'] = () => answer(200, {contacts: [], total: 0, page: 1, limit: 25});
    const user = userEvent.setup();
    render(<UsersPage />);
    expect(await screen.findByText('No one matches these filters.')).toBeInTheDocument();
    routes['GET /api/admin/contacts'] = () => answer(400, {code: 'invalidDateRange', error: 'x'});
    await user.click(screen.getByRole('button', {name: 'Show people'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter real days, the first one not after the last.');
  });

  test('a person who was handed off shows that conversation with its transcript', async () => {
    routes['GET /api/admin/contacts/person?email=grace%40example.com'] = () =>
      answer(200, {
        ...grace,
        conversations: [
          {
            conversation: {
              id: 'conv_1',
              createdAt: Date.UTC(2026, 0, 3, 9, 0),
              updatedAt: Date.UTC(2026, 0, 3, 9, 5),
              locale: 'en',
              agent: {id: 'agt_site', name: 'AgentWorks website', sandbox: false},
              visitor: {email: 'grace@example.com', name: 'Grace Hopper', company: null, phone: null},
              handedOff: true,
              handedOffAt: Date.UTC(2026, 0, 3, 9, 5),
              userId: null,
              rating: null,
              messageCount: 2,
              firstQuestion: 'Can I get a discount?',
              answeredWithoutSources: true,
            },
            messages: [
              {id: 'msg_1', role: 'user', content: 'Can I get a discount?', sources: [], uncertain: false, rating: null, createdAt: Date.UTC(2026, 0, 3, 9, 0)},
              {
                id: 'msg_2',
                role: 'assistant',
                content: 'Our pages do not cover that; sales can help.',
                sources: [],
                uncertain: true,
                rating: null,
                createdAt: Date.UTC(2026, 0, 3, 9, 1),
              },
            ],
          },
        ] satisfies HandedOffConversation[],
      });
    const user = userEvent.setup();
    render(<UsersPage />);
    await user.click(await screen.findByRole('button', {name: 'Open grace@example.com'}));
    const section = await screen.findByRole('region', {name: 'Conversations handed off to sales'});
    const conversation = within(section).getByRole('article', {name: /^Handed off on .+ \(started .+\)$/});
    const messages = within(conversation).getAllByRole('listitem');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toHaveTextContent(/^Visitor · .+Can I get a discount\?$/);
    expect(messages[1]).toHaveTextContent(/^Agent · .+Our pages do not cover that; sales can help\.$/);
  });

  test('a lead who tried an agent on their content shows its sources and the questions with the answers and citations', async () => {
    const at = Date.UTC(2026, 0, 4, 10, 0);
    routes['GET /api/admin/contacts/person?email=grace%40example.com'] = () =>
      answer(200, {
        ...grace,
        conversations: [],
        sandboxes: [
          {
            agentId: 'agt_sbx_abc',
            name: 'Sandbox abcdef',
            expiresAt: Date.UTC(2026, 1, 3, 10, 0),
            sources: [{title: 'returns.pdf', sourceUrl: null, createdAt: at}],
            conversations: [
              {
                conversation: {
                  id: 'conv_2',
                  createdAt: at,
                  updatedAt: at,
                  locale: 'en',
                  agent: {id: 'agt_sbx_abc', name: 'Sandbox abcdef', sandbox: true},
                  visitor: {email: null, name: null, company: null, phone: null},
                  handedOff: false,
                  handedOffAt: null,
                  userId: null,
                  rating: null,
                  messageCount: 2,
                  firstQuestion: 'How long do returns take?',
                  answeredWithoutSources: false,
                },
                messages: [
                  {id: 'm1', role: 'user', content: 'How long do returns take?', sources: [], uncertain: false, rating: null, createdAt: at},
                  {
                    id: 'm2',
                    role: 'assistant',
                    content: 'Returns take 14 days.',
                    sources: [{title: 'returns.pdf › Page 2', url: '/v1/knowledge/kn_1#page-2', snippet: ''}],
                    uncertain: false,
                    rating: null,
                    createdAt: at,
                  },
                ],
              },
            ],
          },
        ] satisfies LeadSandbox[],
      });
    const user = userEvent.setup();
    render(<UsersPage />);
    await user.click(await screen.findByRole('button', {name: 'Open grace@example.com'}));
    const section = await screen.findByRole('region', {name: 'Agent tried on their content'});
    const sandbox = within(section).getByRole('article', {name: /^Sandbox abcdef, kept until .+$/});
    const [sources, transcript] = within(sandbox).getAllByRole('list');
    expect(within(sources).getByRole('listitem')).toHaveTextContent('returns.pdf');
    const messages = within(transcript).getAllByRole('listitem');
    expect(messages[0]).toHaveTextContent(/^Visitor · .+How long do returns take\?$/);
    expect(messages[1]).toHaveTextContent(/^Agent · .+Returns take 14 days\.Cited: returns\.pdf › Page 2$/);
  });

  test('a person without handed-off conversations shows no such section', async () => {
    routes['GET /api/admin/contacts/person?email=grace%40example.com'] = () => answer(200, {...grace, conversations: []});
    const user = userEvent.setup();
    render(<UsersPage />);
    await user.click(await screen.findByRole('button', {name: 'Open grace@example.com'}));
    await screen.findByRole('list', {name: 'Submissions, oldest first'});
    expect(screen.queryByRole('region', {name: 'Conversations handed off to sales'})).toBeNull();
  });

  test("a person's submissions show in order with their answers and mail state; erasure asks first, naming them", async () => {
    routes['GET /api/admin/contacts/person?email=grace%40example.com'] = () => answer(200, grace);
    routes['DELETE /api/admin/contacts/person?email=grace%40example.com'] = () => answer(200, {records: 2, mails: 1});
    const user = userEvent.setup();
    render(<UsersPage />);
    await user.click(await screen.findByRole('button', {name: 'Open grace@example.com'}));

    const heading = screen.getByRole('heading', {level: 2, name: 'grace@example.com'});
    expect(heading).toHaveFocus();
    expect(history.replace).toHaveBeenCalledWith({search: '?email=grace%40example.com'});
    const list = await screen.findByRole('list', {name: 'Submissions, oldest first'});
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', {level: 3}).textContent)).toEqual([
      expect.stringMatching(/^Lead form, /),
      expect.stringMatching(/^Newsletter, /),
    ]);
    expect(within(items[0]!).getByText('Sales Assistance, Data Analysis')).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Phone')).toBeNull();
    expect(items[0]).toHaveTextContent('Notification failed (5 attempts) Last error: relay refused');
    expect(items[1]).toHaveTextContent('No notification recorded for this submission.');

    await user.click(screen.getByRole('button', {name: 'Erase grace@example.com'}));
    const confirm = screen.getByRole('group', {name: 'Confirm erasing grace@example.com'});
    expect(confirm).toHaveTextContent('Delete all 2 submissions of grace@example.com and their notifications?');
    expect(calls().filter((c) => c.startsWith('DELETE'))).toEqual([]);
    await user.click(within(confirm).getByRole('button', {name: 'Cancel'}));
    expect(screen.queryByRole('group')).toBeNull();

    await user.click(screen.getByRole('button', {name: 'Erase grace@example.com'}));
    await user.click(screen.getByRole('button', {name: 'Yes, erase'}));
    expect(await screen.findByText(/Everything about grace@example.com was erased\./)).toBeInTheDocument();
    expect(calls()).toContain('DELETE /api/admin/contacts/person?email=grace%40example.com');
    expect(history.replace).toHaveBeenLastCalledWith({search: ''});
  });

  test('?email= opens the person; an unknown one says so and leads back to the list', async () => {
    history.location.search = '?email=gone%40example.com';
    routes['GET /api/admin/contacts/person?email=gone%40example.com'] = () => answer(404, {code: 'contactNotFound', error: 'x'});
    const user = userEvent.setup();
    render(<UsersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No one with this e-mail address is stored (any more).');
    await user.click(screen.getByRole('button', {name: 'Back to the list'}));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
