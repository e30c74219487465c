import React from 'react';
import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DocsFeedback from '@site/src/components/DocsFeedback';
import {sendDocsFeedback} from '@site/src/lib/api/docsFeedback';
import {commentMaxLength, type DocsFeedbackVote} from '@site/src/lib/docsFeedback';

/** A send double that records each vote and answers when the test says so. */
function sendDouble() {
  const sent: DocsFeedbackVote[] = [];
  const pending: ((stored: boolean) => void)[] = [];
  const send = jest.fn(
    (vote: DocsFeedbackVote) =>
      new Promise<boolean>((resolve) => {
        sent.push(vote);
        pending.push(resolve);
      }),
  );
  return {
    send,
    sent,
    answer: async (stored: boolean) => {
      await act(async () => {
        pending.shift()?.(stored);
      });
    },
  };
}

const group = () => screen.getByRole('group', {name: 'Was this page helpful?'});
const yes = () => screen.getByRole('button', {name: 'Yes'});
const no = () => screen.getByRole('button', {name: 'No'});
const commentBox = () => screen.getByRole('textbox', {name: 'Tell us more (optional)'});
const sendButton = () => screen.getByRole('button', {name: /Send/});

describe('DocsFeedback', () => {
  it('asks in a labelled group with two toggle buttons and no comment box yet', () => {
    render(<DocsFeedback page="/documentation/intro" version="1.0" send={sendDouble().send} />);
    expect(group()).toContainElement(yes());
    expect(group()).toContainElement(no());
    expect(yes()).toHaveAttribute('aria-pressed', 'false');
    expect(no()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('sends the vote with page, version and the locale of the path, then thanks politely and offers a comment', async () => {
    const user = userEvent.setup();
    const server = sendDouble();
    render(<DocsFeedback page="/es/documentation/next/intro" version="current" send={server.send} />);

    await user.click(yes());
    expect(yes()).toHaveAttribute('aria-pressed', 'true');
    expect(server.sent).toEqual([{page: '/es/documentation/next/intro', version: 'current', locale: 'es', helpful: true}]);
    await server.answer(true);

    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback!');
    expect(commentBox()).toHaveAttribute('maxLength', String(commentMaxLength));
    expect(commentBox()).toHaveAccessibleDescription(/leave out personal details/);
    expect(sendButton()).toBeDisabled();
  });

  it('works by keyboard: a second answer replaces the first, and a comment is sent with the current vote', async () => {
    const user = userEvent.setup();
    const server = sendDouble();
    render(<DocsFeedback page="/documentation/intro" version="1.0" send={server.send} />);

    await user.tab();
    expect(yes()).toHaveFocus();
    await user.keyboard('{Enter}');
    await server.answer(true);
    await user.tab();
    expect(no()).toHaveFocus();
    await user.keyboard(' ');
    await server.answer(true);
    expect(no()).toHaveAttribute('aria-pressed', 'true');
    expect(yes()).toHaveAttribute('aria-pressed', 'false');

    await user.tab();
    expect(commentBox()).toHaveFocus();
    await user.keyboard('  The install step is missing.  ');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(sendButton()).toHaveTextContent('Sending…');
    expect(sendButton()).toBeDisabled();
    await server.answer(true);

    expect(server.sent.at(-1)).toEqual({page: '/documentation/intro', version: '1.0', locale: 'en', helpful: false, comment: 'The install step is missing.'});
    expect(server.sent.map((vote) => vote.helpful)).toEqual([true, false, false]);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you, your comment was sent.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(no()).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when the vote is not stored, and the answer is not shown as chosen', async () => {
    const user = userEvent.setup();
    const server = sendDouble();
    render(<DocsFeedback page="/documentation/intro" version="1.0" send={server.send} />);

    await user.click(no());
    await server.answer(false);
    expect(screen.getByRole('alert')).toHaveTextContent('Your feedback could not be sent. Please try again later.');
    expect(no()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(no());
    await server.answer(true);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback!');
  });

  it('keeps the comment when it could not be sent', async () => {
    const user = userEvent.setup();
    const server = sendDouble();
    render(<DocsFeedback page="/documentation/intro" version="1.0" send={server.send} />);
    await user.click(yes());
    await server.answer(true);
    await user.type(commentBox(), 'Great examples');
    await user.click(sendButton());
    await server.answer(false);
    expect(screen.getByRole('alert')).toHaveTextContent('could not be sent');
    expect(commentBox()).toHaveValue('Great examples');
  });
});

describe('sendDocsFeedback', () => {
  const vote: DocsFeedbackVote = {page: '/documentation/intro', version: '1.0', locale: 'en', helpful: true};

  it('posts JSON to /api/docs-feedback without cookies and reports whether it was stored', async () => {
    const fetchImpl = jest.fn(async () => ({ok: true, status: 204}) as Response);
    await expect(sendDocsFeedback(vote, fetchImpl)).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/api/docs-feedback', expect.objectContaining({method: 'POST', credentials: 'omit', body: JSON.stringify(vote)}));
  });

  it.each([
    ['a refusal', async () => ({ok: false, status: 429}) as Response],
    ['a network failure', async () => Promise.reject(new TypeError('offline'))],
  ])('answers false on %s', async (_label, fetchImpl) => {
    await expect(sendDocsFeedback(vote, fetchImpl as typeof fetch)).resolves.toBe(false);
  });
});
