import {parseStaffInput} from '@site/src/lib/staff/credentials';
import {
  hasPdfSignature,
  offerDescriptionMaxLength,
  offerTitleMaxLength,
  storedWhitePaperName,
  whitePaperOfferSchema,
} from '@site/src/lib/staff/whitePapers';

describe('storedWhitePaperName (SPEC §5: lowercased base name, non-alphanumerics to hyphens, plus the extension)', () => {
  test.each([
    ['Benchmark.pdf', 'benchmark.pdf'],
    ['Q3 Report (Final) v2.PDF', 'q3-report-final-v2.pdf'],
    ['AI_vs_Human--Study.pdf', 'ai-vs-human-study.pdf'],
    ['  spaced name .pdf', 'spaced-name.pdf'],
    ['Résumé 2026.pdf', 'r-sum-2026.pdf'],
    ['report.v2.pdf', 'report-v2.pdf'],
    [`${'a'.repeat(150)}.pdf`, `${'a'.repeat(100)}.pdf`],
  ])('%s is stored as %s', (original, stored) => {
    expect(storedWhitePaperName(original)).toEqual({ok: true, name: stored});
  });

  test.each([
    ['notes.txt', 'notPdf'],
    ['paper', 'notPdf'],
    ['.pdf', 'notPdf'],
    ['paper.pdf.exe', 'notPdf'],
    ['()!.pdf', 'invalidFileName'],
    ['¿¡.pdf', 'invalidFileName'],
    ['../paper.pdf', 'invalidFileName'],
    ['..\\paper.pdf', 'invalidFileName'],
    ['dir/paper.pdf', 'invalidFileName'],
    ['paper..pdf', 'invalidFileName'],
    ['pa\0per.pdf', 'invalidFileName'],
  ])('%s is refused (%s)', (original, code) => {
    expect(storedWhitePaperName(original)).toEqual({ok: false, code});
  });
});

test('hasPdfSignature reads the first five bytes only', () => {
  const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
  expect(hasPdfSignature(bytes('%PDF-1.7'))).toBe(true);
  expect(hasPdfSignature(bytes('%PDF-'))).toBe(true);
  expect(hasPdfSignature(bytes('%PDF'))).toBe(false);
  expect(hasPdfSignature(bytes(' %PDF-1.7'))).toBe(false);
  expect(hasPdfSignature(bytes('%pdf-1.7'))).toBe(false);
});

describe('whitePaperOfferSchema (the staff card and the server alike)', () => {
  const valid = {name: 'study.pdf', title: 'A Study', description: 'What it found.'};

  test('cleans the words: trimmed, one line, markup kept as typed', () => {
    const parsed = parseStaffInput(whitePaperOfferSchema, {...valid, title: '  <b>A</b>   Study ', description: 'One\ntwo'});
    expect(parsed).toEqual({ok: true, value: {name: 'study.pdf', title: '<b>A</b> Study', description: 'One two'}});
  });

  test.each([
    ['title', 't'.repeat(offerTitleMaxLength)],
    ['description', 'd'.repeat(offerDescriptionMaxLength)],
  ])('a %s of the greatest length passes', (field, value) => {
    expect(parseStaffInput(whitePaperOfferSchema, {...valid, [field]: value}).ok).toBe(true);
  });

  test.each<[string, Record<string, unknown>, string, string]>([
    ['an empty title', {title: ''}, 'invalidOfferTitle', 'title'],
    ['a title too long', {title: 't'.repeat(offerTitleMaxLength + 1)}, 'invalidOfferTitle', 'title'],
    ['a title of control characters', {title: '\u0000\u0007'}, 'invalidOfferTitle', 'title'],
    ['a number for a title', {title: 1}, 'invalidOfferTitle', 'title'],
    ['no description', {description: undefined}, 'invalidOfferDescription', 'description'],
    ['a description too long', {description: 'd'.repeat(offerDescriptionMaxLength + 1)}, 'invalidOfferDescription', 'description'],
    ['an object for a description', {description: {}}, 'invalidOfferDescription', 'description'],
    ['no name', {name: undefined}, 'paperNotFound', 'name'],
  ])('%s is refused', (_label, change, code, field) => {
    expect(parseStaffInput(whitePaperOfferSchema, {...valid, ...change})).toEqual({ok: false, code, field});
  });
});
