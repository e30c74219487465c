import {cleanText, createSubmissionKey, isValidEmail, isValidPhone, stripTags} from '@site/src/lib/forms/common';
import {formErrorMessages, leadServerFailure} from '@site/src/lib/forms/messages';
import {leadSchema, leadSteps, parseForm} from '@site/src/lib/forms/schemas';
import type {LeadSignup} from '@site/src/lib/forms/schemas/lead';
import {aiUseCases, leadCompanySizes, leadInterests} from '@site/src/lib/forms/lead';
import {fieldMaxLength as leadFieldMaxLength} from '@site/src/lib/forms/common';

type LeadContact = Omit<LeadSignup, 'interests' | 'aiUseCase' | 'message' | 'csrfToken'>;

/** The schema's verdict as {code, field}, or null when the input passes. */
function issueOf(schema: Parameters<typeof parseForm>[0], input: unknown) {
  const result = parseForm(schema, input);
  return result.ok ? null : {code: result.issue.code, field: result.issue.field};
}
const validateContact = (input: unknown) => issueOf(leadSteps.contact, input);
const validateNeeds = (input: unknown) => issueOf(leadSteps.needs, input);
const validateSignup = (input: unknown) => issueOf(leadSchema, input);
/** Every field the first problem applies to, for flagging them all at once. */
function flaggedFields(schema: Parameters<typeof parseForm>[0], input: unknown) {
  const result = parseForm(schema, input);
  return result.ok ? [] : result.issue.fields;
}

const contact: LeadContact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(555) 123-4567',
  position: 'CTO',
  companyName: 'Analytical Engines',
  companySize: '31-100',
};

const signup: LeadSignup = {
  ...contact,
  interests: ['Sales Assistance'],
  aiUseCase: 'Planning for next quarter',
  message: '',
  csrfToken: 'lz3k9a-4fzyo82r5q',
};

describe('SPEC §8 texts', () => {
  it('are the spec words, letter for letter', () => {
    expect(formErrorMessages.required).toBe('Please fill in all required fields');
    expect(formErrorMessages.email).toBe('Please enter a valid email address');
    expect(formErrorMessages.phone).toBe('Please enter a valid phone number');
    expect(formErrorMessages.interests).toBe('Please tell us about your interests');
    expect(leadServerFailure).toBe('Failed to submit form');
  });
});

describe('SPEC §3 option lists', () => {
  it('offer the five company size bands, five interests and four use cases', () => {
    expect(leadCompanySizes).toEqual(['1-30', '31-100', '101-500', '501-1000', '1000+']);
    expect(leadInterests).toEqual([
      'Customer Service Automation',
      'Sales Assistance',
      'Data Analysis and Insights',
      'Marketing Campaign Optimization',
      'Operations and Workflow Efficiency',
    ]);
    expect(aiUseCases).toEqual([
      'Need immediate implementation (1-2 weeks)',
      'Planning for next quarter',
      'Just exploring options right now',
      'Have a specific problem to solve',
    ]);
  });
});

describe('validateContact (step 1, on Continue)', () => {
  it('accepts a complete contact', () => {
    expect(validateContact(contact)).toBeNull();
  });

  it.each(['firstName', 'lastName', 'email', 'phone', 'companyName', 'companySize'] as const)(
    'requires %s',
    (field) => {
      expect(validateContact({...contact, [field]: ''})).toEqual({code: 'required', field});
      expect(validateContact({...contact, [field]: '   '})).toEqual({code: 'required', field});
    },
  );

  it('does not check position, which the form only marks as required', () => {
    expect(validateContact({...contact, position: ''})).toBeNull();
  });

  it('reports the first missing field in form order, and lists them all for flagging', () => {
    const empty = {...contact, lastName: '', phone: '', companySize: ''};
    expect(validateContact(empty)).toEqual({code: 'required', field: 'lastName'});
    expect(flaggedFields(leadSteps.contact, empty)).toEqual(['lastName', 'phone', 'companySize']);
  });

  it.each([
    ['ada@example', 'no dot in the domain'],
    ['ada example.com', 'no @'],
    ['ada @example.com', 'a space'],
    ['@example.com', 'nothing before @'],
    ['ada@.', 'nothing around the dot'],
  ])('refuses %j (%s) with the email message', (email) => {
    expect(validateContact({...contact, email})).toEqual({code: 'email', field: 'email'});
  });

  it('checks e-mail loosely here: the strict pattern waits for submit', () => {
    // Passes the loose {x}@{y}.{z} shape; the strict check rejects it later.
    expect(validateContact({...contact, email: 'ada@example.c'})).toBeNull();
    expect(validateContact({...contact, email: 'ädä@exämple.com'})).toBeNull();
  });

  // Issue 20: a bad number used to pass step 1 and send the visitor back from step 2.
  it('checks the phone number at the step where it is typed', () => {
    expect(validateContact({...contact, phone: 'call me'})).toEqual({code: 'phone', field: 'phone'});
    expect(validateContact({...contact, phone: '+34 612 345 678'})).toBeNull();
  });

  it(`refuses answers longer than ${leadFieldMaxLength} characters`, () => {
    const long = 'x'.repeat(leadFieldMaxLength + 1);
    expect(validateContact({...contact, companyName: long})).toEqual({
      code: 'tooLong',
      field: 'companyName',
    });
    expect(validateContact({...contact, companyName: long.slice(1)})).toBeNull();
  });
});

describe('validateNeeds (step 2)', () => {
  it.each([
    [{interests: [], aiUseCase: 'Planning for next quarter'}, 'interests'],
    [{interests: ['Sales Assistance'], aiUseCase: ''}, 'aiUseCase'],
    [{interests: [], aiUseCase: ''}, 'interests'],
  ])('refuses %j with the interests message on %s', (needs, field) => {
    expect(validateNeeds(needs)).toEqual({code: 'interests', field});
  });

  it('accepts one interest and a use case', () => {
    expect(validateNeeds({interests: ['Sales Assistance'], aiUseCase: 'Planning for next quarter'})).toBeNull();
  });

  it('lists every missing answer for flagging', () => {
    expect(flaggedFields(leadSteps.needs, {interests: [], aiUseCase: ''})).toEqual(['interests', 'aiUseCase']);
  });

  it('says what is wrong with a list that is not a choice of the offered interests', () => {
    const many = Array.from({length: 200}, (_, i) => `Interest ${i}`);
    const valid = {aiUseCase: 'Planning for next quarter'};
    expect(validateNeeds({...valid, interests: many})).toEqual({code: 'tooManyItems', field: 'interests'});
    expect(validateNeeds({...valid, interests: ['Time Travel']})).toEqual({code: 'unknownOption', field: 'interests'});
    expect(validateNeeds({...valid, interests: 'Sales Assistance'})).toEqual({code: 'wrongType', field: 'interests'});
    expect(formErrorMessages.tooManyItems).not.toBe(formErrorMessages.interests);
  });

  it('takes an optional message of up to 2000 characters, its line breaks kept and markup removed', () => {
    const valid = {interests: ['Sales Assistance'], aiUseCase: 'Planning for next quarter'};
    expect(validateNeeds({...valid, message: 'x'.repeat(2000)})).toBeNull();
    expect(validateNeeds({...valid, message: 'x'.repeat(2001)})).toEqual({code: 'messageTooLong', field: 'message'});
    const parsed = parseForm(leadSteps.needs, {...valid, message: 'Line <b>one</b>\nLine two'});
    expect(parsed.ok && parsed.value).toMatchObject({message: 'Line one\nLine two'});
  });
});

describe('isValidEmail (strict, on submit)', () => {
  it.each([
    'ada@example.com',
    'ada.lovelace+leads@mail.example.co.uk',
    'A_B%C-D@EXAMPLE.ORG',
    'x@y.io',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    'ada@example.c', // top-level part shorter than 2 letters
    'ada@example.123', // top-level part not letters
    'ädä@example.com', // letters outside a-z
    'ada@exa mple.com',
    'ada@@example.com',
    'ada@example',
    'ada.example.com',
    '',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('isValidPhone', () => {
  it.each([
    // SPEC §5's shape.
    '(555) 123-4567',
    '+555.123.4567',
    '555-123-45678',
    '555-123-456789',
    '5551234567',
    '555 123 4567',
    '+(555) 123 4567',
    '(555)123-4567',
    // International and national numbers (issue 20).
    '+44 20 7946 0958',
    '+34 612 345 678',
    '612 345 678',
    '+34 91 123 45 67',
    '+49 (0)30 1234567',
    '+1-202-555-0143',
    '+33 1.23.45.67.89',
    '+86 10 1234 5678',
    '+12345678901234', // 14 digits
    '12 34 56 78', // 8 digits
  ])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    '123 4567', // 7 digits
    '+1234567890123456', // 16 digits: longer than E.164 allows
    '(555 123-4567', // unbalanced parenthesis
    '555) 123-4567',
    '555--123-4567', // two separators
    '555 - 123 4567',
    '555_123_4567',
    '++555 123 4567',
    '+ 34 612 345 678', // a separator before the first digit
    '612 345 678 ', // ends with a separator
    'phone: 555 123 4567',
    '555 123 4567 ext 9',
    '+34 612 345 67a',
    '',
  ])('refuses %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('answers at once on long input (the pattern cannot backtrack)', () => {
    const started = performance.now();
    expect(isValidPhone(`${'1 '.repeat(5000)}x`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('validateSignup (submit)', () => {
  it('accepts a complete lead', () => {
    expect(validateSignup(signup)).toBeNull();
  });

  it('repeats the step checks', () => {
    expect(validateSignup({...signup, firstName: ''})).toEqual({
      code: 'required',
      field: 'firstName',
    });
    expect(validateSignup({...signup, interests: []})).toEqual({
      code: 'interests',
      field: 'interests',
    });
  });

  it('applies the strict e-mail pattern', () => {
    expect(validateSignup({...signup, email: 'ada@example.c'})).toEqual({
      code: 'email',
      field: 'email',
    });
  });

  it('applies the phone pattern', () => {
    expect(validateSignup({...signup, phone: '555-1234'})).toEqual({
      code: 'phone',
      field: 'phone',
    });
  });

  it.each([
    [{companySize: '1-10'}, {code: 'unknownOption', field: 'companySize'}],
    [{interests: ['Free pizza']}, {code: 'unknownOption', field: 'interests'}],
    [{aiUseCase: 'Tomorrow'}, {code: 'unknownOption', field: 'aiUseCase'}],
    [{csrfToken: 'short'}, {code: 'submissionKey', field: 'csrfToken'}],
    [{csrfToken: 'has spaces in it'}, {code: 'submissionKey', field: 'csrfToken'}],
  ])('refuses values the form never offers: %j', (change, issue) => {
    expect(validateSignup({...signup, ...change})).toEqual(issue);
  });
});

describe('stripTags', () => {
  it.each([
    ['<b>Ada</b>', 'Ada'],
    ['  Ada  ', 'Ada'],
    ['<script>alert(1)</script>Acme', 'alert(1)Acme'],
    ['Acme <img src=x onerror=alert(1)', 'Acme'],
    ['<<b>script>alert(1)', 'alert(1)'],
    ['<!-- note -->Acme', 'Acme'],
    ['</p>Acme<br/>', 'Acme'],
    ['1 < 2 and 3 > 2', '1 < 2 and 3 > 2'],
    ['AT&T', 'AT&T'],
    ['', ''],
  ])('turns %j into %j', (input, output) => {
    expect(stripTags(input)).toBe(output);
  });
});

describe('cleanText (every text answer, before any rule)', () => {
  it.each([
    ['a NUL byte', 'Ada\u0000Lovelace', 'Ada Lovelace'],
    ['CR/LF in a one-line field', 'Ada\r\nBcc: x@example.com', 'Ada Bcc: x@example.com'],
    ['a tab', 'Ada\tLovelace', 'Ada Lovelace'],
    ['C1 controls', 'Ada\u0085\u009BLovelace', 'Ada Lovelace'],
    ['DEL', 'Ada\u007F', 'Ada'],
    ['bidi embeddings and overrides', '\u202AAda\u202B\u202C\u202D\u202E', 'Ada'],
    ['bidi isolates', '\u2066\u2067\u2068Ada\u2069', 'Ada'],
    ['zero-width characters and the BOM', '\uFEFFA\u200Bd\u200C\u200Da\u2060', 'Ada'],
    ['a lone high surrogate', 'Ada\uD83D', 'Ada'],
    ['a lone low surrogate', '\uDE00Ada', 'Ada'],
    ['a decomposed letter', 'Zoe\u0308', 'Zo\u00eb'],
  ])('%s', (_name, input, output) => {
    expect(cleanText(input)).toBe(output);
  });

  it('keeps a real emoji (a surrogate pair) and the letters of every script', () => {
    expect(cleanText('Ada \uD83D\uDE00 Ловлейс 愛')).toBe('Ada \uD83D\uDE00 Ловлейс 愛');
  });

  it('keeps line breaks only in a multi-line field, as \\n', () => {
    expect(cleanText('one\r\ntwo\rthree\n\u0000four', {multiline: true})).toBe('one\ntwo\nthree\n four');
  });
});

describe('leadSchema on an untrusted payload', () => {
  it('strips tags from every text field and every interest', () => {
    const result = parseForm(leadSchema, {
      ...signup,
      firstName: '<b>Ada</b>',
      companyName: '<i>Analytical</i> Engines',
      interests: ['<em>Sales Assistance</em>'],
    });
    expect(result.ok && result.value).toMatchObject({
      firstName: 'Ada',
      companyName: 'Analytical Engines',
      interests: ['Sales Assistance'],
    });
  });

  it('drops unknown fields', () => {
    const result = parseForm(leadSchema, {...signup, isAdmin: true, website: 'spam.example'});
    expect(result.ok && Object.keys(result.value).sort()).toEqual(
      [
        'aiUseCase',
        'companyName',
        'companySize',
        'csrfToken',
        'email',
        'firstName',
        'interests',
        'lastName',
        'message',
        'phone',
        'position',
      ].sort(),
    );
  });

  it('refuses wrong types as such, never coercing them into text', () => {
    expect(validateSignup({...signup, firstName: 42})).toEqual({code: 'wrongType', field: 'firstName'});
    expect(validateSignup({...signup, email: {address: 'ada@example.com'}})).toEqual({code: 'wrongType', field: 'email'});
    expect(validateSignup({...signup, interests: ['Sales Assistance', 7]})).toEqual({code: 'wrongType', field: 'interests'});
    // null reads as a missing answer.
    expect(validateSignup({...signup, aiUseCase: null})).toEqual({code: 'interests', field: 'aiUseCase'});
  });

  it('keeps each interest once', () => {
    const result = parseForm(leadSchema, {
      ...signup,
      interests: ['Sales Assistance', 'Sales Assistance', 'Data Analysis and Insights'],
    });
    expect(result.ok && result.value.interests).toEqual(['Sales Assistance', 'Data Analysis and Insights']);
  });

  it('turns an empty payload, or one that is not an object, into the required message', () => {
    for (const payload of [{}, [], 'text', null]) {
      expect(validateSignup(payload)).toEqual({code: 'required', field: 'firstName'});
    }
  });
});

describe('createSubmissionKey', () => {
  it('joins the time and random text into a key the server accepts', () => {
    const token = createSubmissionKey(1_700_000_000_000, () => 0.123456789);
    expect(token).toBe(`${(1_700_000_000_000).toString(36)}-${(0.123456789).toString(36).slice(2, 12)}`);
    expect(validateSignup({...signup, csrfToken: token})).toBeNull();
  });

  it('differs between two forms opened at the same moment', () => {
    expect(createSubmissionKey(1000)).not.toBe(createSubmissionKey(1000));
  });
});
