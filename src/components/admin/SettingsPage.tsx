/**
 * /admin-settings: who hears about new submissions and the mail not sent yet, the person's
 * sessions, second factors and password, the staff accounts, the agent API's keys and webhooks, and the audit log.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import {staffPaths} from '@site/src/config/ids';
import {StaffShell} from './StaffShell';
import {AccountsCard} from './settings/AccountsCard';
import {ApiKeysCard} from './settings/ApiKeysCard';
import {AuditCard} from './settings/AuditCard';
import {OutboxCard} from './settings/OutboxCard';
import {PasswordCard} from './settings/PasswordCard';
import {RecipientsCard} from './settings/RecipientsCard';
import {SecurityCard} from './settings/SecurityCard';
import {SessionsCard} from './settings/SessionsCard';
import {WebhooksCard} from './settings/WebhooksCard';

export function SettingsPage(): React.JSX.Element {
  return (
    <StaffShell title={translate({id: 'admin.settings.title', message: 'Settings'})} page={staffPaths.settings}>
      <SessionsCard />
      <SecurityCard />
      <PasswordCard />
      <AccountsCard />
      <RecipientsCard />
      <OutboxCard />
      <ApiKeysCard />
      <WebhooksCard />
      <AuditCard />
    </StaffShell>
  );
}
