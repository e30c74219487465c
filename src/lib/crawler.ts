/**
 * Crawler and browser-feature detection (SPEC §1, §4). Pure: each check takes the user agent or
 * a window-like object, so the same code runs in the browser and in tests with fakes.
 */

/** Search and link-preview bots known by name (lowercase substrings of their user agents). */
export const KNOWN_CRAWLERS = [
  'googlebot',
  'google-inspectiontool',
  'mediapartners-google',
  'adsbot-google',
  'storebot-google',
  'bingbot',
  'bingpreview',
  'msnbot',
  'duckduckbot',
  'baiduspider',
  'yandexbot',
  'yandex.com/bots',
  'slurp',
  'applebot',
  'facebookexternalhit',
  'facebot',
  'twitterbot',
  'linkedinbot',
  'slackbot',
  'discordbot',
  'telegrambot',
  'whatsapp/',
  'pinterestbot',
  'embedly',
  'ia_archiver',
  'petalbot',
] as const;

/**
 * Generic words bots put in their names. The word must end there ("Googlebot/2.1", "my-spider")
 * so device names such as "CUBOT_X19" or words like "robotics" are not taken for crawlers.
 */
const GENERIC_CRAWLER_WORD = /(?:bot|spider|crawler)(?![a-z0-9_])/i;

export function isCrawlerUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  const ua = userAgent.toLowerCase();
  return KNOWN_CRAWLERS.some((name) => ua.includes(name)) || GENERIC_CRAWLER_WORD.test(userAgent);
}

/** The parts of `window` feature detection reads; tests pass plain objects. */
export type WindowLike = {
  IntersectionObserver?: unknown;
  fetch?: unknown;
  history?: {pushState?: unknown; replaceState?: unknown} | null;
  customElements?: {define?: unknown; get?: unknown} | null;
  localStorage?: Pick<Storage, 'setItem' | 'removeItem'> | null;
  WebGLRenderingContext?: unknown;
  document?: {createElement(tag: 'canvas'): {getContext(kind: string): unknown}};
};

export type FeatureSupport = {
  intersectionObserver: boolean;
  fetch: boolean;
  webgl: boolean;
  historyApi: boolean;
  webComponents: boolean;
  localStorage: boolean;
};

/** What server rendering and hydration assume, so their markup matches: a current browser. */
export const ASSUMED_FEATURES: FeatureSupport = {
  intersectionObserver: true,
  fetch: true,
  webgl: true,
  historyApi: true,
  webComponents: true,
  localStorage: true,
};

export function supportsIntersectionObserver(win: WindowLike): boolean {
  return typeof win.IntersectionObserver === 'function';
}

export function supportsFetch(win: WindowLike): boolean {
  return typeof win.fetch === 'function';
}

export function supportsHistoryApi(win: WindowLike): boolean {
  return typeof win.history?.pushState === 'function' && typeof win.history.replaceState === 'function';
}

export function supportsWebComponents(win: WindowLike): boolean {
  return typeof win.customElements?.define === 'function' && typeof win.customElements.get === 'function';
}

/** Storage can exist and still throw (Safari private mode, blocked cookies, full quota). */
export function supportsLocalStorage(win: WindowLike): boolean {
  try {
    const storage = win.localStorage;
    if (!storage) return false;
    const probe = '__feature_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

type LoseContext = {loseContext(): void};
type GlContext = {getExtension?(name: string): unknown};

export function supportsWebGL(win: WindowLike): boolean {
  if (typeof win.WebGLRenderingContext !== 'function' || !win.document) return false;
  try {
    const canvas = win.document.createElement('canvas');
    const gl = (canvas.getContext('webgl') ?? canvas.getContext('experimental-webgl')) as GlContext | null;
    if (!gl) return false;
    // Give the context back at once: browsers cap how many may be alive.
    (gl.getExtension?.('WEBGL_lose_context') as LoseContext | null | undefined)?.loseContext();
    return true;
  } catch {
    return false;
  }
}

export function detectFeatures(win: WindowLike): FeatureSupport {
  return {
    intersectionObserver: supportsIntersectionObserver(win),
    fetch: supportsFetch(win),
    webgl: supportsWebGL(win),
    historyApi: supportsHistoryApi(win),
    webComponents: supportsWebComponents(win),
    localStorage: supportsLocalStorage(win),
  };
}
