/** Settings > Webhooks: one endpoint's delivery log, newest first, with a retry for failed ones. */
import React, {useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {DeliveryStatus, WebhookDeliveryView, WebhookEndpointView} from '@site/src/lib/staff/webhooks';
import {StaffTable} from '../StaffCard';
import {useCan} from '../RoleGate';
import {useStaffSession} from '../StaffSession';
import {staffErrorText} from '../text';
import {useStaffData} from '../useStaffData';
import {useStaffDates} from '../useStaffDates';
import styles from '../styles.module.css';

function statusText(status: DeliveryStatus): string {
  switch (status) {
    case 'sent':
      return translate({id: 'admin.webhooks.statusSent', message: 'Sent'});
    case 'failed':
      return translate({id: 'admin.webhooks.statusFailed', message: 'Failed'});
    default:
      return translate({id: 'admin.webhooks.statusPending', message: 'Pending'});
  }
}

function responseText(delivery: WebhookDeliveryView): string {
  if (delivery.lastStatus !== null) return `HTTP ${delivery.lastStatus}`;
  return delivery.lastError ?? '—';
}

export function WebhookDeliveries({endpoint}: {endpoint: WebhookEndpointView}): React.JSX.Element {
  const {api} = useStaffSession();
  const mayRetry = useCan('webhooks:write');
  const formatDate = useStaffDates();
  const base = `/webhooks/${encodeURIComponent(endpoint.id)}/deliveries`;
  const {data, error, setError, reload: load} = useStaffData<{deliveries: WebhookDeliveryView[]}>(base);
  const deliveries = data?.deliveries ?? null;
  const [status, setStatus] = useState<string | null>(null);

  const retry = async (delivery: WebhookDeliveryView) => {
    const result = await api('POST', `${base}/${encodeURIComponent(delivery.id)}/retry`);
    await load();
    if (!result.ok) return setError(staffErrorText(result.code));
    setStatus(translate({id: 'admin.webhooks.retried', message: 'The delivery is queued again.'}));
  };

  const headingId = `deliveries-${endpoint.id}-heading`;
  return (
    <section aria-labelledby={headingId} className={styles.stack}>
      <Heading as="h3" id={headingId}>
        {translate({id: 'admin.webhooks.deliveriesTitle', message: 'Deliveries to {url}'}, {url: endpoint.url})}
      </Heading>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <p role="status" className={styles.muted}>
        {status}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary button--sm" onClick={() => void load()}>
          <Translate id="admin.outbox.refresh">Refresh</Translate>
        </button>
      </div>
      <StaffTable
        rows={deliveries}
        failed={error !== null}
        empty={<Translate id="admin.webhooks.noDeliveries">No event has been sent to this endpoint yet.</Translate>}
        rowKey={(delivery) => delivery.id}
        columns={[
          {header: <Translate id="admin.webhooks.event">Event</Translate>},
          {header: <Translate id="admin.webhooks.status">Status</Translate>},
          {header: <Translate id="admin.outbox.attempts">Attempts</Translate>},
          {header: <Translate id="admin.webhooks.lastResponse">Last response</Translate>},
          {header: <Translate id="admin.webhooks.time">Time</Translate>},
          {header: <Translate id="admin.sessions.actions">Actions</Translate>, hidden: true},
        ]}
        cells={(delivery) => [
          delivery.eventType,
          statusText(delivery.status),
          String(delivery.attempts),
          responseText(delivery),
          formatDate(delivery.deliveredAt ?? delivery.createdAt),
          mayRetry && delivery.status === 'failed' ? (
            <button type="button" className="button button--secondary button--sm" onClick={() => void retry(delivery)}>
              <Translate id="admin.outbox.retry">Retry</Translate>
              <span className="sr-only">
                {' '}
                {translate(
                  {id: 'admin.webhooks.retryWhich', message: 'the {event} delivery of {time}'},
                  {event: delivery.eventType, time: formatDate(delivery.createdAt)},
                )}
              </span>
            </button>
          ) : null,
        ]}
      />
    </section>
  );
}
