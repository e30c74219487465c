/**
 * The white paper service (server/features/white-papers/service.ts) without HTTP: uploads refused
 * by name, type, size or content before anything is stored, the offer and delete rules, and the
 * audit line each change leaves. admin-routes.test.ts runs the same through the staff API.
 */
import {Readable} from 'node:stream';
import {whitePaperFile} from '../../../../src/lib/forms/whitePaper';
import {whitePaperMaxBytes} from '../../../../src/lib/staff/whitePapers';
import {deletePaper, listPapers, offerPaper, uploadPaper, type WhitePaperDeps} from '../../../../server/features/white-papers/service';
import {startTestServer, tableRows, type TestServer} from '../../helper';

let server: TestServer;
const deps = (): WhitePaperDeps => ({db: server.app.db, storage: server.app.storage});
const actor = {email: 'owner@example.com', ip: '203.0.113.9'};
const pdf = (text = 'a study') => Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\n%%EOF\n`, 'latin1');
const upload = (filename: string, data: Buffer, mimetype = 'application/pdf') => ({filename, mimetype, file: Readable.from([data])});
const audit = async () => (await tableRows<{action: string; target: string}>(server, 'staff_audit_log')).map((row) => `${row.action} ${row.target}`);
const names = async () => (await listPapers(deps())).papers.map((paper) => paper.name).sort();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('uploading', () => {
  it.each([
    ['a name that is not a PDF', upload('study.docx', pdf()), {status: 400, code: 'notPdf'}],
    ['a name with a path', upload('../study.pdf', pdf()), {status: 400, code: 'invalidFileName'}],
    ['another type', upload('study.pdf', pdf(), 'text/plain'), {status: 400, code: 'notPdf'}],
    ['bytes that are not a PDF', upload('study.pdf', Buffer.from('hello, world')), {status: 400, code: 'notPdf'}],
    ['a file over the limit', upload('study.pdf', Buffer.concat([pdf(), Buffer.alloc(whitePaperMaxBytes)])), {status: 413, code: 'fileTooLarge'}],
    ['the name of a paper already there', upload(whitePaperFile, pdf()), {status: 409, code: 'fileExists'}],
  ])('refuses %s and stores nothing', async (_case, file, refusal) => {
    const before = await names();
    expect(await uploadPaper(deps(), file, actor)).toEqual({ok: false, field: undefined, ...refusal});
    expect(await names()).toEqual(before);
  });

  it('refuses active content, saying what was found for the log', async () => {
    const refused = await uploadPaper(deps(), upload('script.pdf', pdf('/JavaScript (app.alert(1))')), actor);
    expect(refused).toMatchObject({ok: false, status: 400, code: 'pdfActiveContent', activeContent: {file: 'script.pdf', found: expect.any(String)}});
    expect(await names()).not.toContain('script.pdf');
  });

  it('stores a PDF under a safe name of its own, not yet offered, and audits it', async () => {
    const uploaded = await uploadPaper(deps(), upload('Q3 Report (final).PDF', pdf()), actor);
    expect(uploaded).toEqual({ok: true, paper: {name: 'q3-report-final.pdf', size: pdf().length, uploadedAt: expect.any(Number), downloads: 0, offered: false}});
    expect(await audit()).toContain('white_paper_uploaded q3-report-final.pdf');
  });
});

describe('offering and deleting', () => {
  it("offers the product's own paper until staff choose one", async () => {
    expect(await listPapers(deps())).toMatchObject({offered: whitePaperFile, offer: null});
  });

  it('refuses to offer a paper that is not in the bucket, or a name that is not safe', async () => {
    for (const name of ['missing.pdf', '../x.pdf']) {
      expect(await offerPaper(deps(), {name, title: 'T', description: 'D'}, actor)).toEqual({ok: false, status: 404, code: 'paperNotFound', field: 'name'});
    }
  });

  it('offers a paper, then edits what the forms say of it, each audited as such', async () => {
    await uploadPaper(deps(), upload('offered.pdf', pdf()), actor);
    expect(await offerPaper(deps(), {name: 'offered.pdf', title: 'Offered', description: 'First words'}, actor)).toEqual({ok: true});
    expect(await offerPaper(deps(), {name: 'offered.pdf', title: 'Offered', description: 'Better words'}, actor)).toEqual({ok: true});
    expect(await listPapers(deps())).toMatchObject({offered: 'offered.pdf', offer: {name: 'offered.pdf', title: 'Offered', description: 'Better words'}});
    expect((await audit()).filter((line) => line.endsWith(' offered.pdf'))).toEqual([
      'white_paper_uploaded offered.pdf',
      'white_paper_offered offered.pdf',
      'white_paper_offer_edited offered.pdf',
    ]);
  });

  it('refuses to delete the paper on offer, or one that is not there; deletes another', async () => {
    expect(await deletePaper(deps(), 'offered.pdf', actor)).toEqual({ok: false, status: 409, code: 'paperOffered', field: undefined});
    expect(await deletePaper(deps(), 'missing.pdf', actor)).toEqual({ok: false, status: 404, code: 'paperNotFound', field: undefined});
    expect(await deletePaper(deps(), whitePaperFile, actor)).toEqual({ok: true});
    expect(await names()).not.toContain(whitePaperFile);
    expect(await audit()).toContain(`white_paper_deleted ${whitePaperFile}`);
  });
});
