import React from 'react';
import {render, screen, within} from '@testing-library/react';
import {StaffShell} from '@site/src/components/admin';
import {Transcript} from '@site/src/components/admin/chatLogs/Transcript';
import type {TranscriptView} from '@site/src/lib/staff/conversations';
import {fakeStaffApi} from '../../doubles/staffFetch';

const at = Date.UTC(2026, 10, 24, 10, 0);

function view(overrides: Partial<TranscriptView['conversation']>, ratings: [TranscriptView['messages'][number]['rating'], TranscriptView['messages'][number]['rating']]): TranscriptView {
  return {
    conversation: {
      id: 'conv_1',
      createdAt: at,
      updatedAt: at,
      locale: 'en',
      agent: {id: 'agt_site', name: 'AgentWorks website', sandbox: false},
      visitor: {email: null, name: null, company: null, phone: null},
      handedOff: false,
      handedOffAt: null,
      userId: null,
      rating: null,
      messageCount: 3,
      firstQuestion: 'Can I get a discount?',
      answeredWithoutSources: true,
      ...overrides,
    },
    messages: [
      {id: 'msg_1', role: 'user', content: 'Can I get a discount?', sources: [], uncertain: false, createdAt: at, rating: null},
      {id: 'msg_2', role: 'assistant', content: 'Our pages do not cover that.', sources: [], uncertain: true, createdAt: at + 1000, rating: ratings[0]},
      {
        id: 'msg_3',
        role: 'assistant',
        content: 'Paste the snippet. [1]',
        sources: [{title: 'Integration', url: '/documentation/integration', snippet: 'Paste'}],
        uncertain: false,
        createdAt: at + 2000,
        rating: ratings[1],
      },
    ],
  };
}

function show(data: TranscriptView) {
  fakeStaffApi({'GET /conversations/conv_1': () => [200, data]});
  render(
    <StaffShell title="Chat Logs" page="/admin-chat-logs">
      <Transcript id="conv_1" onClose={() => undefined} />
    </StaffShell>,
  );
}

describe('Chat Logs transcript', () => {
  test('each answer says how it was rated, in words, and whether our pages covered it', async () => {
    show(view({}, ['down', 'up']));
    const answers = (await screen.findAllByText(/^Agent/)).map((line) => line.closest('li')!);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toHaveTextContent('not covered by our pages');
    expect(answers[0]).toHaveTextContent('Rated not helpful (thumbs down)');
    expect(answers[1]).toHaveTextContent('Rated helpful (thumbs up)');
    expect(answers[1]).not.toHaveTextContent('not covered by our pages');
    // The icon repeats the words and is hidden from screen readers.
    expect(within(answers[1]).getByText('👍', {exact: false})).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText(/^Handed off to sales on/)).toBeNull();
  });

  test('an unrated answer shows no rating; a handed-off conversation says so with its time and visitor', async () => {
    show(view({handedOff: true, handedOffAt: at + 3000, visitor: {email: 'ana@example.com', name: 'Ana', company: 'Acme', phone: null}}, [null, null]));
    expect(await screen.findByText(/^Handed off to sales on .+: Ana, ana@example.com, Acme$/)).toBeInTheDocument();
    expect(screen.queryByText(/Rated/)).toBeNull();
  });
});
