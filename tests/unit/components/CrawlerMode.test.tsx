import React from 'react';
import {act, render, screen} from '@testing-library/react';
import {
  CrawlerModeProvider,
  resetFeatureDetectionForTests,
  useCrawlerMode,
  useFeatureSupport,
  useImageLoading,
} from '@site/src/components/CrawlerMode';

// @types/react-dom is not installed: type the one server function used here.
const {renderToString} = jest.requireActual('react-dom/server') as {renderToString(node: React.ReactNode): string};

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function useUserAgent(userAgent: string): void {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

function Mode(): React.JSX.Element {
  return <p>{useCrawlerMode() ? 'crawler version' : 'visitor version'}</p>;
}

afterEach(() => {
  jest.restoreAllMocks();
  delete document.documentElement.dataset.crawler;
  resetFeatureDetectionForTests();
});

describe('crawler mode', () => {
  it('is off in server rendering even for a crawler', () => {
    useUserAgent(GOOGLEBOT);
    const html = renderToString(
      <CrawlerModeProvider>
        <Mode />
      </CrawlerModeProvider>,
    );
    expect(html).toContain('visitor version');
  });

  it('hydrates the prerendered markup without mismatch, then switches on for a crawler', () => {
    useUserAgent(GOOGLEBOT);
    const tree = (
      <CrawlerModeProvider>
        <Mode />
      </CrawlerModeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    // React reports hydration mismatches through console.error.
    const consoleError = jest.spyOn(console, 'error');
    render(tree, {container, hydrate: true});
    expect(consoleError).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('crawler version');
    expect(document.documentElement.dataset.crawler).toBe('true');
  });

  it('stays off for a normal browser and leaves <html> alone', () => {
    useUserAgent(CHROME);
    render(
      <CrawlerModeProvider>
        <Mode />
      </CrawlerModeProvider>,
    );
    expect(screen.getByText('visitor version')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-crawler');
  });

  it('is off outside the provider', () => {
    render(<Mode />);
    expect(screen.getByText('visitor version')).toBeInTheDocument();
  });

  it('opens collapsed answers and loads lazy images at once for a crawler, also those rendered later', async () => {
    useUserAgent(GOOGLEBOT);
    function Page({more}: {more: boolean}): React.JSX.Element {
      return (
        <CrawlerModeProvider>
          <details>
            <summary>Is my data safe?</summary>
            <p>Yes.</p>
          </details>
          <img src="/img/a.png" alt="Dashboard" loading="lazy" />
          {more && (
            <section>
              <details>
                <summary>Later question</summary>
                <p>Later answer.</p>
              </details>
              <img src="/img/b.png" alt="Later chart" loading="lazy" />
            </section>
          )}
        </CrawlerModeProvider>
      );
    }
    const {container, rerender} = render(<Page more={false} />);
    expect(container.querySelector('details')).toHaveAttribute('open');
    expect(screen.getByAltText('Dashboard')).toHaveAttribute('loading', 'eager');

    rerender(<Page more />);
    await act(async () => {}); // MutationObserver callbacks are microtasks
    expect(screen.getByText('Later question').closest('details')).toHaveAttribute('open');
    expect(screen.getByAltText('Later chart')).toHaveAttribute('loading', 'eager');
  });

  it('leaves answers collapsed and images lazy for visitors', () => {
    useUserAgent(CHROME);
    const {container} = render(
      <CrawlerModeProvider>
        <details>
          <summary>Q</summary>
          <p>A</p>
        </details>
        <img src="/img/a.png" alt="Dashboard" loading="lazy" />
      </CrawlerModeProvider>,
    );
    expect(container.querySelector('details')).not.toHaveAttribute('open');
    expect(screen.getByAltText('Dashboard')).toHaveAttribute('loading', 'lazy');
  });
});

describe('useImageLoading', () => {
  function Picture({priority}: {priority?: boolean}): React.JSX.Element {
    return <img src="/img/a.png" alt="Hero" loading={useImageLoading(priority)} />;
  }

  function withIntersectionObserver(): void {
    Object.defineProperty(window, 'IntersectionObserver', {value: class {}, configurable: true, writable: true});
  }

  afterEach(() => {
    delete (window as {IntersectionObserver?: unknown}).IntersectionObserver;
  });

  it('is lazy for visitors whose browser can observe intersections', () => {
    withIntersectionObserver();
    useUserAgent(CHROME);
    render(<Picture />);
    expect(screen.getByAltText('Hero')).toHaveAttribute('loading', 'lazy');
  });

  it('is eager for priority images', () => {
    withIntersectionObserver();
    render(<Picture priority />);
    expect(screen.getByAltText('Hero')).toHaveAttribute('loading', 'eager');
  });

  it('falls back to eager without IntersectionObserver', () => {
    useUserAgent(CHROME);
    render(<Picture />);
    expect(screen.getByAltText('Hero')).toHaveAttribute('loading', 'eager');
  });

  it('is eager for crawlers', () => {
    withIntersectionObserver();
    useUserAgent(GOOGLEBOT);
    render(
      <CrawlerModeProvider>
        <Picture />
      </CrawlerModeProvider>,
    );
    expect(screen.getByAltText('Hero')).toHaveAttribute('loading', 'eager');
  });
});

describe('useFeatureSupport', () => {
  function Features(): React.JSX.Element {
    const features = useFeatureSupport();
    return (
      <ul>
        {Object.entries(features).map(([name, supported]) => (
          <li key={name}>{`${name}: ${supported ? 'yes' : 'no'}`}</li>
        ))}
      </ul>
    );
  }

  it('assumes a current browser while prerendering', () => {
    expect(renderToString(<Features />)).not.toContain(': no');
  });

  it('reports what this browser lacks once mounted', () => {
    // jsdom has no IntersectionObserver and no WebGL.
    render(<Features />);
    expect(screen.getByText('intersectionObserver: no')).toBeInTheDocument();
    expect(screen.getByText('webgl: no')).toBeInTheDocument();
    expect(screen.getByText('historyApi: yes')).toBeInTheDocument();
    expect(screen.getByText('localStorage: yes')).toBeInTheDocument();
  });
});
