import {hasPdfSignature, storedWhitePaperName} from '@site/src/lib/staff/whitePapers';

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
