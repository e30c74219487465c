/**
 * Settings: webhook endpoints (issue 12 §2). Staff add an endpoint for conversation.created
 * and/or message.created (its signing secret is shown once), delete one after a confirmation,
 * and read an endpoint's delivery log, retrying failed deliveries.
 */
import React, {useState, type FormEvent} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import fieldStyles from '@site/src/css/formFields.module.css';
import {
  webhookEvents,
  webhookUrlIssue,
  webhookUrlMaxLength,
  type WebhookEndpointView,
  type WebhookEvent,
} from '@site/src/lib/staff/webhooks';
import {StaffCard, StaffTable} from '../StaffCard';
import {RoleHint, useCan} from '../RoleGate';
import {useStaffSession} from '../StaffSession';
import {Field} from '../fields';
import {staffErrorText} from '../text';
import {useStaffData} from '../useStaffData';
import {useStaffDates} from '../useStaffDates';
import {ConfirmAction} from './ConfirmAction';
import {SecretOnce} from './SecretOnce';
import {WebhookDeliveries} from './WebhookDeliveries';
import styles from '../styles.module.css';

export function WebhooksCard(): React.JSX.Element {
  const {api} = useStaffSession();
  const mayChange = useCan('webhooks:write');
  const formatDate = useStaffDates();
  const {data, error, setError, reload: load} = useStaffData<{endpoints: WebhookEndpointView[]}>('/webhooks');
  const endpoints = data?.endpoints ?? null;
  const [status, setStatus] = useState<string | null>(null);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...webhookEvents]);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<{endpoint: WebhookEndpointView; secret: string} | null>(null);
  const [shown, setShown] = useState<string | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const issue = webhookUrlIssue(url.trim());
    if (issue) return setFormError(staffErrorText(issue));
    if (events.length === 0) return setFormError(staffErrorText('invalidWebhookEvents'));
    const result = await api<{endpoint: WebhookEndpointView; secret: string}>('POST', '/webhooks', {url: url.trim(), events});
    if (!result.ok) return setFormError(staffErrorText(result.code));
    setFormError(null);
    setUrl('');
    setEvents([...webhookEvents]);
    setCreated(result.data);
    setStatus(translate({id: 'admin.webhooks.added', message: 'Endpoint {url} added.'}, {url: result.data.endpoint.url}));
    await load();
  };

  const remove = async (endpoint: WebhookEndpointView) => {
    const result = await api('DELETE', `/webhooks/${encodeURIComponent(endpoint.id)}`);
    if (shown === endpoint.id) setShown(null);
    await load();
    if (!result.ok) return setError(staffErrorText(result.code));
    setStatus(translate({id: 'admin.webhooks.deleted', message: 'Endpoint {url} deleted: it gets no more events.'}, {url: endpoint.url}));
  };

  const shownEndpoint = endpoints?.find((endpoint) => endpoint.id === shown);
  return (
    <StaffCard id="webhooks" title={<Translate id="admin.webhooks.title">Webhook endpoints</Translate>} error={error} status={status}>
      {created && (
        <SecretOnce
          id="new-webhook-secret"
          label={translate({id: 'admin.webhooks.secretLabel', message: 'The signing secret of {url}'}, {url: created.endpoint.url})}
          secret={created.secret}
          onDone={() => setCreated(null)}
        />
      )}
      <StaffTable
        rows={endpoints}
        failed={error !== null}
        empty={<Translate id="admin.webhooks.empty">No webhook endpoint yet.</Translate>}
        rowKey={(endpoint) => endpoint.id}
        columns={[
          {header: <Translate id="admin.webhooks.url">Address (URL)</Translate>},
          {header: <Translate id="admin.webhooks.events">Events</Translate>},
          {header: <Translate id="admin.keys.createdAt">Created</Translate>},
          {header: <Translate id="admin.sessions.actions">Actions</Translate>, hidden: true},
        ]}
        cells={(endpoint) => [
          endpoint.url,
          endpoint.events.join(', '),
          formatDate(endpoint.createdAt),
          <div className={styles.actions}>
            <button
              type="button"
              className="button button--secondary button--sm"
              aria-expanded={shown === endpoint.id}
              onClick={() => setShown(shown === endpoint.id ? null : endpoint.id)}>
              {translate({id: 'admin.webhooks.showDeliveries', message: 'Deliveries to {url}'}, {url: endpoint.url})}
            </button>
            {mayChange && (
              <ConfirmAction
                action={translate({id: 'admin.webhooks.delete', message: 'Delete {url}'}, {url: endpoint.url})}
                groupLabel={translate({id: 'admin.webhooks.confirmLabel', message: 'Confirm deleting {url}'}, {url: endpoint.url})}
                question={<Translate id="admin.webhooks.confirm">It gets no more events. Delete?</Translate>}
                confirm={<Translate id="admin.webhooks.confirmYes">Yes, delete</Translate>}
                cancel={<Translate id="admin.accounts.confirmNo">Cancel</Translate>}
                onConfirm={() => remove(endpoint)}
              />
            )}
          </div>,
        ]}
      />
      {shownEndpoint && <WebhookDeliveries key={shownEndpoint.id} endpoint={shownEndpoint} />}
      <RoleHint permission="webhooks:write" />
      {mayChange && (
        <form className={styles.stack} noValidate onSubmit={(event) => void add(event)} aria-labelledby="add-webhook-heading">
          <Heading as="h3" id="add-webhook-heading">
            <Translate id="admin.webhooks.addTitle">Add an endpoint</Translate>
          </Heading>
          <Field id="new-webhook-url" label={translate({id: 'admin.webhooks.urlLabel', message: 'Endpoint URL (https://…)'})}>
            <input
              id="new-webhook-url"
              type="url"
              className={fieldStyles.input}
              value={url}
              maxLength={webhookUrlMaxLength}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => setUrl(event.target.value)}
            />
          </Field>
          <fieldset className={styles.checkGroup}>
            <legend>
              <Translate id="admin.webhooks.eventsLabel">Events to send</Translate>
            </legend>
            <div className={styles.checkRow}>
              {webhookEvents.map((name) => (
                <label key={name}>
                  <input
                    type="checkbox"
                    checked={events.includes(name)}
                    onChange={(event) => setEvents(event.target.checked ? [...events, name] : events.filter((e) => e !== name))}
                  />
                  {name}
                </label>
              ))}
            </div>
          </fieldset>
          {formError && (
            <p role="alert" className={styles.error}>
              {formError}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className="button button--primary">
              <Translate id="admin.webhooks.add">Add endpoint</Translate>
            </button>
          </div>
        </form>
      )}
    </StaffCard>
  );
}
