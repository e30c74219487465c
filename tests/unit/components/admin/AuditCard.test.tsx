import React from 'react';
import {render, screen} from '@testing-library/react';
import {SettingsPage} from '@site/src/components/admin';

function answer(status: number, body?: unknown) {
  return Promise.resolve({ok: status >= 200 && status < 300, status, headers: {get: () => null}, json: async () => body});
}

const bodies: Record<string, unknown> = {
  '/api/admin/session': {account: {id: 1, email: 'ana@example.com', role: 'owner'}, expiresAt: Date.now() + 60_000, idleTimeoutMs: 1_800_000},
  '/api/admin/sessions': {sessions: []},
  '/api/admin/accounts': {accounts: []},
  '/api/admin/audit?limit=20': {
    next: null,
    entries: [
      {id: 3, at: Date.UTC(2026, 10, 24), actor: 'ana@example.com', action: 'white_paper_offered', target: 'study.pdf', ip: null},
      {id: 2, at: Date.UTC(2026, 10, 24), actor: 'ana@example.com', action: 'white_paper_deleted', target: 'old.pdf', ip: null},
      {id: 1, at: Date.UTC(2026, 10, 24), actor: 'ana@example.com', action: 'white_paper_uploaded', target: 'study.pdf', ip: null},
    ],
  },
};

test('the audit log names the white paper actions in words', async () => {
  global.fetch = jest.fn((url: string) => answer(url in bodies ? 200 : 404, bodies[url] ?? {})) as unknown as typeof fetch;
  render(<SettingsPage />);
  expect(await screen.findByRole('cell', {name: 'Uploaded a white paper'})).toBeInTheDocument();
  expect(screen.getByRole('cell', {name: 'Deleted a white paper'})).toBeInTheDocument();
  expect(screen.getByRole('cell', {name: 'Chose the white paper the forms offer'})).toBeInTheDocument();
});
