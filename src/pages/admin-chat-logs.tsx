import React from 'react';
import {ChatLogsPage} from '@site/src/components/admin';

export default function AdminChatLogs(): React.JSX.Element {
  return <ChatLogsPage />;
}
