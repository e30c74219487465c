/**
 * /admin-setup?token=...: the first account, from the one-time link the server logs on its first
 * start (or `npm run admin -- setup-link`). The link is checked when the page opens: a used,
 * expired or unknown one says so instead of showing a form that could only fail.
 */
import React, {useState} from 'react';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {parseStaffInput, setupSchema} from '@site/src/lib/staff/credentials';
import {staffRequest, type SessionInfo} from '@site/src/lib/staff/api';
import {AuthForm, usePendingFactor} from './AuthForm';
import {AccountEmailInput, NewPasswordInput, PasswordInput} from './fields';
import {SetupLinkNotice, useSetupLinkState} from './SetupLinkNotice';
import {mismatchText} from './passwordHint';
import {staffErrorText} from './text';

export function SetupPage(): React.JSX.Element {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const linkState = useSetupLinkState(token);
  // The new account's session is pending: setup continues with its second factor.
  const onPendingFactor = usePendingFactor();
  return (
    <AuthForm
      insteadOfForm={linkState === 'valid' ? undefined : <SetupLinkNotice state={linkState} />}
      title={translate({id: 'admin.setup.title', message: 'Create the first staff account'})}
      intro={
        <p>
          <Translate id="admin.setup.intro">
            This one-time page creates the first account of the staff area. Further accounts are added in Settings.
          </Translate>
        </p>
      }
      submitLabel={translate({id: 'admin.setup.submit', message: 'Create account'})}
      busyLabel={translate({id: 'admin.setup.busy', message: 'Creating account…'})}
      check={() => {
        if (!token) return staffErrorText('setupTokenInvalid');
        const parsed = parseStaffInput(setupSchema, {token, email, password});
        if (!parsed.ok) return staffErrorText(parsed.code);
        return password === repeat ? undefined : mismatchText();
      }}
      send={() => staffRequest<SessionInfo>('POST', '/setup', {token, email, password})}
      onPendingFactor={onPendingFactor}>
      {(wiring) => (
        <>
          <AccountEmailInput id="staff-email" value={email} onChange={setEmail} {...wiring} />
          <NewPasswordInput id="staff-new-password" value={password} onChange={setPassword} {...wiring} />
          <PasswordInput
            id="staff-repeat-password"
            label={translate({id: 'admin.field.repeatPassword', message: 'New password again'})}
            value={repeat}
            onChange={setRepeat}
            autoComplete="new-password"
            {...wiring}
          />
        </>
      )}
    </AuthForm>
  );
}
