import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {StaffShell} from '@site/src/components/admin';
import {ApiKeysCard} from '@site/src/components/admin/settings/ApiKeysCard';
import {WebhooksCard} from '@site/src/components/admin/settings/WebhooksCard';
import type {ListedApiKeyView as ApiKeyView} from '@site/src/lib/staff/apiKeys';
import type {WebhookDeliveryView, WebhookEndpointView} from '@site/src/lib/staff/webhooks';
import {fakeStaffApi, type StaffCall} from '../../doubles/staffFetch';

function inSettings(card: React.ReactNode) {
  return render(
    <StaffShell title="Settings" page="/admin-settings">
      {card}
    </StaffShell>,
  );
}

const created = Date.UTC(2026, 10, 24, 9, 30);

function key(overrides: Partial<ApiKeyView>): ApiKeyView {
  return {
    id: 'key_1',
    agentId: 'agt_site',
    name: 'Site widget',
    type: 'public',
    prefix: 'pk_abcdefghi',
    permissions: ['ask', 'handoff', 'feedback'],
    origins: ['self'],
    rateLimit: 60,
    createdAt: created,
    lastUsedAt: null,
    revokedAt: null,
    expiresAt: null,
    agent: {id: 'agt_site', name: 'AgentWorks website', sandbox: false},
    ...overrides,
  };
}

describe('API keys card', () => {
  let keys: ApiKeyView[];
  let calls: StaffCall[];
  beforeEach(() => {
    keys = [key({})];
    calls = fakeStaffApi({
      'GET /api-keys': () => [200, {keys}],
      'POST /api-keys': ({body}) => {
        const request = body as {name: string; type: ApiKeyView['type']; permissions?: ApiKeyView['permissions']; origins?: string[]; rateLimit?: number};
        const made = key({
          id: 'key_2',
          name: request.name,
          type: request.type,
          prefix: 'rk_123456789',
          permissions: request.permissions ?? [],
          origins: request.origins ?? [],
          rateLimit: request.rateLimit ?? 600,
        });
        keys = [...keys, made];
        return [201, {key: made, secret: 'rk_123456789abcdefSECRET'}];
      },
      'DELETE /api-keys/key_1': () => {
        keys = keys.map((k) => (k.id === 'key_1' ? {...k, revokedAt: Date.now()} : k));
        return [204, undefined];
      },
    });
  });
  const posts = () => calls.filter((call) => call.method === 'POST').map((call) => call.body);

  test('lists each key with what it may do', async () => {
    inSettings(<ApiKeysCard />);
    const row = (await screen.findByRole('cell', {name: 'Site widget'})).closest('tr')!;
    expect(within(row).getByText('Public (pk_, browsers)')).toBeInTheDocument();
    expect(within(row).getByText('pk_abcdefghi…')).toBeInTheDocument();
    expect(within(row).getByText('ask, handoff, feedback')).toBeInTheDocument();
    expect(within(row).getByText('self')).toBeInTheDocument();
    expect(within(row).getByText('60')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
  });

  test("each key names its agent; the docs sandboxes' keys are listed only when asked for", async () => {
    const sandboxKey = key({id: 'key_sbx', name: 'Sandbox key', type: 'private', agent: {id: 'agt_sbx_1', name: 'Sandbox', sandbox: true}});
    fakeStaffApi({'GET /api-keys': ({path}) => [200, {keys: path.endsWith('?agents=sandbox') ? [sandboxKey] : path.endsWith('?agents=all') ? [] : keys}]});
    const user = userEvent.setup();
    inSettings(<ApiKeysCard />);
    const row = (await screen.findByRole('cell', {name: 'Site widget'})).closest('tr')!;
    expect(within(row).getByRole('cell', {name: 'AgentWorks website'})).toBeInTheDocument();
    expect(screen.getByRole('columnheader', {name: 'Agent'})).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Agents'), 'Docs sandboxes');
    const sandboxRow = (await screen.findByRole('cell', {name: 'Sandbox key'})).closest('tr')!;
    expect(within(sandboxRow).getByRole('cell', {name: 'Sandbox sandbox'})).toBeInTheDocument();
    expect(screen.queryByRole('cell', {name: 'Site widget'})).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Agents'), 'All agents');
    expect(await screen.findByText('No API key yet.')).toBeInTheDocument();
  });

  test('a scoped key needs a permission; its secret is shown once, with a copy button', async () => {
    const user = userEvent.setup();
    inSettings(<ApiKeysCard />);
    await screen.findByRole('cell', {name: 'Site widget'});
    await user.type(screen.getByLabelText('Name (where the key is used)'), 'Reporting');
    await user.selectOptions(screen.getByLabelText('Type'), 'scoped');
    expect(screen.queryByLabelText(/Origins allowed/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Create key'}));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one permission for a scoped key.');
    expect(posts()).toEqual([]);

    const permissions = screen.getByRole('group', {name: 'Permissions'});
    await user.click(within(permissions).getByRole('checkbox', {name: 'knowledge:read'}));
    await user.click(within(permissions).getByRole('checkbox', {name: 'conversations:read'}));
    await user.type(screen.getByLabelText('Requests per minute (empty: 600)'), '120');
    await user.click(screen.getByRole('button', {name: 'Create key'}));

    const secret = await screen.findByRole('group', {name: 'The secret of key Reporting'});
    expect(secret).toHaveAccessibleDescription(/shown only this once and cannot be shown again/);
    expect(within(secret).getByText('rk_123456789abcdefSECRET')).toBeInTheDocument();
    expect(posts()).toEqual([{name: 'Reporting', type: 'scoped', permissions: ['conversations:read', 'knowledge:read'], rateLimit: 120}]);
    await user.click(within(secret).getByRole('button', {name: 'Copy'}));
    expect(await navigator.clipboard.readText()).toBe('rk_123456789abcdefSECRET');
    expect(within(secret).getByRole('status')).toHaveTextContent('Copied to the clipboard.');

    await user.click(within(secret).getByRole('button', {name: 'I have copied it'}));
    expect(screen.queryByText('rk_123456789abcdefSECRET')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', {name: 'Reporting'})).toBeInTheDocument();
  });

  test.each([
    ['no name', '', 'self', '', 'Give the key a name of 1 to 100 characters.'],
    ['an origin with a path', 'Shop', 'https://shop.example/cart', '', 'List the origins the key may be used from'],
    ['no origin', 'Shop', '', '', 'List the origins the key may be used from'],
    ['a rate limit of zero', 'Shop', 'self', '0', 'Give the rate limit as a whole number'],
    ['a fractional rate limit', 'Shop', 'self', '1.5', 'Give the rate limit as a whole number'],
  ])('a public key with %s is not sent', async (_what, name, origins, rate, message) => {
    const user = userEvent.setup();
    inSettings(<ApiKeysCard />);
    await screen.findByRole('cell', {name: 'Site widget'});
    if (name) await user.type(screen.getByLabelText('Name (where the key is used)'), name);
    await user.clear(screen.getByLabelText(/Origins allowed/));
    if (origins) await user.type(screen.getByLabelText(/Origins allowed/), origins);
    if (rate) await user.type(screen.getByLabelText('Requests per minute (empty: 60)'), rate);
    await user.click(screen.getByRole('button', {name: 'Create key'}));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(posts()).toEqual([]);
  });

  test('a public key sends its origins', async () => {
    const user = userEvent.setup();
    inSettings(<ApiKeysCard />);
    await screen.findByRole('cell', {name: 'Site widget'});
    await user.type(screen.getByLabelText('Name (where the key is used)'), 'Shop');
    await user.type(screen.getByLabelText(/Origins allowed/), '{Enter}https://shop.example/');
    await user.click(screen.getByRole('button', {name: 'Create key'}));
    await screen.findByRole('group', {name: 'The secret of key Shop'});
    expect(posts()).toEqual([{name: 'Shop', type: 'public', origins: ['self', 'https://shop.example']}]);
  });

  test('revoking asks first; Cancel keeps the key', async () => {
    const user = userEvent.setup();
    inSettings(<ApiKeysCard />);
    await user.click(await screen.findByRole('button', {name: 'Revoke Site widget'}));
    const confirm = screen.getByRole('group', {name: 'Confirm revoking Site widget'});
    expect(within(confirm).getByRole('button', {name: 'Cancel'})).toHaveFocus();
    await user.click(within(confirm).getByRole('button', {name: 'Cancel'}));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', {name: 'Revoke Site widget'}));
    await user.click(screen.getByRole('button', {name: 'Yes, revoke'}));
    expect(await screen.findByText('Key Site widget is revoked: requests with it are refused.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api-keys/key_1']);
    expect(screen.queryByRole('button', {name: 'Revoke Site widget'})).not.toBeInTheDocument();
  });

  test('a refusal of the server is shown in the form', async () => {
    fakeStaffApi({'GET /api-keys': () => [200, {keys: []}], 'POST /api-keys': () => [500, {code: 'internalError', error: 'x'}]});
    const user = userEvent.setup();
    inSettings(<ApiKeysCard />);
    expect(await screen.findByText("No API key of the site's or staff-made agents.")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name (where the key is used)'), 'Shop');
    await user.click(screen.getByRole('button', {name: 'Create key'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.queryByRole('group', {name: /The secret/})).not.toBeInTheDocument();
  });
});

describe('webhooks card', () => {
  let endpoints: WebhookEndpointView[];
  let deliveries: WebhookDeliveryView[];
  let calls: StaffCall[];
  const endpoint: WebhookEndpointView = {
    id: 'whe_1',
    agentId: 'agt_site',
    url: 'https://crm.example/hooks',
    events: ['conversation.created', 'message.created'],
    createdAt: created,
  };
  const delivery = (overrides: Partial<WebhookDeliveryView>): WebhookDeliveryView => ({
    id: 'whd_1',
    eventType: 'message.created',
    status: 'sent',
    attempts: 1,
    lastStatus: 200,
    lastError: null,
    createdAt: created,
    nextAttemptAt: created,
    deliveredAt: created,
    ...overrides,
  });
  beforeEach(() => {
    endpoints = [endpoint];
    deliveries = [delivery({id: 'whd_2', status: 'failed', attempts: 10, lastStatus: null, lastError: 'No answer within 10000 ms', deliveredAt: null}), delivery({})];
    calls = fakeStaffApi({
      'GET /webhooks': () => [200, {endpoints}],
      'POST /webhooks': ({body}) => {
        const made = {...endpoint, id: 'whe_2', ...(body as object)} as WebhookEndpointView;
        endpoints = [...endpoints, made];
        return [201, {endpoint: made, secret: 'whsec_SECRETSECRET'}];
      },
      'DELETE /webhooks/whe_1': () => {
        endpoints = [];
        return [204, undefined];
      },
      'GET /webhooks/whe_1/deliveries': () => [200, {deliveries}],
      'POST /webhooks/whe_1/deliveries/whd_2/retry': () => {
        deliveries = deliveries.map((d) => (d.id === 'whd_2' ? {...d, status: 'pending', attempts: 0} : d));
        return [204, undefined];
      },
    });
  });
  const posts = () => calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);

  test('adds an endpoint for the chosen events and shows its secret once', async () => {
    const user = userEvent.setup();
    inSettings(<WebhooksCard />);
    await screen.findByRole('cell', {name: 'https://crm.example/hooks'});
    const url = screen.getByLabelText('Endpoint URL (https://…)');
    await user.type(url, 'ftp://crm.example');
    await user.click(screen.getByRole('button', {name: 'Add endpoint'}));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the endpoint as an http:// or https:// URL.');
    await user.clear(url);
    await user.type(url, 'https://me:pw@crm.example/x');
    await user.click(screen.getByRole('button', {name: 'Add endpoint'}));
    expect(screen.getByRole('alert')).toHaveTextContent('Leave the user name and password out of the URL');
    await user.clear(url);
    await user.type(url, 'https://crm.example/new');
    const events = screen.getByRole('group', {name: 'Events to send'});
    await user.click(within(events).getByRole('checkbox', {name: 'conversation.created'}));
    await user.click(within(events).getByRole('checkbox', {name: 'message.created'}));
    await user.click(screen.getByRole('button', {name: 'Add endpoint'}));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one event.');
    expect(posts()).toEqual([]);

    await user.click(within(events).getByRole('checkbox', {name: 'message.created'}));
    await user.click(screen.getByRole('button', {name: 'Add endpoint'}));
    const secret = await screen.findByRole('group', {name: 'The signing secret of https://crm.example/new'});
    expect(within(secret).getByText('whsec_SECRETSECRET')).toBeInTheDocument();
    expect(posts()).toEqual([['/webhooks', {url: 'https://crm.example/new', events: ['message.created']}]]);
    expect(screen.getByRole('cell', {name: 'https://crm.example/new'})).toBeInTheDocument();
  });

  test('shows the delivery log and retries a failed delivery', async () => {
    const user = userEvent.setup();
    inSettings(<WebhooksCard />);
    const toggle = await screen.findByRole('button', {name: 'Deliveries to https://crm.example/hooks'});
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const log = await screen.findByRole('region', {name: 'Deliveries to https://crm.example/hooks'});
    const rows = await within(log).findAllByRole('row');
    expect(within(rows[1]).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[1]).getByText('No answer within 10000 ms')).toBeInTheDocument();
    expect(within(rows[1]).getByText('10')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Sent')).toBeInTheDocument();
    expect(within(rows[2]).getByText('HTTP 200')).toBeInTheDocument();
    expect(within(rows[2]).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(rows[1]).getByRole('button', {name: /^Retry the message.created delivery of/}));
    expect(await within(log).findByText('The delivery is queued again.')).toBeInTheDocument();
    expect(within(log).getByText('Pending')).toBeInTheDocument();
    expect(posts()).toEqual([['/webhooks/whe_1/deliveries/whd_2/retry', undefined]]);
  });

  test('deleting asks first', async () => {
    const user = userEvent.setup();
    inSettings(<WebhooksCard />);
    await user.click(await screen.findByRole('button', {name: 'Delete https://crm.example/hooks'}));
    const confirm = screen.getByRole('group', {name: 'Confirm deleting https://crm.example/hooks'});
    expect(confirm).toHaveTextContent('It gets no more events. Delete?');
    await user.click(within(confirm).getByRole('button', {name: 'Yes, delete'}));
    expect(await screen.findByText('No webhook endpoint yet.')).toBeInTheDocument();
    expect(screen.getByText('Endpoint https://crm.example/hooks deleted: it gets no more events.')).toBeInTheDocument();
  });
});
