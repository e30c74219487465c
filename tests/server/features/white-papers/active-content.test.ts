/**
 * White papers with active content are refused (issue 21 §6): script, actions on opening or on
 * events, launched programs, embedded files or media, in plain or #xx-escaped names, and inside
 * compressed object streams. Each file is a small PDF made here; the plain ones still upload.
 */
import fs from 'node:fs';
import path from 'node:path';
import {deflateSync} from 'node:zlib';
import {whitePaperFile} from '../../../../src/lib/forms/whitePaper';
import {staffErrorMessages} from '../../../../src/lib/staff/messages';
import {pdfActiveContent} from '../../../../server/features/white-papers/pdf-active-content';
import {multipart} from './multipart';
import {asStaff, eachTestAsStaff} from '../staff/helper';

/** A small PDF with a catalog, one page and the given extra objects (numbered from 4). */
function pdfWith({catalog = '', page = '', objects = [] as (string | Buffer)[]} = {}): Buffer {
  const parts: (string | Buffer)[] = [
    '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n',
    `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog}>>\nendobj\n`,
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    `3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${page}>>\nendobj\n`,
    ...objects.flatMap((object, i) => [`${i + 4} 0 obj\n`, object, '\nendobj\n']),
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
  ];
  return Buffer.concat(parts.map((part) => (Buffer.isBuffer(part) ? part : Buffer.from(part, 'latin1'))));
}

/** A Flate-compressed object stream holding `body` as object 9 (PDF 1.5 and later). */
function objectStream(body: string, type = '/Type /ObjStm', filter = '/Filter /FlateDecode'): Buffer {
  const content = `9 0 ${body}`;
  const data = filter.includes('Flate') ? deflateSync(Buffer.from(content)) : Buffer.from(Buffer.from(content).toString('hex'));
  return Buffer.concat([
    Buffer.from(`<< ${type} /N 1 /First 4 ${filter} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
}

const script = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

const active: [string, Buffer, string][] = [
  ['JavaScript run on opening', pdfWith({catalog: `/OpenAction ${script}`}), '/OpenAction'],
  ['document-level JavaScript', pdfWith({catalog: '/Names << /JavaScript 4 0 R >>', objects: ['<< /Names [(a) 5 0 R] >>']}), '/JavaScript'],
  ['a /JS string alone', pdfWith({objects: ['<< /JS (app.alert\\(1\\)) >>']}), '/JS'],
  ['a /JS stream by reference', pdfWith({objects: ['<< /JS 5 0 R >>']}), '/JS'],
  ['a page action on opening (/AA)', pdfWith({page: '/AA << /O 4 0 R >>', objects: ['<< /S /URI /URI (https://x.example) >>']}), '/AA'],
  ['an /AA after a comment', pdfWith({page: '/AA % opens\n<< /O 4 0 R >>'}), '/AA'],
  ['a program launched', pdfWith({catalog: '/OpenAction << /S /Launch /F (calc.exe) >>'}), '/OpenAction'],
  ['a launch action on a link', pdfWith({objects: ['<< /Type /Annot /Subtype /Link /A << /S /Launch /F (x.exe) >> >>']}), '/Launch'],
  ['an embedded file', pdfWith({objects: ['<< /Type /EmbeddedFile /Length 0 >>\nstream\n\nendstream']}), '/EmbeddedFile'],
  ['an embedded-files name tree', pdfWith({catalog: '/Names << /EmbeddedFiles 4 0 R >>', objects: ['<< /Names [] >>']}), '/EmbeddedFiles'],
  ['rich media', pdfWith({objects: ['<< /Type /Annot /Subtype /RichMedia /RichMediaContent 5 0 R >>']}), '/RichMedia'],
  ['/J#61vaScript (an escaped letter)', pdfWith({objects: ['<< /S /J#61vaScript /J#53 (x) >>']}), '/JavaScript'],
  ['/Open#41ction', pdfWith({catalog: '/Open#41ction 4 0 R', objects: ['<< /S /Named /N /Print >>']}), '/OpenAction'],
  ['/#41#41 (every letter escaped)', pdfWith({page: '/#41#41 << /O 4 0 R >>'}), '/AA'],
  ['/#4c#61#75#6e#63#68', pdfWith({objects: ['<< /S /#4c#61#75#6e#63#68 /F (x.exe) >>']}), '/Launch'],
  ['JavaScript in a compressed object stream', pdfWith({objects: [objectStream(script)]}), '/JavaScript'],
  ['an escaped /Obj#53tm type', pdfWith({objects: [objectStream('<< /AA 7 0 R >>', '/Type /Obj#53tm')]}), '/AA'],
  ['an object stream we cannot read', pdfWith({objects: [objectStream(script, '/Type /ObjStm', '/Filter /ASCIIHexDecode')]}), 'unreadable object stream'],
];

const plain: [string, Buffer][] = [
  ['a plain page', pdfWith()],
  ['the shipped white paper', fs.readFileSync(path.join(__dirname, '../../../../server/platform/storage/seed/white-papers', whitePaperFile))],
  ['names that only begin like active ones', pdfWith({objects: ['<< /JSX 1 /AAB 2 /JavaScripts 3 /Launcher 4 >>']})],
  ['the words in text', pdfWith({objects: ['<< /Title (JavaScript, OpenAction and Launch explained) >>']})],
  // Binary data may spell a short name by chance; /AA and /JS need a value after them.
  ['/AA and /JS in binary data', pdfWith({objects: [Buffer.from('<< /Length 12 >>\nstream\n\x01/AA\x02/JS~\x03\nendstream', 'latin1')]})],
  ['a compressed object stream without active content', pdfWith({objects: [objectStream('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')]})],
];

describe('pdfActiveContent', () => {
  test.each(active)('finds %s', (_what, pdf, found) => {
    expect(pdfActiveContent(pdf)).toBe(found);
  });

  test.each(plain)('finds nothing in %s', (_what, pdf) => {
    expect(pdfActiveContent(pdf)).toBeUndefined();
  });
});

describe('uploading a white paper with active content', () => {
  const staff = eachTestAsStaff();
  const upload = (name: string, data: Buffer) =>
    asStaff(staff.server, staff.cookie, {method: 'POST', url: '/api/admin/white-papers', ...multipart({name, data})});
  const bucket = () => fs.readdirSync(path.join(staff.server.storageDir, 'white-papers')).sort();

  test.each(active.map(([what, pdf], i) => [what, pdf, i] as const))('refuses %s, and keeps no file', async (_what, pdf, i) => {
    const before = bucket();
    const response = await upload(`active-${i}.pdf`, pdf);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({code: 'pdfActiveContent', error: staffErrorMessages.pdfActiveContent});
    expect(bucket()).toEqual(before);
  });

  test.each(plain.map(([what, pdf], i) => [what, pdf, i] as const))('stores %s', async (_what, pdf, i) => {
    const response = await upload(`plain-${i}.pdf`, pdf);
    expect(response.statusCode).toBe(201);
    expect(bucket()).toContain(`plain-${i}.pdf`);
  });
});
