import {contactQueryString, dayRange} from '../../../src/lib/staff/contacts';
import {dayStart} from '../../../src/lib/days';
import {csvCell, csvRows} from '../../../src/lib/staff/csv';

describe('days of the Users filter', () => {
  test.each([
    ['2026-01-31', Date.UTC(2026, 0, 31)],
    ['2024-02-29', Date.UTC(2024, 1, 29)],
    ['2026-02-29', null],
    ['2026-13-01', null],
    ['2026-00-10', null],
    ['2026-1-1', null],
    ['2026-01-01T00:00', null],
    ['', null],
  ])('%s starts at %p', (day, ms) => {
    expect(dayStart(day) ?? null).toBe(ms);
  });

  test('a range includes both days and refuses one that runs backwards', () => {
    expect(dayRange('2026-01-01', '2026-01-01')).toEqual({start: Date.UTC(2026, 0, 1), end: Date.UTC(2026, 0, 2)});
    expect(dayRange(undefined, '2026-01-01')).toEqual({start: undefined, end: Date.UTC(2026, 0, 2)});
    expect(dayRange()).toEqual({start: undefined, end: undefined});
    expect(dayRange('2026-01-02', '2026-01-01')).toBe('invalid');
    expect(dayRange('2026-02-30')).toBe('invalid');
  });
});

test('the query string leaves out defaults and empty search', () => {
  expect(contactQueryString({q: '  ', sort: 'lastContact', order: 'desc', page: 1, limit: 25})).toBe('');
  expect(contactQueryString({q: ' ana & co ', source: 'lead', from: '2026-01-01', to: '2026-01-31', sort: 'name', order: 'asc', page: 3, limit: 50})).toBe(
    '?q=ana+%26+co&source=lead&from=2026-01-01&to=2026-01-31&sort=name&order=asc&page=3&limit=50',
  );
});

describe('CSV cells', () => {
  test.each([
    ['plain', '"plain"'],
    ['a "quoted" word', '"a ""quoted"" word"'],
    ['comma, and\nnew line', '"comma, and\nnew line"'],
    ['=1+2', `"'=1+2"`],
    ['+44 20', `"'+44 20"`],
    ['-cmd', `"'-cmd"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['a=1', '"a=1"'],
  ])('%j becomes %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  test('numbers are written as they are, rows end in CRLF', () => {
    expect(csvCell(-3)).toBe('"-3"');
    expect(csvRows([['a', 1], ['b', 2]])).toBe('"a","1"\r\n"b","2"\r\n');
  });
});
