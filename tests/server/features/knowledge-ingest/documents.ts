/**
 * Small documents made in code for the knowledge-ingest tests (no fixtures to download): PDFs by
 * pdfkit, DOCX files by a minimal zip writer, and their hostile cousins.
 */
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';

/** A PDF with one page per text; `userPassword` encrypts it. */
export function makePdf(pages: string[], options: {title?: string; userPassword?: string} = {}): Promise<Buffer> {
  const doc = new PDFDocument({info: {Title: options.title ?? 'Test'}, userPassword: options.userPassword, autoFirstPage: false});
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const text of pages) doc.addPage().text(text);
  doc.end();
  return done;
}

type Entry = {name: string; data: Buffer; declaredSize?: number};

/** A zip archive (deflated entries); `declaredSize` lets a test make the central directory lie. */
export function makeZip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const {name, data, declaredSize} of entries) {
    const compressed = zlib.deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(declaredSize ?? data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(declaredSize ?? data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, compressed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const relationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
const officeRelationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A DOCX of headings (level 1) and paragraphs: [['Shipping', 'Parcels take nine days.'], ...]. */
export function makeDocx(sections: [heading: string, text: string][], extra: Entry[] = []): Buffer {
  const paragraph = (text: string, style?: string) =>
    `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t>${text}</w:t></w:r></w:p>`;
  const body = sections.map(([heading, text]) => paragraph(heading, 'Heading1') + paragraph(text)).join('');
  const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${text}`);
  return makeZip([
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
          '</Types>',
      ),
    },
    {name: '_rels/.rels', data: xml(`<Relationships xmlns="${relationships}"><Relationship Id="rId1" Type="${officeRelationships}/officeDocument" Target="word/document.xml"/></Relationships>`)},
    {name: 'word/_rels/document.xml.rels', data: xml(`<Relationships xmlns="${relationships}"><Relationship Id="rId1" Type="${officeRelationships}/styles" Target="styles.xml"/></Relationships>`)},
    {name: 'word/styles.xml', data: xml(`<w:styles xmlns:w="${w}"><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>`)},
    {name: 'word/document.xml', data: xml(`<w:document xmlns:w="${w}"><w:body>${body}</w:body></w:document>`)},
    ...extra,
  ]);
}

/** A multipart/form-data body with several files and fields. */
export function multipartFiles(
  files: {name: string; type?: string; data: Buffer}[],
  fields: Record<string, string> = {},
  boundary = 'ingest-boundary-4f1e',
): {payload: Buffer; headers: Record<string, string>} {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {payload: Buffer.concat(parts), headers: {'content-type': `multipart/form-data; boundary=${boundary}`}};
}
