import {
  createCsrfToken,
  isValidEmail,
  isValidPhone,
  missingContactFields,
  missingNeedsFields,
  normalizeSignup,
  stripTags,
  validateContact,
  validateNeeds,
  validateSignup,
  type LeadContact,
  type LeadSignup,
} from '@site/src/lib/lead/validation';
import {
  leadErrorCodeFor,
  leadErrorMessages,
  leadServerFailure,
  leadSubmitFailedToast,
  leadSuccessToast,
} from '@site/src/lib/lead/messages';
import {
  aiUseCases,
  leadCompanySizes,
  leadFieldMaxLength,
  leadInterests,
} from '@site/src/lib/lead/options';

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
  csrfToken: 'lz3k9a-4fzyo82r5q',
};

describe('SPEC §8 texts', () => {
  it('are the spec words, letter for letter', () => {
    expect(leadErrorMessages.required).toBe('Please fill in all required fields');
    expect(leadErrorMessages.email).toBe('Please enter a valid email address');
    expect(leadErrorMessages.phone).toBe('Please enter a valid phone number');
    expect(leadErrorMessages.interests).toBe('Please tell us about your interests');
    expect(leadSubmitFailedToast).toBe(
      'There was a problem submitting your form. Please try again.',
    );
    expect(leadServerFailure).toBe('Failed to submit form');
    expect(leadSuccessToast).toBe("Thank you for your interest! We'll be in touch soon.");
  });

  it('map back to their code so the browser can translate a server answer', () => {
    expect(leadErrorCodeFor('Please enter a valid phone number')).toBe('phone');
    expect(leadErrorCodeFor('Please fill in all required fields')).toBe('required');
    expect(leadErrorCodeFor('Something else went wrong')).toBeUndefined();
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
    expect(missingContactFields(empty)).toEqual(['lastName', 'phone', 'companySize']);
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

  it('does not check the phone pattern before submit', () => {
    expect(validateContact({...contact, phone: 'call me'})).toBeNull();
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
    expect(validateNeeds({interests: ['Sales Assistance'], aiUseCase: 'x'})).toBeNull();
  });

  it('lists every missing answer for flagging', () => {
    expect(missingNeedsFields({interests: [], aiUseCase: ''})).toEqual([
      'interests',
      'aiUseCase',
    ]);
    expect(missingNeedsFields({interests: ['a'], aiUseCase: 'b'})).toEqual([]);
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
    '(555) 123-4567',
    '+555.123.4567',
    '555-123-45678',
    '555-123-456789',
    '5551234567',
    '555 123 4567',
    '+(555) 123 4567',
    '(555)123-4567',
  ])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    '555-123-456', // last group of 3
    '555-123-4567890', // last group of 7
    '55-123-4567', // first group of 2
    '555-12-4567',
    '(555 123-4567', // unbalanced parenthesis
    '555--123-4567', // two separators
    '555_123_4567',
    '++555 123 4567',
    'phone: 555 123 4567',
    '555 123 4567 ext 9',
    '',
  ])('refuses %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
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
    expect(validateSignup({...signup, phone: '555-123-456'})).toEqual({
      code: 'phone',
      field: 'phone',
    });
  });

  it.each([
    [{companySize: '1-10'}, {code: 'required', field: 'companySize'}],
    [{interests: ['Free pizza']}, {code: 'interests', field: 'interests'}],
    [{aiUseCase: 'Tomorrow'}, {code: 'interests', field: 'aiUseCase'}],
    [{csrfToken: 'short'}, {code: 'required', field: 'csrfToken'}],
    [{csrfToken: 'has spaces in it'}, {code: 'required', field: 'csrfToken'}],
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

describe('normalizeSignup (untrusted payload)', () => {
  it('strips tags from every text field and every interest', () => {
    const lead = normalizeSignup({
      ...signup,
      firstName: '<b>Ada</b>',
      companyName: '<i>Analytical</i> Engines',
      interests: ['<em>Sales Assistance</em>'],
    });
    expect(lead.firstName).toBe('Ada');
    expect(lead.companyName).toBe('Analytical Engines');
    expect(lead.interests).toEqual(['Sales Assistance']);
    expect(validateSignup(lead)).toBeNull();
  });

  it('drops unknown fields', () => {
    const lead = normalizeSignup({...signup, isAdmin: true, website: 'spam.example'});
    expect(Object.keys(lead).sort()).toEqual(
      [
        'aiUseCase',
        'companyName',
        'companySize',
        'csrfToken',
        'email',
        'firstName',
        'interests',
        'lastName',
        'phone',
        'position',
      ].sort(),
    );
  });

  it('reads wrong types as empty, so validation answers with the spec message', () => {
    const lead = normalizeSignup({
      ...signup,
      firstName: 42,
      email: {address: 'ada@example.com'},
      interests: 'Sales Assistance',
      aiUseCase: null,
    });
    expect(lead.firstName).toBe('');
    expect(lead.email).toBe('');
    expect(lead.interests).toEqual([]);
    expect(lead.aiUseCase).toBe('');
    expect(validateSignup(lead)).toEqual({code: 'required', field: 'firstName'});
  });

  it('keeps only the strings of a mixed interest list, once each', () => {
    const lead = normalizeSignup({
      ...signup,
      interests: ['Sales Assistance', 7, null, 'Sales Assistance', 'Data Analysis and Insights'],
    });
    expect(lead.interests).toEqual(['Sales Assistance', 'Data Analysis and Insights']);
  });

  it('turns an empty payload into a lead that fails with the required message', () => {
    expect(validateSignup(normalizeSignup({}))).toEqual({code: 'required', field: 'firstName'});
  });
});

describe('createCsrfToken', () => {
  it('joins the time and random text into a token the server accepts', () => {
    const token = createCsrfToken(1_700_000_000_000, () => 0.123456789);
    expect(token).toBe(`${(1_700_000_000_000).toString(36)}-${(0.123456789).toString(36).slice(2, 12)}`);
    expect(validateSignup({...signup, csrfToken: token})).toBeNull();
  });

  it('differs between two forms opened at the same moment', () => {
    expect(createCsrfToken(1000)).not.toBe(createCsrfToken(1000));
  });
});
