/**
 * CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, CRLF between rows. A cell
 * that a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return
 * that hides one) gets a leading apostrophe, so exported form answers cannot run code (OWASP
 * "CSV injection").
 */
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRows(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
