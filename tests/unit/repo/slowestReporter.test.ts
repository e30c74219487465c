/**
 * The browser tests' reporter names what ran beside a test over a third of its timeout (issue 18),
 * so a slow CI run says where the time went.
 */
import {besides} from '../../e2e/slowest-reporter';

const entry = (title: string, worker: number, start: number, duration: number) => ({title, worker, start, duration, timeout: 30_000});

describe('besides', () => {
  const slow = entry('slow', 0, 10_000, 12_000);
  const all = [
    slow,
    entry('same worker', 0, 0, 30_000),
    entry('before it', 1, 0, 9_000),
    entry('half of it', 1, 9_000, 5_000),
    entry('all of it', 1, 16_000, 20_000),
    entry('private server start', 2, 12_000, 3_000),
  ];

  it('lists tests of other workers that overlapped it, longest overlap first', () => {
    expect(besides(slow, all)).toEqual([
      {title: 'all of it', overlap: 6_000},
      {title: 'half of it', overlap: 4_000},
      {title: 'private server start', overlap: 3_000},
    ]);
  });

  it('keeps to the count asked and leaves out entries without a start', () => {
    expect(besides(slow, all, 1)).toHaveLength(1);
    expect(besides({...slow, start: undefined}, all)).toEqual([]);
  });
});
