import fs from 'node:fs';
import path from 'node:path';
import {sql} from 'kysely';
import {whitePaperOffer} from '../../../../server/features/white-papers/queries';
import {whitePaperFile} from '../../../../src/lib/forms/whitePaper';
import {staffErrorMessages, type StaffErrorCode} from '../../../../src/lib/staff/messages';
import {whitePaperMaxBytes} from '../../../../src/lib/staff/whitePapers';
import {startTestServer, tableRows, type TestServer} from '../../helper';
import {migrateAcross} from '../../platform/database/migration-helper';
import {multipart} from './multipart';
import {addStaff, asStaff, login} from '../staff/helper';

const papersUrl = '/api/admin/white-papers';
const pdf = (text = 'a paper') => Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`);

/** What the bucket folder holds, temporary files included: a refusal must leave nothing. */
function bucketFiles(server: TestServer): string[] {
  return fs.readdirSync(path.join(server.storageDir, 'white-papers')).sort();
}

describe('white paper management', () => {
  let server: TestServer;
  let cookie: string;
  async function start() {
    server = await startTestServer();
    await addStaff(server);
    cookie = await login(server);
  }

  const upload = (file: Parameters<typeof multipart>[0], as = cookie) =>
    asStaff(server, as, {method: 'POST', url: papersUrl, ...multipart(file)});
  const list = () => asStaff(server, cookie, {method: 'GET', url: papersUrl});
  const offerText = {title: 'The New Study', description: 'What we learned from <b>new</b> customers.'};
  const offerPayload = (payload: unknown) => asStaff(server, cookie, {method: 'POST', url: `${papersUrl}/offered`, payload: payload as object});
  const offer = (name: string, text = offerText) => offerPayload({name, ...text});
  const remove = (name: string) =>
    asStaff(server, cookie, {method: 'DELETE', url: `${papersUrl}/${encodeURIComponent(name)}`});
  const auditActions = async () =>
    (await tableRows<{action: string; target: string}>(server, 'staff_audit_log')).map((r) => `${r.action} ${r.target}`);
  const paperAudit = async () => (await auditActions()).filter((entry) => entry.startsWith('white_paper'));
  const offerAudit = async () => (await auditActions()).filter((entry) => entry.startsWith('white_paper_offer'));
  const offerRows = () => tableRows(server, 'white_paper_offer');

  describe('on one server (refusals change nothing; uploads have their own names)', () => {
    beforeAll(start);
    afterAll(() => server.close());

    test('an upload is stored under the SPEC §5 name, listed and audited', async () => {
      const before = bucketFiles(server);
      const data = pdf('quarterly');
      const response = await upload({name: 'Q3 Report (Final) v2.PDF', data});
      expect(response.statusCode).toBe(201);
      expect(response.json().paper).toMatchObject({name: 'q3-report-final-v2.pdf', size: data.length, offered: false});
      expect(fs.readFileSync(path.join(server.storageDir, 'white-papers', 'q3-report-final-v2.pdf')).equals(data)).toBe(true);
      expect(bucketFiles(server)).toEqual([...before, 'q3-report-final-v2.pdf'].sort());
      expect((await list()).json().papers.map((p: {name: string}) => p.name)).toContain('q3-report-final-v2.pdf');
      expect(await auditActions()).toContain('white_paper_uploaded q3-report-final-v2.pdf');
    });

    test('a file of exactly the size limit is accepted', async () => {
      const data = Buffer.concat([pdf(), Buffer.alloc(whitePaperMaxBytes - pdf().length, 0x20)]);
      const response = await upload({name: 'big.pdf', data});
      expect(response.statusCode).toBe(201);
      expect(response.json().paper.size).toBe(whitePaperMaxBytes);
    });

    const refusals: Array<[string, Parameters<typeof multipart>[0], number, StaffErrorCode]> = [
      ['a text file', {name: 'notes.txt', type: 'text/plain', data: Buffer.from('hello')}, 400, 'notPdf'],
      ['a PDF name with another declared type', {name: 'paper.pdf', type: 'text/plain', data: pdf()}, 400, 'notPdf'],
      ['a non-PDF with a .pdf name and type', {name: 'fake.pdf', data: Buffer.from('MZ\x90\x00 not a pdf at all')}, 400, 'notPdf'],
      ['an empty .pdf', {name: 'empty.pdf', data: Buffer.alloc(0)}, 400, 'notPdf'],
      ['a PDF without the .pdf extension', {name: 'paper.exe', data: pdf()}, 400, 'notPdf'],
      [
        'one byte over the size limit',
        {name: 'huge.pdf', data: Buffer.concat([pdf(), Buffer.alloc(whitePaperMaxBytes + 1 - pdf().length, 0x20)])},
        413,
        'fileTooLarge',
      ],
      ['a parent-directory name', {name: '../../site.pdf', data: pdf()}, 400, 'invalidFileName'],
      ['a Windows traversal name', {name: '..\\..\\site.pdf', data: pdf()}, 400, 'invalidFileName'],
      ['an absolute path', {name: '/etc/passwd.pdf', data: pdf()}, 400, 'invalidFileName'],
      ['a name of dots', {name: '...pdf', data: pdf()}, 400, 'invalidFileName'],
      ['a name that sanitises to nothing', {name: '¿¡ ()!.pdf', data: pdf()}, 400, 'invalidFileName'],
      ['only an extension', {name: '.pdf', data: pdf()}, 400, 'notPdf'],
      ['the name of a stored paper', {name: 'AI vs Human Support Agents Benchmark.pdf', data: pdf()}, 409, 'fileExists'],
      ['no file part', null, 400, 'noFile'],
    ];
    test.each(refusals)('refuses %s and writes nothing', async (_label, file, status, code) => {
      const before = bucketFiles(server);
      const audited = await paperAudit();
      const seeded = fs.readFileSync(path.join(server.storageDir, 'white-papers', whitePaperFile));
      const response = await upload(file);
      expect([response.statusCode, response.json()]).toEqual([status, {code, error: staffErrorMessages[code]}]);
      expect(bucketFiles(server)).toEqual(before);
      expect(fs.readFileSync(path.join(server.storageDir, 'white-papers', whitePaperFile)).equals(seeded)).toBe(true);
      expect(fs.readdirSync(path.join(server.storageDir))).toEqual(['white-papers']);
      expect(await paperAudit()).toEqual(audited);
    });

    test.each([
      ['without a boundary', 'multipart/form-data', 'garbage'],
      [
        'cut off in the middle of the file',
        'multipart/form-data; boundary=cut',
        '--cut\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 half a fi',
      ],
    ])('a multipart body %s is refused with 400 and leaves no file', async (_label, contentType, payload) => {
      const before = bucketFiles(server);
      const response = await asStaff(server, cookie, {method: 'POST', url: papersUrl, headers: {'content-type': contentType}, payload});
      expect([response.statusCode, response.json()]).toEqual([400, {code: 'malformedUpload', error: staffErrorMessages.malformedUpload}]);
      expect(bucketFiles(server)).toEqual(before);
    });

    test('a JSON body instead of multipart is refused', async () => {
      const response = await asStaff(server, cookie, {method: 'POST', url: papersUrl, payload: {file: 'x.pdf'}});
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('multipartRequired');
    });

    test('an unknown content type is refused before any handler runs', async () => {
      const before = bucketFiles(server);
      const response = await asStaff(server, cookie, {
        method: 'POST',
        url: papersUrl,
        payload: pdf(),
        headers: {'content-type': 'application/pdf'},
      });
      expect(response.statusCode).toBe(415);
      expect(bucketFiles(server)).toEqual(before);
    });

    test.each([
      ['no session', () => ''],
      ['a made-up session', () => '__Host-session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ])('an upload with %s is refused with 401 and stores nothing', async (_label, as) => {
      const before = bucketFiles(server);
      const response = await upload({name: 'sneaky.pdf', data: pdf()}, as());
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('sessionRequired');
      expect(bucketFiles(server)).toEqual(before);
    });

    test('an upload with an expired session is refused with 401 and stores nothing', async () => {
      // Its own account: only its session goes stale, the block's shared one stays.
      await addStaff(server, 'late@example.com');
      const late = await login(server, 'late@example.com');
      server.exec(`update staff_sessions set last_seen_at = last_seen_at - 3600000
        where account_id = (select id from staff_accounts where email = 'late@example.com')`);
      const before = bucketFiles(server);
      const response = await upload({name: 'late.pdf', data: pdf()}, late);
      expect(response.statusCode).toBe(401);
      expect(bucketFiles(server)).toEqual(before);
    });

    test('a cross-site upload is refused', async () => {
      const before = bucketFiles(server);
      const response = await asStaff(server, cookie, {
        method: 'POST',
        url: papersUrl,
        ...multipart({name: 'csrf.pdf', data: pdf()}),
        headers: {...multipart({name: 'csrf.pdf', data: pdf()}).headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site'},
      });
      expect(response.statusCode).toBe(403);
      expect(bucketFiles(server)).toEqual(before);
    });

    test.each(['missing.pdf', '../site.db', 'a/b.pdf'])('offering %s is refused', async (name) => {
      const before = await offerRows();
      const response = await offer(name);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('paperNotFound');
      expect(await offerRows()).toEqual(before);
    });

    const badOffers: Array<[string, Record<string, unknown>, StaffErrorCode, string]> = [
      ['an empty title', {title: ''}, 'invalidOfferTitle', 'title'],
      ['a title of spaces only', {title: '   '}, 'invalidOfferTitle', 'title'],
      ['a title of 121 characters', {title: 'x'.repeat(121)}, 'invalidOfferTitle', 'title'],
      ['a numeric title', {title: 42}, 'invalidOfferTitle', 'title'],
      ['a null title', {title: null}, 'invalidOfferTitle', 'title'],
      ['a missing title', {title: undefined}, 'invalidOfferTitle', 'title'],
      ['an empty description', {description: ''}, 'invalidOfferDescription', 'description'],
      ['a description of 401 characters', {description: 'y'.repeat(401)}, 'invalidOfferDescription', 'description'],
      ['a description as a list', {description: ['a', 'b']}, 'invalidOfferDescription', 'description'],
      ['a missing description', {description: undefined}, 'invalidOfferDescription', 'description'],
      ['a numeric name', {name: 7}, 'paperNotFound', 'name'],
      ['a missing name', {name: undefined}, 'paperNotFound', 'name'],
    ];
    test.each(badOffers)('offering with %s is refused and changes nothing', async (_label, change, code, field) => {
      await upload({name: 'New Study.pdf', data: pdf('new study')}); // 409 once the block has it
      const [before, audited] = [await offerRows(), await offerAudit()];
      const response = await offerPayload({name: 'new-study.pdf', ...offerText, ...change});
      expect([response.statusCode, response.json()]).toEqual([400, {code, error: staffErrorMessages[code], field}]);
      expect(await offerRows()).toEqual(before);
      expect(await offerAudit()).toEqual(audited);
    });

    test.each([
      ['a title of exactly 120 characters', {title: 't'.repeat(120)}],
      ['a description of exactly 400 characters', {description: 'd'.repeat(400)}],
    ])('%s is accepted', async (_label, change) => {
      const response = await offerPayload({name: whitePaperFile, ...offerText, ...change});
      expect(response.statusCode).toBe(200);
      expect(response.json().offer).toMatchObject(change);
    });

    test.each([
      ['a string', '"new-study.pdf"'],
      ['an array', '[]'],
      ['null', 'null'],
    ])('a body that is %s is refused', async (_label, body) => {
      const before = await offerRows();
      const response = await asStaff(server, cookie, {
        method: 'POST',
        url: `${papersUrl}/offered`,
        headers: {'content-type': 'application/json'},
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(await offerRows()).toEqual(before);
    });
  });

  describe('each on a fresh server (the offer, the seeded paper and download counts are the site\'s one state)', () => {
    beforeEach(start);
    afterEach(() => server.close());

    test('lists the seeded paper as the one the forms offer', async () => {
      const response = await list();
      expect(response.statusCode).toBe(200);
      const seeded = fs.statSync(path.join(server.storageDir, 'white-papers', whitePaperFile));
      expect(response.json()).toEqual({
        offered: whitePaperFile,
        offer: null,
        papers: [{name: whitePaperFile, size: seeded.size, uploadedAt: seeded.mtime.getTime(), downloads: 0, offered: true}],
      });
    });

    test('the offered paper is what the pricing form serves and the public GET names; its requests are counted', async () => {
      await upload({name: 'New Study.pdf', data: pdf('new study')});
      const chosen = await offer('new-study.pdf');
      expect([chosen.statusCode, chosen.json()]).toEqual([200, {offered: 'new-study.pdf', offer: {name: 'new-study.pdf', ...offerText}}]);
      expect(await auditActions()).toContain('white_paper_offered new-study.pdf');

      const publicAnswer = await server.app.inject({method: 'GET', url: '/functions/v1/offered-white-paper'});
      expect(publicAnswer.json()).toEqual({
        file: 'new-study.pdf',
        downloadUrl: '/storage/v1/object/public/white-papers/new-study.pdf',
        ...offerText,
      });
      expect(publicAnswer.headers['cache-control']).toBe('no-cache');

      const request = await server.app.inject({
        method: 'POST',
        url: '/functions/v1/white-paper-request',
        payload: {firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', companyName: 'Engines', subscribe: false},
      });
      expect(request.json()).toEqual({downloadUrl: '/storage/v1/object/public/white-papers/new-study.pdf'});
      expect(server.rows<{file_path: string}>('white_paper_requests').map((r) => r.file_path)).toEqual(['new-study.pdf']);
      const served = await server.app.inject({method: 'GET', url: request.json().downloadUrl});
      expect(served.rawPayload.toString()).toContain('new study');

      const papers = (await list()).json().papers as Array<{name: string; downloads: number; offered: boolean}>;
      expect(papers.map(({name, downloads, offered}) => [name, downloads, offered])).toEqual([
        [whitePaperFile, 0, false],
        ['new-study.pdf', 1, true],
      ]);
    });

    test('the landing form, with or without JavaScript, gets the offered paper when it names the built-in one', async () => {
      await upload({name: 'New Study.pdf', data: pdf('new study')});
      await upload({name: 'Other.pdf', data: pdf('other')});
      await offer('new-study.pdf');
      const download = (filePath: string) =>
        server.app.inject({
          method: 'POST',
          url: '/functions/v1/download-white-paper',
          payload: {filePath, email: 'grace@example.com', userName: 'Grace Hopper', companyName: 'Compilers', companySize: '11-50'},
        });
      expect((await download(whitePaperFile)).json()).toEqual({downloadUrl: '/storage/v1/object/public/white-papers/new-study.pdf'});
      // A paper named outright is served as named.
      expect((await download('other.pdf')).json()).toEqual({downloadUrl: '/storage/v1/object/public/white-papers/other.pdf'});

      const noScript = await server.app.inject({
        method: 'POST',
        url: '/functions/v1/forms/download-white-paper',
        headers: {'content-type': 'application/x-www-form-urlencoded'},
        payload: new URLSearchParams({
          filePath: whitePaperFile,
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          companyName: 'Engines',
          companySize: '11-50',
          page: '/landing',
        }).toString(),
      });
      expect([noScript.statusCode, noScript.headers.location]).toEqual([303, '/storage/v1/object/public/white-papers/new-study.pdf']);
      expect(server.rows<{file_path: string}>('white_paper_requests').map((r) => r.file_path)).toEqual([
        'new-study.pdf',
        'other.pdf',
        'new-study.pdf',
      ]);
    });

    test('staff edit the offered paper\'s title and description; the change is audited and listed', async () => {
      await upload({name: 'New Study.pdf', data: pdf('new study')});
      await offer('new-study.pdf');
      const edited = await offer('new-study.pdf', {title: '  Revised   title ', description: 'Line one\nline two'});
      expect(edited.statusCode).toBe(200);
      // Cleaned as the staff card cleans it: trimmed, one line, runs of spaces folded.
      expect(edited.json().offer).toEqual({name: 'new-study.pdf', title: 'Revised title', description: 'Line one line two'});
      expect(await auditActions()).toEqual(expect.arrayContaining(['white_paper_offered new-study.pdf', 'white_paper_offer_edited new-study.pdf']));
      expect((await list()).json().offer).toEqual(edited.json().offer);
      expect(server.rows<{title: string}>('white_paper_offer').map((row) => row.title)).toEqual(['Revised title']);
    });

    test('delete removes a paper that is not offered; the offered one is refused', async () => {
      await upload({name: 'old.pdf', data: pdf()});
      const refused = await remove(whitePaperFile);
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'paperOffered']);

      expect((await remove('old.pdf')).statusCode).toBe(204);
      expect(bucketFiles(server)).toEqual([whitePaperFile]);
      expect(await auditActions()).toContain('white_paper_deleted old.pdf');
      expect((await remove('old.pdf')).statusCode).toBe(404);
      for (const name of ['..', '.env', '..%2fsite.db']) expect((await remove(name)).statusCode).toBe(404);
    });

    test('a deleted seed paper stays deleted when the server starts again', async () => {
      await upload({name: 'replacement.pdf', data: pdf()});
      await offer('replacement.pdf');
      expect((await remove(whitePaperFile)).statusCode).toBe(204);
      const {LocalDiskStorage} = await import('../../../../server/platform/storage/local-disk');
      const {seedStorage} = await import('../../../../server/platform/storage/seed');
      expect(await seedStorage(new LocalDiskStorage(server.storageDir))).toEqual([]);
      expect(bucketFiles(server)).toEqual(['replacement.pdf']);
    });
  });
});

test('a paper offered before offers had words is titled by its file name and keeps the site\'s description (migration 0021)', () =>
  migrateAcross(
    '0019_staff_devices',
    (db) => sql`insert into white_paper_offer (id, file, chosen_at, chosen_by) values (1, 'old-study.pdf', 1, 'ana@example.com')`.execute(db),
    async (db) => {
      expect(await whitePaperOffer(db)).toEqual({
        name: 'old-study.pdf',
        title: 'old-study.pdf',
        description: expect.stringMatching(/^Twelve weeks, eight companies and 186,400 real customer conversations/),
      });
    },
  ));
