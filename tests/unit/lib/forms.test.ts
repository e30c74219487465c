import {downloadWhitePaper, requestWhitePaper} from '@site/src/lib/api/whitePapers';
import {sendPartnerApplication} from '@site/src/lib/api/partners';
import {subscribeToNewsletter} from '@site/src/lib/api/newsletter';
import {formErrorCodeFor, formErrorMessages} from '@site/src/lib/forms/messages';
import {normalizeSubscription, validateSubscription} from '@site/src/lib/forms/newsletter';
import {isValidWebsite, normalizePartnerApplication, validatePartnerApplication} from '@site/src/lib/forms/partner';
import {
  hasParentDirectorySequence,
  safeWhitePaperPath,
  sanitizeFileName,
  validateWhitePaperRequest,
  normalizeWhitePaperRequest,
} from '@site/src/lib/forms/whitePaper';

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
    expect(safeWhitePaperPath('')).toEqual({ok: false, code: 'invalidPath'});
  });
});

describe('pricing/case-studies white paper request', () => {
  const valid = {firstName: 'Mary', lastName: 'Jackson', email: 'Mary@Example.com', companyName: 'NACA'};
  test('only names, e-mail and company are required; size is one of the five bands when given', () => {
    expect(validateWhitePaperRequest(normalizeWhitePaperRequest(valid))).toBeNull();
    expect(validateWhitePaperRequest(normalizeWhitePaperRequest({...valid, companySize: '501+'}))).toBeNull();
    expect(validateWhitePaperRequest(normalizeWhitePaperRequest({...valid, companySize: '31-100'}))).toEqual({code: 'required', field: 'companySize'});
    expect(validateWhitePaperRequest(normalizeWhitePaperRequest({...valid, lastName: ' '}))).toEqual({code: 'required', field: 'lastName'});
    expect(normalizeWhitePaperRequest(valid).email).toBe('mary@example.com');
  });
});

describe('partner application (SPEC §5)', () => {
  const valid = {
    firstName: 'Alan', lastName: 'Turing', companyName: 'Bletchley', email: 'alan@example.com',
    phone: '555-321-7654', website: '', partnerType: 'Referral', message: 'Hello',
  };
  test('website is optional and must be an http(s) address when given', () => {
    expect(validatePartnerApplication(normalizePartnerApplication(valid))).toBeNull();
    expect(isValidWebsite('https://bletchley.example.com/about')).toBe(true);
    for (const bad of ['bletchley.com', 'javascript:alert(1)', 'https://localhost', 'http://a b.com']) {
      expect(isValidWebsite(bad)).toBe(false);
    }
    expect(validatePartnerApplication(normalizePartnerApplication({...valid, website: 'nope'}))).toEqual({code: 'website', field: 'website'});
  });
  test('partner type must be one of the four', () => {
    expect(validatePartnerApplication(normalizePartnerApplication({...valid, partnerType: 'investor'}))).toEqual({code: 'required', field: 'partnerType'});
  });
});

describe('newsletter (SPEC §3)', () => {
  test('trims and lowercases the e-mail, strips special characters from names', () => {
    expect(normalizeSubscription({email: ' A@B.CO ', firstName: 'Zoë<b>!', companyName: 'R&D {Labs}'})).toEqual({
      email: 'a@b.co', firstName: 'Zoë', lastName: '', companyName: 'R&D Labs',
    });
    expect(validateSubscription(normalizeSubscription({email: 'bad'}))).toEqual({code: 'newsletterEmail', field: 'email'});
    expect(formErrorMessages.newsletterEmail).toBe('Invalid email format. Newsletter subscription failed.');
    expect(formErrorCodeFor('Invalid file path')).toBe('invalidPath');
  });
});

function answering(status: number, body: unknown) {
  return jest.fn(async () => ({ok: status < 300, status, json: async () => body}) as Response) as unknown as typeof fetch;
}

describe('api clients', () => {
  test('each posts JSON to its own function path', async () => {
    const fetchImpl = answering(200, {ok: true});
    await subscribeToNewsletter({email: 'a@b.co'}, fetchImpl);
    await sendPartnerApplication(normalizePartnerApplication({}), fetchImpl);
    await requestWhitePaper({...normalizeWhitePaperRequest({})}, fetchImpl);
    const urls = (fetchImpl as jest.Mock).mock.calls.map(([url]) => url);
    expect(urls).toEqual(['/functions/v1/newsletter', '/functions/v1/partner-application', '/functions/v1/white-paper-request']);
  });

  test('requestWhitePaper: a network failure reads as the spec exception text, a refusal as the server text', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await requestWhitePaper(normalizeWhitePaperRequest({}), offline)).toMatchObject({
      ok: false, error: 'An error occurred while downloading the white paper',
    });
    expect(await requestWhitePaper(normalizeWhitePaperRequest({}), answering(500, null))).toMatchObject({
      ok: false, error: 'Failed to download white paper',
    });
    expect(await requestWhitePaper(normalizeWhitePaperRequest({}), answering(200, {downloadUrl: '/x.pdf'}))).toEqual({
      ok: true, data: {downloadUrl: '/x.pdf'},
    });
  });

  test('downloadWhitePaper refuses a traversal before any request', async () => {
    const fetchImpl = answering(200, {});
    const outcome = await downloadWhitePaper(
      {filePath: '..%2f..%2fsite.db', email: 'a@b.co', userName: 'A B', companyName: 'C', companySize: '1-10'},
      fetchImpl,
    );
    expect(outcome).toEqual({ok: false, error: 'Invalid file path'});
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
