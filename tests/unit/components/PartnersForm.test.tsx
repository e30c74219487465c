import React from 'react';
import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PartnerApplicationForm from '@site/src/components/Partners/PartnerApplicationForm';
import {notifyError} from '@site/src/components/Toasts';
import {partnerPrograms} from '@site/src/data/partnerPrograms';
import {partnerHoneypotField} from '@site/src/lib/forms/partner';

jest.mock('@site/src/components/Toasts', () => ({
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
  notifyWarning: jest.fn(),
}));

const notifyErrorMock = jest.mocked(notifyError);

// Typing eight fields character by character is slow on a busy machine.
jest.setTimeout(20_000);

/** The parts of a fetch Response the API client reads (jsdom has no Response). */
function jsonResponse(status: number, body: unknown): Response {
  return {ok: status >= 200 && status < 300, status, json: async () => body} as Response;
}

function setup(fetchImpl: jest.Mock = jest.fn(async () => jsonResponse(200, {ok: true}))) {
  // No pause between key strokes: many fields are typed per test.
  const user = userEvent.setup({delay: null});
  render(<PartnerApplicationForm programs={partnerPrograms} fetchImpl={fetchImpl as unknown as typeof fetch} />);
  const field = (label: RegExp) => screen.getByLabelText(label);
  const fillValid = async () => {
    await user.type(field(/First Name/), 'Ada');
    await user.type(field(/Last Name/), 'Lovelace');
    await user.type(field(/Company Name/), 'Analytical Engines');
    await user.type(field(/^Email/), 'ada@example.com');
    await user.type(field(/Phone/), '555-123-4567');
    await user.selectOptions(field(/Partner Type/), 'technology');
    await user.type(field(/How do you plan to partner/), 'We build a help desk and want an integration.');
  };
  const submit = () => user.click(screen.getByRole('button', {name: 'Submit Application'}));
  return {user, field, fillValid, submit, fetchImpl};
}

function sentBody(fetchImpl: jest.Mock): Record<string, unknown> {
  const [, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

beforeEach(() => notifyErrorMock.mockClear());

describe('PartnerApplicationForm', () => {
  it('asks the browser to check the SPEC §5 required fields; the website is a URL keyboard the browser does not check', () => {
    const {field} = setup();
    for (const label of [/First Name/, /Last Name/, /Company Name/, /^Email/, /Phone/, /Partner Type/, /How do you plan/]) {
      expect(field(label)).toBeRequired();
    }
    expect(field(/^Website/)).not.toBeRequired();
    // type="url" would make the browser refuse parkconsulting-test.com before the form's own rule.
    expect(field(/^Website/)).toHaveAttribute('type', 'text');
    expect(field(/^Website/)).toHaveAttribute('inputmode', 'url');
    expect(field(/^Email/)).toHaveAttribute('type', 'email');
  });

  it('offers the four partner types', () => {
    const {field} = setup();
    const options = [...(field(/Partner Type/) as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['', 'referral', 'technology', 'affiliate', 'reseller']);
  });

  it('refuses blank answers with the spec message and flags every blank field', async () => {
    const {user, field, fillValid, submit, fetchImpl} = setup();
    await fillValid();
    await user.clear(field(/Company Name/));
    await user.type(field(/Company Name/), '   ');
    await user.clear(field(/Last Name/));
    await user.type(field(/Last Name/), ' ');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(field(/Last Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Company Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/First Name/)).not.toHaveAttribute('aria-invalid');
    expect(field(/Last Name/)).toHaveFocus();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    [/Phone/, '12345', 'Please enter a valid phone number'],
    [/^Email/, 'ada@example', 'Please enter a valid email address'],
    [/^Website/, 'http://localhost', 'Please enter a valid website address, such as https://example.com'],
  ])('refuses a bad %s with a clear message and sends nothing', async (label, value, message) => {
    const {user, field, fillValid, submit, fetchImpl} = setup();
    await fillValid();
    await user.clear(field(label));
    await user.type(field(label), value);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(fetchImpl).not.toHaveBeenCalled();

    // Fixing the field takes the flag and the message away.
    await user.clear(field(label));
    expect(field(label)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('sends a bare domain as https:// (the rule the server applies too)', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(200, {ok: true}));
    const {user, field, fillValid, submit} = setup(fetchImpl);
    await fillValid();
    await user.type(field(/^Website/), 'parkconsulting-test.com');
    await submit();
    expect(await screen.findByRole('heading', {name: 'Application Received!'})).toBeInTheDocument();
    expect(sentBody(fetchImpl)).toMatchObject({website: 'https://parkconsulting-test.com'});
  });

  it('sends the application, shows the submitting state, then the confirmation with focus', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchImpl = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const {user, field, fillValid, submit} = setup(fetchImpl);
    await fillValid();
    await user.type(field(/^Website/), 'https://analytical.example.com');
    await submit();

    const busy = screen.getByRole('button', {name: 'Submitting...'});
    expect(busy).toBeDisabled();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url] = fetchImpl.mock.calls[0] as unknown as [string];
    expect(url).toBe('/functions/v1/partner-application');
    expect(sentBody(fetchImpl)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Analytical Engines',
      email: 'ada@example.com',
      phone: '555-123-4567',
      website: 'https://analytical.example.com',
      partnerType: 'technology',
      message: 'We build a help desk and want an integration.',
      [partnerHoneypotField]: '',
      csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
    });

    answer(jsonResponse(200, {ok: true}));
    const confirmation = await screen.findByRole('heading', {name: 'Application Received!'});
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.queryByRole('button', {name: /Submit/})).not.toBeInTheDocument();
    expect(screen.getByText(/within 2 business days/)).toBeInTheDocument();
  });

  it('keeps every answer and shows an error toast when the server fails', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(503, {error: 'Failed to submit form'}));
    const {field, fillValid, submit} = setup(fetchImpl);
    await fillValid();
    await submit();

    await waitFor(() =>
      expect(notifyErrorMock).toHaveBeenCalledWith(
        'There was a problem submitting your application. Please try again.',
        'Failed to submit form',
      ),
    );
    const button = screen.getByRole('button', {name: 'Submit Application'});
    expect(button).toBeEnabled();
    await waitFor(() => expect(button).toHaveFocus());
    expect(field(/First Name/)).toHaveValue('Ada');
    expect(field(/Partner Type/)).toHaveValue('technology');
    expect(field(/How do you plan/)).toHaveValue('We build a help desk and want an integration.');
    expect(screen.queryByRole('heading', {name: 'Application Received!'})).not.toBeInTheDocument();
  });

  it('reuses one submission key when the same application is sent again', async () => {
    const fetchImpl = jest
      .fn()
      .mockImplementationOnce(async () => jsonResponse(503, {error: 'Failed to submit form'}))
      .mockImplementationOnce(async () => jsonResponse(200, {ok: true}));
    const {fillValid, submit} = setup(fetchImpl);
    await fillValid();
    await submit();
    await waitFor(() => expect(screen.getByRole('button', {name: 'Submit Application'})).toBeEnabled());
    await submit();
    await screen.findByRole('heading', {name: 'Application Received!'});
    const keys = fetchImpl.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)).csrfToken);
    expect(keys[0]).toBe(keys[1]);
  });
});
