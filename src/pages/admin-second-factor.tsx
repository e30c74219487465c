import React from 'react';
import {SecondFactorPage} from '@site/src/components/admin';

export default function AdminSecondFactor(): React.JSX.Element {
  return <SecondFactorPage />;
}
