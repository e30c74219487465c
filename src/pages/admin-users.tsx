import React from 'react';
import {UsersPage} from '@site/src/components/admin';

export default function AdminUsers(): React.JSX.Element {
  return <UsersPage />;
}
