import {readFileSync} from 'node:fs';
import path from 'node:path';
import {company} from '@site/src/config/site';
import {buildRobotsContent, isNoIndex, robotsPresets} from '@site/src/lib/seo';

describe('robots meta content', () => {
  it('defaults to index, follow', () => {
    expect(buildRobotsContent()).toBe('index, follow');
  });

  it.each([
    ['landing', robotsPresets.landing, 'index, follow, max-snippet:180, max-image-preview:large'],
    ['industry pages', robotsPresets.industry, 'index, follow, max-snippet:180, max-image-preview:large, max-video-preview:-1'],
    ['use-case pages', robotsPresets.useCase, 'index, follow, max-snippet:160, max-image-preview:large'],
    ['thank-you and 404', robotsPresets.private, 'noindex, nofollow'],
  ])('SPEC §9 settings for %s', (_page, options, content) => {
    expect(buildRobotsContent(options)).toBe(content);
  });

  it('writes a video preview limit in seconds', () => {
    expect(buildRobotsContent({maxVideoPreview: 30})).toBe('index, follow, max-video-preview:30');
  });

  it('leaves preview limits out of a noindex page', () => {
    expect(buildRobotsContent({index: false, maxSnippet: 180})).toBe('noindex, follow');
  });

  it.each([
    ['noindex, nofollow', true],
    ['none', true],
    ['NOINDEX', true],
    ['index, follow, max-snippet:180', false],
    [null, false],
  ])('isNoIndex(%p) is %p', (content, expected) => {
    expect(isNoIndex(content)).toBe(expected);
  });
});

describe('static/robots.txt', () => {
  const robots = readFileSync(path.join(__dirname, '../../../static/robots.txt'), 'utf8');
  const lines = robots.split('\n').map((line) => line.trim());

  it('points to both locales’ sitemaps at the production origin', () => {
    expect(lines).toContain(`Sitemap: ${company.url}/sitemap.xml`);
    expect(lines).toContain(`Sitemap: ${company.url}/es/sitemap.xml`);
  });

  it('keeps crawlers out of the admin area in both locales, not out of the public pages', () => {
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /admin', 'Disallow: /es/admin']));
    expect(lines).not.toContain('Disallow: /');
    expect(lines.some((line) => /^Disallow: \/(es\/)?thank-you/.test(line))).toBe(false);
  });
});
