import React from 'react';
import Layout from '@theme/Layout';

export default function Home(): React.JSX.Element {
  return <Layout><main><h1>Home</h1></main></Layout>;
}
