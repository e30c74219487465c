/**
 * The HTML shell of every prerendered page: Docusaurus's own default template
 * (@docusaurus/core lib/ssg/ssgTemplate.html.js) with one change, the bundle runs after the
 * first paint.
 *
 * Why: the default `<script defer>` tags run as soon as parsing ends. When the network is fast
 * and the CPU slow (a mid-range phone on Wi-Fi), evaluating and hydrating the ~420 KB bundle
 * then holds back the first paint of HTML that is already complete. Here the scripts are
 * preloaded as early as before (same download), and a small loader appends them, in order, once
 * the document is parsed (hydration needs the whole DOM) and the browser has reported its first
 * contentful paint. Without paint timing, or in a tab opened in the background (which paints
 * nothing), they start once the document is parsed, as `defer` would; a timer covers a paint
 * that never comes.
 * Runs in Node.js at build time.
 */
// Not a public entry point: withPaintFirstLoader fails the build if the template changes shape.
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

const loader = `(function (scripts) {
  var parsed = document.readyState !== 'loading';
  var painted = false;
  var started = false;
  function maybeStart() {
    if (started || !parsed || !painted) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function markPainted() {
    painted = true;
    maybeStart();
  }
  document.addEventListener('DOMContentLoaded', function () {
    parsed = true;
    maybeStart();
  });
  var paintTimed =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (!paintTimed || document.visibilityState === 'hidden') {
    markPainted();
  } else {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(markPainted, 0);
    }).observe({type: 'paint', buffered: true});
    setTimeout(markPainted, 3000);
  }
})`;

const deferredScript = '<script src="<%= it.baseUrl %><%= script %>" defer></script>';
const preloadedScript = '<link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script">';
const loaderScript = `<script>${loader}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>`;

function withPaintFirstLoader(template: string): string {
  if (!template.includes(deferredScript) || !template.includes('</head>')) {
    throw new Error(
      "src/config/ssrTemplate.ts: Docusaurus's default template no longer has its deferred script " +
        'tags; update the loader for the new template.',
    );
  }
  return template.replace(deferredScript, preloadedScript).replace('</head>', `  ${loaderScript}\n  </head>`);
}

export const ssrTemplate = withPaintFirstLoader(defaultTemplate);
