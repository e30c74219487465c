import React from 'react';
import {SetupPage} from '@site/src/components/admin';

export default function AdminSetup(): React.JSX.Element {
  return <SetupPage />;
}
