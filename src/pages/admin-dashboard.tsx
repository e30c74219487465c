import React from 'react';
import {TrafficPage} from '@site/src/components/admin';

export default function AdminDashboard(): React.JSX.Element {
  return <TrafficPage />;
}
