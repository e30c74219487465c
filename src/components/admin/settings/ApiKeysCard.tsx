/**
 * Settings: the agent API's keys (SPEC §6). Staff see every key with its agent and what it may
 * do (the docs' sandboxes' keys only when they ask, issue 20 §3), make one (its secret is shown
 * once, right here) and revoke one after a confirmation, since every caller using it is refused
 * at once.
 */
import React, {useState, type FormEvent} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import fieldStyles from '@site/src/css/formFields.module.css';
import {
  apiKeyNameMaxLength,
  apiKeyPermissions,
  defaultRateLimit,
  isKeyOrigin,
  maxRateLimit,
  originList,
  type ApiKeyPermission,
  type ApiKeyType,
  type ApiKeyView,
  type ListedApiKeyView,
  type NewApiKey,
} from '@site/src/lib/staff/apiKeys';
import {agentScopeParam, defaultAgentScope, type AgentScope} from '@site/src/lib/staff/agents';
import {AgentName, AgentScopeField, agentColumn} from '../AgentScope';
import {StaffCard, StaffTable} from '../StaffCard';
import {RoleHint, useCan} from '../RoleGate';
import {useStaffSession} from '../StaffSession';
import {Field, SelectField} from '../fields';
import {staffErrorText} from '../text';
import {useStaffData} from '../useStaffData';
import {useStaffDates} from '../useStaffDates';
import {ConfirmAction} from './ConfirmAction';
import {SecretOnce} from './SecretOnce';
import styles from '../styles.module.css';

function emptyText(scope: AgentScope): React.JSX.Element {
  switch (scope) {
    case 'site':
      return <Translate id="admin.keys.emptySite">No API key of the site's or staff-made agents.</Translate>;
    case 'sandbox':
      return <Translate id="admin.keys.emptySandbox">No docs sandbox has a key now: sandboxes are deleted a day after they are made.</Translate>;
    case 'all':
      return <Translate id="admin.keys.empty">No API key yet.</Translate>;
  }
}

function typeText(type: ApiKeyType): string {
  switch (type) {
    case 'public':
      return translate({id: 'admin.keys.typePublic', message: 'Public (pk_, browsers)'});
    case 'private':
      return translate({id: 'admin.keys.typePrivate', message: 'Private (sk_, servers, everything)'});
    default:
      return translate({id: 'admin.keys.typeScoped', message: 'Scoped (rk_, chosen permissions)'});
  }
}

type Draft = {name: string; type: ApiKeyType; permissions: ApiKeyPermission[]; origins: string; rateLimit: string};
const emptyDraft: Draft = {name: '', type: 'public', permissions: [], origins: 'self', rateLimit: ''};

/** The request for `draft`, or what is wrong with it (a translated sentence). */
function requestOf(draft: Draft): {ok: true; body: NewApiKey} | {ok: false; error: string} {
  const name = draft.name.trim();
  if (!name || name.length > apiKeyNameMaxLength) {
    return {ok: false, error: translate({id: 'admin.keys.nameRequired', message: 'Give the key a name of 1 to 100 characters.'})};
  }
  const body: NewApiKey = {name, type: draft.type};
  if (draft.type === 'scoped') {
    if (draft.permissions.length === 0) {
      return {ok: false, error: translate({id: 'admin.keys.permissionsRequired', message: 'Choose at least one permission for a scoped key.'})};
    }
    body.permissions = apiKeyPermissions.filter((permission) => draft.permissions.includes(permission));
  }
  if (draft.type === 'public') {
    const origins = originList(draft.origins);
    if (origins.length === 0 || !origins.every(isKeyOrigin)) {
      return {
        ok: false,
        error: translate({
          id: 'admin.keys.originsInvalid',
          message: 'List the origins the key may be used from, such as https://shop.example, or self for this site.',
        }),
      };
    }
    body.origins = origins;
  }
  if (draft.rateLimit.trim()) {
    const limit = Number(draft.rateLimit);
    if (!Number.isInteger(limit) || limit < 1 || limit > maxRateLimit) {
      return {
        ok: false,
        error: translate({id: 'admin.keys.rateLimitInvalid', message: 'Give the rate limit as a whole number of requests per minute, from 1 to 100000.'}),
      };
    }
    body.rateLimit = limit;
  }
  return {ok: true, body};
}

export function ApiKeysCard(): React.JSX.Element {
  const {api} = useStaffSession();
  const mayChange = useCan('apiKeys:write');
  const formatDate = useStaffDates();
  const [scope, setScope] = useState<AgentScope>(defaultAgentScope);
  const query = new URLSearchParams(agentScopeParam(scope)).toString();
  const {data, error, setError, reload: load} = useStaffData<{keys: ListedApiKeyView[]}>(`/api-keys${query ? `?${query}` : ''}`);
  const keys = data?.keys ?? null;
  const [status, setStatus] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<{key: ApiKeyView; secret: string} | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const request = requestOf(draft);
    if (!request.ok) return setFormError(request.error);
    const result = await api<{key: ApiKeyView; secret: string}>('POST', '/api-keys', request.body);
    if (!result.ok) return setFormError(staffErrorText(result.code));
    setFormError(null);
    setDraft(emptyDraft);
    setCreated(result.data);
    setStatus(translate({id: 'admin.keys.created', message: 'Key {name} created.'}, {name: result.data.key.name}));
    await load();
  };

  const revoke = async (key: ListedApiKeyView) => {
    const result = await api('DELETE', `/api-keys/${encodeURIComponent(key.id)}`);
    await load();
    if (!result.ok) return setError(staffErrorText(result.code));
    setStatus(translate({id: 'admin.keys.revoked', message: 'Key {name} is revoked: requests with it are refused.'}, {name: key.name}));
  };

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => setDraft((current) => ({...current, [field]: value}));
  const togglePermission = (permission: ApiKeyPermission, on: boolean) =>
    set('permissions', on ? [...draft.permissions, permission] : draft.permissions.filter((p) => p !== permission));
  const none = '—';

  return (
    <StaffCard id="api-keys" title={<Translate id="admin.keys.title">API keys</Translate>} error={error} status={status}>
      {created && (
        <SecretOnce
          id="new-key-secret"
          label={translate({id: 'admin.keys.secretLabel', message: 'The secret of key {name}'}, {name: created.key.name})}
          secret={created.secret}
          onDone={() => setCreated(null)}
        />
      )}
      <div className={styles.agentScope}>
        <AgentScopeField id="key-agents" value={scope} onChange={setScope} />
      </div>
      <StaffTable
        rows={keys}
        failed={error !== null}
        empty={emptyText(scope)}
        rowKey={(key) => key.id}
        columns={[
          {header: <Translate id="admin.keys.name">Name</Translate>},
          agentColumn(),
          {header: <Translate id="admin.keys.typeAndPrefix">Type and prefix</Translate>},
          {header: <Translate id="admin.keys.permissions">Permissions</Translate>},
          {header: <Translate id="admin.keys.origins">Origins</Translate>},
          {header: <Translate id="admin.keys.rateLimit">Requests per minute</Translate>},
          {header: <Translate id="admin.keys.createdAt">Created</Translate>},
          {header: <Translate id="admin.keys.lastUsed">Last used</Translate>},
          {header: <Translate id="admin.keys.revokedAt">Revoked</Translate>},
        ]}
        cells={(key) => [
          key.name,
          <AgentName agent={key.agent} />,
          // One column for both, and the live key's Revoke button in the Revoked column: with
          // the Agent column the table still fits a 1366-pixel screen.
          <>
            {typeText(key.type)}{' '}
            <span className={styles.keyPrefix}>{`${key.prefix}…`}</span>
          </>,
          key.permissions.join(', ') || none,
          key.origins.join(', ') || none,
          String(key.rateLimit),
          formatDate(key.createdAt),
          key.lastUsedAt ? formatDate(key.lastUsedAt) : translate({id: 'admin.keys.neverUsed', message: 'Never'}),
          key.revokedAt ? (
            formatDate(key.revokedAt)
          ) : !mayChange ? (
            none
          ) : (
            <ConfirmAction
              action={translate({id: 'admin.keys.revokeShort', message: 'Revoke'})}
              actionLabel={translate({id: 'admin.keys.revoke', message: 'Revoke {name}'}, {name: key.name})}
              groupLabel={translate({id: 'admin.keys.confirmLabel', message: 'Confirm revoking {name}'}, {name: key.name})}
              question={<Translate id="admin.keys.confirm">Callers using it are refused at once. Revoke?</Translate>}
              confirm={<Translate id="admin.keys.confirmYes">Yes, revoke</Translate>}
              cancel={<Translate id="admin.accounts.confirmNo">Cancel</Translate>}
              onConfirm={() => revoke(key)}
            />
          ),
        ]}
      />
      <RoleHint permission="apiKeys:write" />
      {mayChange && (
        <form className={styles.stack} noValidate onSubmit={(event) => void create(event)} aria-labelledby="add-key-heading">
          <Heading as="h3" id="add-key-heading">
            <Translate id="admin.keys.addTitle">Create a key</Translate>
          </Heading>
          <Field id="new-key-name" label={translate({id: 'admin.keys.nameLabel', message: 'Name (where the key is used)'})}>
            <input
              id="new-key-name"
              className={fieldStyles.input}
              value={draft.name}
              maxLength={apiKeyNameMaxLength}
              autoComplete="off"
              onChange={(event) => set('name', event.target.value)}
            />
          </Field>
          <SelectField
            id="new-key-type"
            label={translate({id: 'admin.keys.typeLabel', message: 'Type'})}
            value={draft.type}
            options={(['public', 'private', 'scoped'] as const).map((type) => ({value: type, label: typeText(type)}))}
            onChange={(value) => set('type', value as ApiKeyType)}
          />
          {draft.type === 'scoped' && (
            <fieldset className={styles.checkGroup}>
              <legend>
                <Translate id="admin.keys.permissionsLabel">Permissions</Translate>
              </legend>
              <div className={styles.checkRow}>
                {apiKeyPermissions.map((permission) => (
                  <label key={permission}>
                    <input
                      type="checkbox"
                      checked={draft.permissions.includes(permission)}
                      onChange={(event) => togglePermission(permission, event.target.checked)}
                    />
                    {permission}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {draft.type === 'public' && (
            <Field id="new-key-origins" label={translate({id: 'admin.keys.originsLabel', message: 'Origins allowed to use it (one per line; self = this site)'})}>
              <textarea
                id="new-key-origins"
                className={fieldStyles.input}
                rows={2}
                value={draft.origins}
                spellCheck={false}
                onChange={(event) => set('origins', event.target.value)}
              />
            </Field>
          )}
          <Field
            id="new-key-rate"
            label={translate(
              {id: 'admin.keys.rateLabel', message: 'Requests per minute (empty: {default})'},
              {default: String(defaultRateLimit[draft.type])},
            )}>
            <input
              id="new-key-rate"
              className={fieldStyles.input}
              inputMode="numeric"
              value={draft.rateLimit}
              onChange={(event) => set('rateLimit', event.target.value)}
            />
          </Field>
          {formError && (
            <p role="alert" className={styles.error}>
              {formError}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className="button button--primary">
              <Translate id="admin.keys.create">Create key</Translate>
            </button>
          </div>
        </form>
      )}
    </StaffCard>
  );
}
