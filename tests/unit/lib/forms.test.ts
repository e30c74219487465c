import {downloadWhitePaper, requestWhitePaper} from '@site/src/lib/api/whitePapers';
import {sendPartnerApplication} from '@site/src/lib/api/partners';
import {subscribeToNewsletter} from '@site/src/lib/api/newsletter';
import {formErrorMessages} from '@site/src/lib/forms/messages';
import {isValidWebsite, normalizeWebsite} from '@site/src/lib/forms/partner';
import {
  newsletterSchema,
  parseForm,
  partnerSchema,
  whitePaperDownloadSchema,
  whitePaperRequestSchema,
} from '@site/src/lib/forms/schemas';
import {hasParentDirectorySequence, safeWhitePaperPath, sanitizeFileName} from '@site/src/lib/forms/whitePaper';

function issueOf(schema: Parameters<typeof parseForm>[0], input: unknown) {
  const result = parseForm(schema, input);
  return result.ok ? null : {code: result.issue.code, field: result.issue.field};
}
/** The cleaned value of an input the schema accepts (the test fails on a refusal). */
function valueOf<T>(schema: Parameters<typeof parseForm<T>>[0], input: unknown): T {
  const result = parseForm(schema, input);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.issue)}`);
  return result.value;
}

describe('white paper paths (SPEC §5 "Download path")', () => {
  test.each(['../x.pdf', '..%2fx.pdf', '%2e%2e/x.pdf', '..\\x.pdf', '..%5cx.pdf', '%252e%252e%252fx.pdf', 'a/../../b', '..'])(
    '%s has a parent-directory sequence',
    (path) => {
      expect(hasParentDirectorySequence(path)).toBe(true);
      expect(safeWhitePaperPath(path)).toEqual({ok: false, code: 'invalidPath'});
    },
  );

  test('other unsafe characters become underscores', () => {
    expect(sanitizeFileName('white papers/2025 (final)?.pdf')).toBe('white_papers_2025__final__.pdf');
    expect(safeWhitePaperPath('report 2025.pdf')).toEqual({ok: true, file: 'report_2025.pdf'});
    expect(safeWhitePaperPath('.env')).toEqual({ok: false, code: 'invalidPath'});
    // The storage takes names that start with a letter or digit only: bad input, not a 500.
    for (const path of ['/etc/passwd', '_x.pdf', '-x.pdf', '~x.pdf']) {
      expect(safeWhitePaperPath(path)).toEqual({ok: false, code: 'invalidPath'});
    }
    expect(safeWhitePaperPath('')).toEqual({ok: false, code: 'invalidPath'});
  });
});

describe('pricing/case-studies white paper request', () => {
  const valid = {firstName: 'Mary', lastName: 'Jackson', email: 'Mary@Example.com', companyName: 'NACA'};
  test('only names, e-mail and company are required; size is one of the five bands when given', () => {
    expect(issueOf(whitePaperRequestSchema, valid)).toBeNull();
    expect(issueOf(whitePaperRequestSchema, {...valid, companySize: '501+'})).toBeNull();
    expect(issueOf(whitePaperRequestSchema, {...valid, companySize: '31-100'})).toEqual({code: 'unknownOption', field: 'companySize'});
    expect(issueOf(whitePaperRequestSchema, {...valid, lastName: ' '})).toEqual({code: 'required', field: 'lastName'});
    expect(valueOf(whitePaperRequestSchema, valid).email).toBe('mary@example.com');
  });

  test('a wrong-typed subscribe box says so, not that a field is missing', () => {
    expect(issueOf(whitePaperRequestSchema, {...valid, subscribe: 'yes'})).toEqual({code: 'wrongType', field: 'subscribe'});
    expect(formErrorMessages.wrongType).not.toBe(formErrorMessages.required);
  });
});

describe('landing/case-study white paper download', () => {
  const valid = {filePath: 'paper.pdf', email: 'a@b.co', userName: 'A B', companyName: 'C', companySize: '1-10'};
  test('the path comes out sanitised; a wrong-typed subscribe is a wrong type', () => {
    expect(valueOf(whitePaperDownloadSchema, {...valid, filePath: 'my paper.pdf'}).filePath).toBe('my_paper.pdf');
    expect(issueOf(whitePaperDownloadSchema, {...valid, filePath: '/etc/passwd'})).toEqual({code: 'invalidPath', field: 'filePath'});
    expect(issueOf(whitePaperDownloadSchema, {...valid, subscribe: 'on'})).toEqual({code: 'wrongType', field: 'subscribe'});
  });
});

describe('partner application (SPEC §5)', () => {
  const valid = {
    firstName: 'Alan', lastName: 'Turing', companyName: 'Bletchley', email: 'alan@example.com',
    phone: '555-321-7654', website: '', partnerType: 'Referral', message: 'Hello',
  };
  test('website is optional and must be an http(s) address when given', () => {
    expect(issueOf(partnerSchema, valid)).toBeNull();
    expect(isValidWebsite('https://bletchley.example.com/about')).toBe(true);
    for (const bad of ['bletchley.com', 'javascript:alert(1)', 'https://localhost', 'http://a b.com', 'https://user:pw@example.com']) {
      expect(isValidWebsite(bad)).toBe(false);
    }
    expect(issueOf(partnerSchema, {...valid, website: 'nope'})).toEqual({code: 'website', field: 'website'});
  });

  test.each([
    ['a bare domain', 'parkconsulting-test.com', 'https://parkconsulting-test.com'],
    ['a www address with a path', 'www.example.com/about', 'https://www.example.com/about'],
    ['a port', 'example.com:8080', 'https://example.com:8080'],
    ['with spaces around it', '  parkconsulting-test.com ', 'https://parkconsulting-test.com'],
    ['http kept', 'http://example.com', 'http://example.com'],
    ['https kept', 'HTTPS://Example.com', 'HTTPS://Example.com'],
    ['empty stays empty', '', ''],
  ])('website: %s (%s) is stored as %s', (_case, typed, stored) => {
    expect(valueOf(partnerSchema, {...valid, website: typed}).website).toBe(stored);
    expect(normalizeWebsite(typed.trim())).toBe(stored);
  });

  test.each([
    ['javascript:alert(1)'],
    ['ftp://files.example.com'],
    ['mailto:a@example.com'],
    ['localhost'],
    ['nope'],
    ['example .com'],
  ])('website %s is still refused', (typed) => {
    expect(issueOf(partnerSchema, {...valid, website: typed})).toEqual({code: 'website', field: 'website'});
  });
  test('partner type must be one of the four (any case)', () => {
    expect(valueOf(partnerSchema, valid).partnerType).toBe('referral');
    expect(issueOf(partnerSchema, {...valid, partnerType: 'investor'})).toEqual({code: 'unknownOption', field: 'partnerType'});
  });
});

describe('newsletter (SPEC §3)', () => {
  test('trims and lowercases the e-mail, strips special characters from names', () => {
    expect(valueOf(newsletterSchema, {email: ' A@B.CO ', firstName: 'Zoë<b>!', companyName: 'R&D {Labs}'})).toEqual({
      email: 'a@b.co', firstName: 'Zoë', lastName: '', companyName: 'R&D Labs',
    });
    expect(issueOf(newsletterSchema, {email: 'bad'})).toEqual({code: 'newsletterEmail', field: 'email'});
    expect(formErrorMessages.newsletterEmail).toBe('Invalid email format. Newsletter subscription failed.');
  });

  test('a too-long name is refused as too long, not as a bad e-mail', () => {
    expect(issueOf(newsletterSchema, {email: 'a@b.co', firstName: 'n'.repeat(201)})).toEqual({code: 'tooLong', field: 'firstName'});
  });
});

function answering(status: number, body: unknown) {
  return jest.fn(async () => ({ok: status < 300, status, json: async () => body}) as Response) as unknown as typeof fetch;
}

const partnerApplication = {
  firstName: 'A', lastName: 'B', companyName: 'C', email: 'a@b.co', phone: '555-123-4567',
  website: '', partnerType: 'referral', message: 'Hi', csrfToken: undefined,
};
const paperRequest = {
  firstName: 'A', lastName: 'B', title: '', companyName: 'C', email: 'a@b.co', phone: '',
  companySize: '', heardAboutUs: [], subscribe: false, csrfToken: undefined,
};

describe('api clients', () => {
  test('each posts JSON to its own function path', async () => {
    const fetchImpl = answering(200, {ok: true});
    await subscribeToNewsletter({email: 'a@b.co'}, fetchImpl);
    await sendPartnerApplication(partnerApplication, fetchImpl);
    await requestWhitePaper(paperRequest, fetchImpl);
    const urls = (fetchImpl as jest.Mock).mock.calls.map(([url]) => url);
    expect(urls).toEqual(['/functions/v1/newsletter', '/functions/v1/partner-application', '/functions/v1/white-paper-request']);
  });

  test('requestWhitePaper: a network failure reads as the spec exception text, a refusal as the server text', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await requestWhitePaper(paperRequest, offline)).toMatchObject({
      ok: false, error: 'An error occurred while downloading the white paper',
    });
    expect(await requestWhitePaper(paperRequest, answering(500, null))).toMatchObject({
      ok: false, error: 'Failed to download white paper',
    });
    expect(await requestWhitePaper(paperRequest, answering(200, {downloadUrl: '/x.pdf'}))).toEqual({
      ok: true, data: {downloadUrl: '/x.pdf'},
    });
  });

  test('downloadWhitePaper refuses a traversal before any request', async () => {
    const fetchImpl = answering(200, {});
    const outcome = await downloadWhitePaper(
      {filePath: '..%2f..%2fsite.db', email: 'a@b.co', userName: 'A B', companyName: 'C', companySize: '1-10', subscribe: false, csrfToken: undefined},
      fetchImpl,
    );
    expect(outcome).toEqual({ok: false, error: 'Invalid file path', code: 'invalidPath'});
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
