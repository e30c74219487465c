/** robots.txt rules (RFC 9309) and the zip-bomb check of DOCX files, without a server. */
import {checkZipSizes} from '../../../../server/features/knowledge-ingest/zip-check';
import {parseRobots, robotsAllow, robotsToken} from '../../../../server/features/knowledge-ingest/robots';
import {makeDocx, makeZip} from './documents';

describe('robots.txt', () => {
  const robots = `
# comments are ignored
User-agent: *
Disallow: /private
Allow: /private/open
Disallow: /*.pdf$

User-agent: OtherBot
Disallow: /

User-agent: ${robotsToken}
User-agent: ThirdBot
Disallow: /drafts/
`;

  test.each([
    ['/', true],
    ['/drafts/a', false],
    ['/private', true],
  ])('our own group wins over *: %s -> %s', (path, allowed) => {
    expect(robotsAllow({rules: parseRobots(robots)}, path)).toBe(allowed);
  });

  test.each([
    ['/docs/intro', true],
    ['/private/ledger', false],
    ['/private/open/page', true],
    ['/files/report.pdf', false],
    ['/files/report.pdf?x=1', true],
  ])('the * group for a robots.txt without ours: %s -> %s', (path, allowed) => {
    expect(robotsAllow({rules: parseRobots(robots, 'SomeoneElse')}, path)).toBe(allowed);
  });

  test('an empty Disallow allows all; unreachable robots.txt allows nothing', () => {
    expect(robotsAllow({rules: parseRobots('User-agent: *\nDisallow:\n')}, '/anything')).toBe(true);
    expect(robotsAllow('disallowAll', '/')).toBe(false);
    expect(robotsAllow('allowAll', '/private')).toBe(true);
  });
});

/** The first entry's deflated bytes overwritten with bytes that are no deflate stream. */
function corrupt(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  copy.fill(0xff, 31, 40);
  return copy;
}

describe('zip sizes', () => {
  test('a real DOCX passes', () => {
    expect(() => checkZipSizes(makeDocx([['Title', 'Text']]))).not.toThrow();
  });

  test.each([
    ['an entry far larger than it is packed (a zip bomb)', () => makeZip([{name: 'a', data: Buffer.alloc(4 * 1024 * 1024)}]), 'archiveTooLarge'],
    ['sizes declared past the total bound', () => makeZip([{name: 'a', data: Buffer.from('x'.repeat(2048)), declaredSize: 0xfffffff0}]), 'archiveTooLarge'],
    ['a Zip64 size', () => makeZip([{name: 'a', data: Buffer.from('x'), declaredSize: 0xffffffff}]), 'archiveTooLarge'],
    ['no central directory', () => Buffer.from('PK\u0003\u0004 cut short'), 'unreadableFile'],
    ['an entry that lies about its size (8 MB of zeros declared as 100 KB)', () => makeZip([{name: 'a', data: Buffer.alloc(8 * 1024 * 1024), declaredSize: 100 * 1024}]), 'archiveTooLarge'],
    ['an entry that does not inflate', () => corrupt(makeZip([{name: 'a', data: Buffer.from('x'.repeat(5000))}])), 'unreadableFile'],
  ])('%s is refused before the DOCX reader sees it', (_label, make, code) => {
    expect(() => checkZipSizes(make())).toThrow(expect.objectContaining({code}));
  });
});
