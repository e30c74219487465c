import React, {createContext, useContext, useEffect, useState, type ReactNode} from 'react';
import {
  ASSUMED_FEATURES,
  detectFeatures,
  isCrawlerUserAgent,
  supportsIntersectionObserver,
  type FeatureSupport,
} from '@site/src/lib/crawler';
import {keepRevealingForCrawlers} from './reveal';
import './crawlerMode.css';

const CrawlerModeContext = createContext(false);

export type Props = {children: ReactNode};

/**
 * Decides once, after mount, whether the visitor is a search crawler. Server rendering and
 * hydration always see `false`, so the prerendered HTML and the first client render match.
 */
export function CrawlerModeProvider({children}: Props): React.JSX.Element {
  const [isCrawler, setIsCrawler] = useState(false);
  useEffect(() => {
    if (!isCrawlerUserAgent(window.navigator.userAgent)) return undefined;
    setIsCrawler(true);
    document.documentElement.dataset.crawler = 'true';
    const stopRevealing = keepRevealingForCrawlers(document);
    return () => {
      stopRevealing();
      delete document.documentElement.dataset.crawler;
    };
  }, []);
  return <CrawlerModeContext.Provider value={isCrawler}>{children}</CrawlerModeContext.Provider>;
}

/** True once mounted in a crawler's browser: render every panel and answer expanded. */
export function useCrawlerMode(): boolean {
  return useContext(CrawlerModeContext);
}

let detected: FeatureSupport | undefined;

/**
 * Browser features (SPEC §1) for picking fallbacks. Before mount it reports a current browser
 * (ASSUMED_FEATURES) so server and client markup match; detection runs once per page load.
 */
export function useFeatureSupport(): FeatureSupport {
  const [features, setFeatures] = useState<FeatureSupport>(ASSUMED_FEATURES);
  useEffect(() => {
    detected ??= detectFeatures(window);
    setFeatures(detected);
  }, []);
  return features;
}

/**
 * `loading` for an <img>: eager for priority images, for crawlers and where the browser has no
 * IntersectionObserver; lazy otherwise.
 */
export function useImageLoading(priority = false): 'eager' | 'lazy' {
  const isCrawler = useCrawlerMode();
  const [canObserve, setCanObserve] = useState(true);
  useEffect(() => setCanObserve(supportsIntersectionObserver(window)), []);
  return priority || isCrawler || !canObserve ? 'eager' : 'lazy';
}

/** For tests: forget the detected features. */
export function resetFeatureDetectionForTests(): void {
  detected = undefined;
}
