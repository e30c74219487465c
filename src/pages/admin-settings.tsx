import React from 'react';
import {SettingsPage} from '@site/src/components/admin';

export default function AdminSettings(): React.JSX.Element {
  return <SettingsPage />;
}
