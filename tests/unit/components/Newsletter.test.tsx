import React from 'react';
import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Newsletter from '@site/src/components/Newsletter';
import type {ApiResult} from '@site/src/lib/api/client';
import {formErrorMessages} from '@site/src/lib/forms/messages';

type Submission = Record<string, unknown>;

/** A subscribe double that records what was sent and answers when the test says so. */
function subscribeDouble() {
  const sent: Submission[] = [];
  const pending: ((result: ApiResult<unknown>) => void)[] = [];
  const subscribe = jest.fn(
    (submission: Submission) =>
      new Promise<ApiResult<unknown>>((resolve) => {
        sent.push(submission);
        pending.push(resolve);
      }),
  );
  return {
    subscribe,
    sent,
    answer: async (result: ApiResult<unknown>) => {
      await act(async () => {
        pending.shift()?.(result);
      });
    },
  };
}

const emailField = () => screen.getByRole('textbox', {name: 'Email address'});
const subscribeButton = () => screen.getByRole('button', {name: /Subscrib/});

describe('Newsletter', () => {
  it('refuses a bad e-mail with the spec message, announced and tied to the field, without sending', async () => {
    const user = userEvent.setup();
    const server = subscribeDouble();
    render(<Newsletter subscribe={server.subscribe} />);

    await user.type(emailField(), 'ada at example');
    await user.click(subscribeButton());

    expect(screen.getByRole('alert')).toHaveTextContent(formErrorMessages.newsletterEmail);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription(expect.stringContaining(formErrorMessages.newsletterEmail));
    expect(emailField()).toHaveFocus();
    expect(server.subscribe).not.toHaveBeenCalled();
  });

  it('refuses an empty e-mail too', async () => {
    const user = userEvent.setup();
    const server = subscribeDouble();
    render(<Newsletter subscribe={server.subscribe} />);
    await user.click(subscribeButton());
    expect(screen.getByRole('alert')).toHaveTextContent(formErrorMessages.newsletterEmail);
    expect(server.subscribe).not.toHaveBeenCalled();
  });

  it('sends the trimmed, lowercased e-mail with the empty trap field, then thanks the reader', async () => {
    const user = userEvent.setup();
    const server = subscribeDouble();
    render(<Newsletter subscribe={server.subscribe} />);

    await user.type(emailField(), '  Ada.Lovelace@Example.COM ');
    await user.click(subscribeButton());

    expect(server.sent).toEqual([{email: 'ada.lovelace@example.com', website: ''}]);
    expect(subscribeButton()).toHaveTextContent('Subscribing...');
    expect(subscribeButton()).toBeDisabled();

    // A second press while the first is under way sends nothing more.
    await user.click(subscribeButton());
    expect(server.subscribe).toHaveBeenCalledTimes(1);

    await server.answer({ok: true, data: {ok: true}});
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for subscribing!');
    expect(emailField()).toHaveValue('');
    expect(subscribeButton()).toBeEnabled();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("shows the server's refusal as the spec message and keeps the address for a retry", async () => {
    const user = userEvent.setup();
    const server = subscribeDouble();
    render(<Newsletter subscribe={server.subscribe} />);

    await user.type(emailField(), 'ada@example.com');
    await user.click(subscribeButton());
    await server.answer({ok: false, code: 'newsletterEmail', error: 'any wording: the code decides', status: 400});

    expect(screen.getByRole('alert')).toHaveTextContent(formErrorMessages.newsletterEmail);
    expect(emailField()).toHaveValue('ada@example.com');
    expect(subscribeButton()).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('explains a server or network failure and lets the reader try again', async () => {
    const user = userEvent.setup();
    const server = subscribeDouble();
    render(<Newsletter subscribe={server.subscribe} />);

    await user.type(emailField(), 'ada@example.com');
    await user.click(subscribeButton());
    await server.answer({ok: false, error: 'Failed to submit form', status: 503});
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not subscribe you right now. Please try again later.',
    );

    await user.click(subscribeButton());
    await server.answer({ok: true, data: {ok: true}});
    expect(server.subscribe).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for subscribing!');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('passes a filled trap field on, so the server can drop the bot', async () => {
    const user = userEvent.setup();
    const server = subscribeDouble();
    const {container} = render(<Newsletter subscribe={server.subscribe} />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();

    await user.type(trap, 'https://spam.example');
    await user.type(emailField(), 'bot@example.com');
    await user.click(subscribeButton());
    expect(server.sent[0]).toMatchObject({website: 'https://spam.example'});
  });
});

test('without JavaScript it is a POST to the no-script endpoint, never a GET with the address in the URL', () => {
  const {container} = render(<Newsletter />);
  const formElement = container.querySelector('form')!;
  expect(formElement).toHaveAttribute('method', 'post');
  expect(formElement).toHaveAttribute('action', '/functions/v1/forms/newsletter');
  expect(container.querySelector('input[type="hidden"][name="page"]')).toHaveAttribute('value', '/');
});
