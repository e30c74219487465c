import React from 'react';
import {LoginPage} from '@site/src/components/admin';

export default function AdminLogin(): React.JSX.Element {
  return <LoginPage />;
}
