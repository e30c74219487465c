import React from 'react';
import {act, render, screen, waitFor, within} from '@testing-library/react';
import userEvent, {type UserEvent} from '@testing-library/user-event';
import LeadForm from '@site/src/components/LeadForm';
import {formErrorText} from '@site/src/components/forms';
import {notifyError, notifySuccess} from '@site/src/components/Toasts';
import {formErrorMessages, type FormErrorCode} from '@site/src/lib/forms/messages';
import {roiEstimateMessage} from '@site/src/components/LeadForm/text';
import {history} from '../doubles/router';

jest.mock('@site/src/components/Toasts', () => ({
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
  notifyWarning: jest.fn(),
}));

type Answer = {status: number; body: unknown};

/** A fetch double that records payloads and answers when the test says so. */
function serverDouble() {
  const payloads: Record<string, unknown>[] = [];
  const pending: ((answer: Answer) => void)[] = [];
  const fetchImpl = jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve) => {
        payloads.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        pending.push(({status, body}) =>
          resolve({
            ok: status >= 200 && status < 300,
            status,
            json: async () => body,
          } as Response),
        );
      }),
  );
  return {
    fetchImpl: fetchImpl as unknown as typeof fetch,
    payloads,
    /** Answers the oldest open request. */
    answer: async (answer: Answer) => {
      await act(async () => {
        pending.shift()?.(answer);
      });
    },
  };
}

const contact = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  'Business Email': 'ada@example.com',
  Phone: '(555) 123-4567',
  Position: 'CTO',
  'Company Name': 'Analytical Engines',
};

const field = (name: string) => screen.getByRole('textbox', {name});
const companySize = () => screen.getByRole('combobox', {name: 'Company Size'});
const alertText = () => screen.getByRole('alert');

async function fillContact(user: UserEvent, values: Partial<typeof contact> = contact) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(field(label), value);
  }
  await user.selectOptions(companySize(), '31-100');
}

async function reachStepTwo(user: UserEvent) {
  await fillContact(user);
  await user.click(screen.getByRole('button', {name: 'Continue'}));
  // The schema check may wait for its chunk the first time.
  await screen.findByRole('heading', {name: /Step 2 of 2/});
}

async function answerStepTwo(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', {name: 'Sales Assistance'}));
  await user.click(screen.getByRole('checkbox', {name: 'Data Analysis and Insights'}));
  await user.click(screen.getByRole('radio', {name: 'Planning for next quarter'}));
}

beforeEach(() => {
  jest.clearAllMocks();
});

afterEach(() => {
  jest.useRealTimers();
});

// Typing whole forms character by character is slow on a busy machine, and the first check
// loads (and transforms) the schema module.
jest.setTimeout(20_000);

describe('messages', () => {
  it.each(Object.keys(formErrorMessages) as FormErrorCode[])(
    'shows the server\'s text for %s in the default language',
    (code) => {
      expect(formErrorText(code)).toBe(formErrorMessages[code]);
    },
  );
});

describe('LeadForm step 1 (contact)', () => {
  it('labels every field and sets autocomplete for browser autofill', () => {
    render(<LeadForm />);
    expect(screen.getByRole('heading', {name: /Step 1 of 2/})).toBeInTheDocument();
    expect(field('First Name')).toHaveAttribute('autocomplete', 'given-name');
    expect(field('Last Name')).toHaveAttribute('autocomplete', 'family-name');
    expect(field('Business Email')).toHaveAttribute('autocomplete', 'email');
    expect(field('Business Email')).toHaveAttribute('type', 'email');
    expect(field('Phone')).toHaveAttribute('autocomplete', 'tel');
    expect(field('Phone')).toHaveAttribute('type', 'tel');
    expect(field('Position')).toHaveAttribute('autocomplete', 'organization-title');
    expect(field('Company Name')).toHaveAttribute('autocomplete', 'organization');
    expect(within(companySize()).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(
      ['', '1-30', '31-100', '101-500', '501-1000', '1000+'],
    );
  });

  it('refuses an empty form with the required message, flags the fields and focuses the first', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await user.click(screen.getByRole('button', {name: 'Continue'}));

    expect(alertText()).toHaveTextContent('Please fill in all required fields');
    const errorId = alertText().id;
    for (const name of ['First Name', 'Last Name', 'Business Email', 'Phone', 'Company Name']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAttribute('aria-describedby', errorId);
    }
    expect(companySize()).toHaveAttribute('aria-invalid', 'true');
    // Position is marked required but not checked (SPEC §5).
    expect(field('Position')).not.toHaveAttribute('aria-invalid');
    expect(field('First Name')).toHaveFocus();
    expect(screen.getByRole('heading', {name: /Step 1 of 2/})).toBeInTheDocument();
  });

  it('names the missing field when only one is empty', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    const {Phone: _skip, ...withoutPhone} = contact;
    await fillContact(user, withoutPhone);
    await user.click(screen.getByRole('button', {name: 'Continue'}));

    expect(alertText()).toHaveTextContent('Please fill in all required fields');
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Phone')).toHaveFocus();
    expect(field('First Name')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a malformed e-mail with the email message', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await fillContact(user, {...contact, 'Business Email': 'ada at example.com'});
    await user.click(screen.getByRole('button', {name: 'Continue'}));

    expect(alertText()).toHaveTextContent('Please enter a valid email address');
    expect(field('Business Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Business Email')).toHaveFocus();
    expect(field('Phone')).not.toHaveAttribute('aria-invalid');
  });

  it('takes the flag and message away once the flagged fields are fixed', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await fillContact(user, {...contact, 'Business Email': 'nope'});
    await user.click(screen.getByRole('button', {name: 'Continue'}));
    await user.type(field('Business Email'), '@example.com');

    expect(field('Business Email')).not.toHaveAttribute('aria-invalid');
    expect(alertText()).toBeEmptyDOMElement();
  });

  it('continues to step 2 with a valid contact and focuses the step heading', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await reachStepTwo(user);

    const heading = screen.getByRole('heading', {name: /Step 2 of 2/});
    expect(heading).toHaveFocus();
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('group', {name: /Which areas are you interested in/})).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', {name: /Where are you in your AI journey/})).toBeInTheDocument();
    expect(screen.queryByRole('textbox', {name: 'First Name'})).not.toBeInTheDocument();
    expect(alertText()).toBeEmptyDOMElement();
  });

  it('continues when Enter is pressed in a field', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await fillContact(user);
    await user.type(field('Company Name'), '{Enter}');
    expect(screen.getByRole('heading', {name: /Step 2 of 2/})).toBeInTheDocument();
  });
});

describe('LeadForm step 2 (needs)', () => {
  it('goes Back to step 1 with every answer kept', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await reachStepTwo(user);
    await user.click(screen.getByRole('checkbox', {name: 'Sales Assistance'}));
    await user.click(screen.getByRole('button', {name: 'Back'}));

    expect(screen.getByRole('heading', {name: /Step 1 of 2/})).toHaveFocus();
    for (const [label, value] of Object.entries(contact)) {
      expect(field(label)).toHaveValue(value);
    }
    expect(companySize()).toHaveValue('31-100');

    await user.click(screen.getByRole('button', {name: 'Continue'}));
    expect(screen.getByRole('checkbox', {name: 'Sales Assistance'})).toBeChecked();
  });

  it('goes Back by keyboard too, and stays on step 1', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await reachStepTwo(user);
    screen.getByRole('button', {name: 'Back'}).focus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('heading', {name: /Step 1 of 2/})).toHaveFocus();
    expect(field('First Name')).toHaveValue('Ada');
  });

  it('refuses a submit without interests or use case with the interests message', async () => {
    const server = serverDouble();
    const user = userEvent.setup();
    render(<LeadForm fetchImpl={server.fetchImpl} />);
    await reachStepTwo(user);
    await user.click(screen.getByRole('button', {name: 'Submit'}));

    expect(alertText()).toHaveTextContent('Please tell us about your interests');
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('checkbox')[0]).toHaveFocus();
    expect(server.fetchImpl).not.toHaveBeenCalled();
  });

  it('asks for the use case when only interests are chosen', async () => {
    const server = serverDouble();
    const user = userEvent.setup();
    render(<LeadForm fetchImpl={server.fetchImpl} />);
    await reachStepTwo(user);
    await user.click(screen.getByRole('checkbox', {name: 'Sales Assistance'}));
    await user.click(screen.getByRole('button', {name: 'Submit'}));

    expect(alertText()).toHaveTextContent('Please tell us about your interests');
    expect(screen.getByRole('checkbox', {name: 'Sales Assistance'})).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    expect(server.fetchImpl).not.toHaveBeenCalled();
  });

  it('refuses a bad phone number at Continue and keeps the visitor on step 1', async () => {
    const server = serverDouble();
    const user = userEvent.setup();
    render(<LeadForm fetchImpl={server.fetchImpl} />);
    await fillContact(user, {...contact, Phone: '555-1234'});
    await user.click(screen.getByRole('button', {name: 'Continue'}));

    expect(screen.getByRole('heading', {name: /Step 1 of 2/})).toBeInTheDocument();
    expect(alertText()).toHaveTextContent('Please enter a valid phone number');
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Phone')).toHaveFocus();
    expect(server.fetchImpl).not.toHaveBeenCalled();
  });

  it.each(['+44 20 7946 0958', '+34 612 345 678', '612 345 678'])('takes the international number %s', async (phone) => {
    const server = serverDouble();
    const user = userEvent.setup();
    render(<LeadForm fetchImpl={server.fetchImpl} />);
    await fillContact(user, {...contact, Phone: phone});
    await user.click(screen.getByRole('button', {name: 'Continue'}));
    await screen.findByRole('heading', {name: /Step 2 of 2/});
    await answerStepTwo(user);
    await user.click(screen.getByRole('button', {name: 'Submit'}));

    await waitFor(() => expect(server.payloads).toHaveLength(1));
    expect(server.payloads[0]).toMatchObject({phone});
    await server.answer({status: 200, body: {ok: true}});
    expect(notifySuccess).toHaveBeenCalled();
  });

  it('applies the strict e-mail check on submit and returns to the offending field', async () => {
    const server = serverDouble();
    const user = userEvent.setup();
    render(<LeadForm fetchImpl={server.fetchImpl} />);
    await fillContact(user, {...contact, 'Business Email': 'ada@example.c'});
    await user.click(screen.getByRole('button', {name: 'Continue'}));
    await screen.findByRole('heading', {name: /Step 2 of 2/});
    await answerStepTwo(user);
    await user.click(screen.getByRole('button', {name: 'Submit'}));

    expect(screen.getByRole('heading', {name: /Step 1 of 2/})).toBeInTheDocument();
    expect(alertText()).toHaveTextContent('Please enter a valid email address');
    expect(field('Business Email')).toHaveFocus();
    expect(server.fetchImpl).not.toHaveBeenCalled();
  });

  it('sends the lead with tags stripped, a token and the empty trap field', async () => {
    const server = serverDouble();
    const user = userEvent.setup();
    render(<LeadForm fetchImpl={server.fetchImpl} />);
    await fillContact(user, {...contact, 'Company Name': '<b>Analytical</b> Engines'});
    await user.click(screen.getByRole('button', {name: 'Continue'}));
    await answerStepTwo(user);
    await user.click(screen.getByRole('button', {name: 'Submit'}));

    expect(server.payloads).toHaveLength(1);
    expect(server.payloads[0]).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '(555) 123-4567',
      position: 'CTO',
      companyName: 'Analytical Engines',
      companySize: '31-100',
      interests: ['Sales Assistance', 'Data Analysis and Insights'],
      aiUseCase: 'Planning for next quarter',
      message: '',
      csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
      website: '',
    });
  });

  it("shows 'Submitting...' on a disabled button while the call is in flight", async () => {
    const server = serverDouble();
    const user = userEvent.setup();
    render(<LeadForm fetchImpl={server.fetchImpl} />);
    await reachStepTwo(user);
    await answerStepTwo(user);
    await user.click(screen.getByRole('button', {name: 'Submit'}));

    const busy = screen.getByRole('button', {name: 'Submitting...'});
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', {name: 'Back'})).toBeDisabled();
    await user.click(busy);
    expect(server.fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('thanks the visitor and moves to /thank-you after 1.5 seconds', async () => {
    jest.useFakeTimers();
    const server = serverDouble();
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
    render(<LeadForm fetchImpl={server.fetchImpl} />);
    await reachStepTwo(user);
    await answerStepTwo(user);
    await user.click(screen.getByRole('button', {name: 'Submit'}));
    await server.answer({status: 200, body: {ok: true}});

    expect(notifySuccess).toHaveBeenCalledWith(
      "Thank you for your interest! We'll be in touch soon.",
    );
    expect(notifyError).not.toHaveBeenCalled();
    expect(screen.getByRole('button', {name: 'Submitting...'})).toBeDisabled();

    act(() => jest.advanceTimersByTime(1499));
    expect(history.push).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(history.push).toHaveBeenCalledWith('/thank-you');
  });

  it("shows the failure toast with the server's reason and lets the visitor retry", async () => {
    const server = serverDouble();
    const user = userEvent.setup();
    render(<LeadForm fetchImpl={server.fetchImpl} />);
    await reachStepTwo(user);
    await answerStepTwo(user);
    await user.click(screen.getByRole('button', {name: 'Submit'}));
    await server.answer({status: 400, body: {code: 'phone', error: 'Please enter a valid phone number'}});

    expect(notifyError).toHaveBeenCalledWith(
      'There was a problem submitting your form. Please try again.',
      'Please enter a valid phone number',
    );
    expect(notifySuccess).not.toHaveBeenCalled();
    const submit = screen.getByRole('button', {name: 'Submit'});
    expect(submit).toBeEnabled();
    expect(submit).toHaveFocus();
    expect(history.push).not.toHaveBeenCalled();

    // Every answer is still there.
    expect(screen.getByRole('checkbox', {name: 'Sales Assistance'})).toBeChecked();
    expect(screen.getByRole('radio', {name: 'Planning for next quarter'})).toBeChecked();
    await user.click(screen.getByRole('button', {name: 'Back'}));
    for (const [label, value] of Object.entries(contact)) {
      expect(field(label)).toHaveValue(value);
    }
  });

  it('shows the text for the answer\'s code, never the English text it carries', async () => {
    const server = serverDouble();
    const user = userEvent.setup();
    render(<LeadForm fetchImpl={server.fetchImpl} />);
    await reachStepTwo(user);
    await answerStepTwo(user);
    await user.click(screen.getByRole('button', {name: 'Submit'}));
    await server.answer({status: 409, body: {code: 'duplicateSubmission', error: 'some other wording'}});

    expect(notifyError).toHaveBeenCalledWith(
      'There was a problem submitting your form. Please try again.',
      formErrorMessages.duplicateSubmission,
    );
  });

  it("falls back to 'Failed to submit form' when the server gives no reason", async () => {
    const server = serverDouble();
    const user = userEvent.setup();
    render(<LeadForm fetchImpl={server.fetchImpl} />);
    await reachStepTwo(user);
    await answerStepTwo(user);
    await user.click(screen.getByRole('button', {name: 'Submit'}));
    await server.answer({status: 502, body: null});

    expect(notifyError).toHaveBeenCalledWith(
      'There was a problem submitting your form. Please try again.',
      'Failed to submit form',
    );
  });

  it('sends a retry with the same token, so the server stores one lead', async () => {
    const server = serverDouble();
    const user = userEvent.setup();
    render(<LeadForm fetchImpl={server.fetchImpl} />);
    await reachStepTwo(user);
    await answerStepTwo(user);
    await user.click(screen.getByRole('button', {name: 'Submit'}));
    await server.answer({status: 500, body: {error: 'Failed to submit form'}});
    await user.click(screen.getByRole('button', {name: 'Submit'}));

    expect(server.payloads).toHaveLength(2);
    expect(server.payloads[1].csrfToken).toBe(server.payloads[0].csrfToken);
  });

  it('sends whatever a bot typed into the hidden trap field', async () => {
    const server = serverDouble();
    const user = userEvent.setup();
    const {container} = render(<LeadForm fetchImpl={server.fetchImpl} />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    await user.type(trap!, 'https://spam.example');
    await reachStepTwo(user);
    await answerStepTwo(user);
    await user.click(screen.getByRole('button', {name: 'Submit'}));

    expect(server.payloads[0].website).toBe('https://spam.example');
  });
});

describe('LeadForm arriving from the ROI calculator', () => {
  const messageLabel = 'Anything else you would like us to know? (optional)';
  /** The message box is on step 2, hidden until then. */
  const messageBox = () => screen.getByRole('textbox', {name: messageLabel, hidden: true});
  const estimate = '?roi-savings=231540&roi-hours=8874&roi-percent=5545&roi-industry=technology';
  const sentence =
    'Our ROI estimate (Technology): 8,874 hours reclaimed and $231.5K saved a year, a 5,545% return on investment.';

  afterEach(() => {
    history.location.search = '';
  });

  it('starts the message with the estimate, which the visitor can edit and sends', async () => {
    history.location.search = estimate;
    const server = serverDouble();
    const user = userEvent.setup();
    render(<LeadForm fetchImpl={server.fetchImpl} />);
    expect(messageBox()).toHaveValue(sentence);

    await reachStepTwo(user);
    await answerStepTwo(user);
    await user.type(screen.getByRole('textbox', {name: messageLabel}), ' We have two teams.');
    await user.click(screen.getByRole('button', {name: 'Submit'}));

    expect(server.payloads[0]).toMatchObject({message: `${sentence} We have two teams.`});
  });

  it.each([
    ['figures only, when the industry is unknown', '?roi-savings=231540&roi-hours=8874&roi-percent=5545&roi-industry=<b>x</b>',
      'Our ROI estimate: 8,874 hours reclaimed and $231.5K saved a year, a 5,545% return on investment.'],
    ['small figures in full', '?roi-savings=9999&roi-hours=120&roi-percent=0',
      'Our ROI estimate: 120 hours reclaimed and $9,999 saved a year, a 0% return on investment.'],
  ])('writes %s', (_case, search, expected) => {
    history.location.search = search;
    render(<LeadForm />);
    expect(messageBox()).toHaveValue(expected);
  });

  it.each([
    ['no estimate', ''],
    ['markup for a figure', '?roi-savings=<script>alert(1)</script>&roi-hours=8874&roi-percent=5545'],
    ['a missing figure', '?roi-savings=231540&roi-percent=5545'],
    ['a negative figure', '?roi-savings=-5&roi-hours=8874&roi-percent=5545'],
    ['a fraction', '?roi-savings=1.5&roi-hours=8874&roi-percent=5545'],
    ['an exponent', '?roi-savings=1e9&roi-hours=8874&roi-percent=5545'],
    ['more than nine digits', `?roi-savings=${'9'.repeat(10)}&roi-hours=8874&roi-percent=5545`],
    ['an oversized value', `?roi-savings=${'1'.repeat(5000)}&roi-hours=8874&roi-percent=5545`],
  ])('leaves the message empty for %s', (_case, search) => {
    history.location.search = search;
    render(<LeadForm />);
    expect(messageBox()).toHaveValue('');
  });

  it('writes the figures as the page\'s locale does', () => {
    expect(roiEstimateMessage({annualSavings: 231540, hoursReclaimed: 8874, roiPercent: 5545}, 'es')).toBe(
      `Our ROI estimate: 8874 hours reclaimed and ${new Intl.NumberFormat('es', {style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1}).format(231540)} saved a year, a ${new Intl.NumberFormat('es', {style: 'percent'}).format(55.45)} return on investment.`,
    );
  });
});

describe('LeadForm before (or without) JavaScript', () => {
  it('is a POST to the no-script endpoint with named fields, both steps in the markup and step 2 hidden', () => {
    const {container} = render(<LeadForm />);
    const formElement = container.querySelector('form')!;
    expect(formElement).toHaveAttribute('method', 'post');
    expect(formElement).toHaveAttribute('action', '/functions/v1/forms/send-notification');
    const named = [...formElement.querySelectorAll('[name]')].map((element) => element.getAttribute('name'));
    expect(named).toEqual(
      expect.arrayContaining(['page', 'firstName', 'lastName', 'email', 'phone', 'position', 'companyName', 'companySize', 'interests', 'aiUseCase', 'message', 'step']),
    );
    const needs = container.querySelectorAll('[data-step="needs"]');
    expect(needs.length).toBeGreaterThan(0);
    needs.forEach((section) => expect(section).toHaveAttribute('hidden'));
    container.querySelectorAll('[data-step="contact"]').forEach((section) => expect(section).not.toHaveAttribute('hidden'));
    expect(screen.getByRole('button', {name: 'Continue'})).toHaveAttribute('value', 'contact');
  });
});
