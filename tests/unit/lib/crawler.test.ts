import {
  detectFeatures,
  isCrawlerUserAgent,
  supportsLocalStorage,
  supportsWebGL,
  type WindowLike,
} from '@site/src/lib/crawler';

const browsers = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  cubotPhone:
    'Mozilla/5.0 (Linux; Android 9; CUBOT_X19) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('isCrawlerUserAgent', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    [
      'Googlebot smartphone',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['DuckDuckBot', 'DuckDuckBot-Https/1.1; (+https://duckduckgo.com/duckduckbot)'],
    ['Baiduspider', 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
    ['YandexBot', 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)'],
    ['Yahoo Slurp', 'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)'],
    ['Applebot', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1)'],
    ['Facebook', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['Twitterbot', 'Twitterbot/1.0'],
    ['LinkedInBot', 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)'],
    ['Google Inspection Tool', 'Mozilla/5.0 (compatible; Google-InspectionTool/1.0)'],
    ['a generic spider', 'my-spider'],
    ['a generic crawler', 'SiteAuditCrawler/1.0'],
    ['a generic bot', 'AcmeBot/3.1 (+https://acme.example/bot)'],
  ])('%s is a crawler', (_name, userAgent) => {
    expect(isCrawlerUserAgent(userAgent)).toBe(true);
  });

  it.each(Object.entries(browsers))('%s is a visitor', (_name, userAgent) => {
    expect(isCrawlerUserAgent(userAgent)).toBe(false);
  });

  it('treats a missing user agent as a visitor', () => {
    expect(isCrawlerUserAgent('')).toBe(false);
    expect(isCrawlerUserAgent(undefined)).toBe(false);
    expect(isCrawlerUserAgent(null)).toBe(false);
  });
});

function fakeStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

function webglDocument(context: unknown): WindowLike['document'] {
  return {createElement: () => ({getContext: (kind: string) => (kind === 'webgl' ? context : null)})};
}

const modern: WindowLike = {
  IntersectionObserver: class {},
  fetch: () => Promise.resolve(),
  history: {pushState: () => {}, replaceState: () => {}},
  customElements: {define: () => {}, get: () => undefined},
  localStorage: fakeStorage(),
  WebGLRenderingContext: class {},
  document: webglDocument({getExtension: () => ({loseContext: () => {}})}),
};

describe('detectFeatures', () => {
  it('finds every feature in a current browser', () => {
    expect(detectFeatures(modern)).toEqual({
      intersectionObserver: true,
      fetch: true,
      webgl: true,
      historyApi: true,
      webComponents: true,
      localStorage: true,
    });
  });

  it('finds none in an empty window', () => {
    expect(Object.values(detectFeatures({})).some(Boolean)).toBe(false);
  });

  it.each([
    ['intersectionObserver', {IntersectionObserver: undefined}],
    ['fetch', {fetch: undefined}],
    ['historyApi', {history: {pushState: () => {}}}],
    ['webComponents', {customElements: null}],
    ['localStorage', {localStorage: null}],
    ['webgl', {WebGLRenderingContext: undefined}],
  ] as const)('reports %s missing on its own', (feature, override) => {
    const features = detectFeatures({...modern, ...override});
    expect(features[feature]).toBe(false);
    expect(Object.entries(features).filter(([, supported]) => !supported).map(([name]) => name)).toEqual([feature]);
  });

  it('treats storage that throws (private mode, full quota) as missing', () => {
    const throwing = {
      setItem: () => {
        throw new DOMException('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(supportsLocalStorage({localStorage: throwing})).toBe(false);
  });

  it('treats a browser that refuses a WebGL context as without WebGL, and releases the probe context', () => {
    expect(supportsWebGL({...modern, document: webglDocument(null)})).toBe(false);
    const loseContext = jest.fn();
    expect(supportsWebGL({...modern, document: webglDocument({getExtension: () => ({loseContext})})})).toBe(true);
    expect(loseContext).toHaveBeenCalledTimes(1);
  });
});
