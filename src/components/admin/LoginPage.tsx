/** /admin-login: e-mail and password; afterwards the staff page the person came for. */
import React, {useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {loginSchema, parseStaffInput} from '@site/src/lib/staff/credentials';
import {staffRequest, type SessionInfo} from '@site/src/lib/staff/api';
import {AuthForm} from './AuthForm';
import {AccountEmailInput, PasswordInput} from './fields';
import {staffErrorText} from './text';

export function LoginPage(): React.JSX.Element {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <AuthForm
      title={translate({id: 'admin.login.title', message: 'Staff login'})}
      submitLabel={translate({id: 'admin.login.submit', message: 'Log in'})}
      busyLabel={translate({id: 'admin.login.busy', message: 'Logging in…'})}
      check={() => {
        const parsed = parseStaffInput(loginSchema, {email, password});
        return parsed.ok ? undefined : staffErrorText(parsed.code);
      }}
      send={() => staffRequest<SessionInfo>('POST', '/login', {email, password})}>
      {(wiring) => (
        <>
          <AccountEmailInput id="staff-email" value={email} onChange={setEmail} {...wiring} />
          <PasswordInput
            id="staff-password"
            label={translate({id: 'admin.field.password', message: 'Password'})}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            {...wiring}
          />
        </>
      )}
    </AuthForm>
  );
}
