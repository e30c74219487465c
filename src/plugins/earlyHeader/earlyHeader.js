/*
 * Inlined into the <head> of every page (src/plugins/earlyHeader/index.ts), so the header works
 * from the first paint: the bundle runs after it (src/config/ssrTemplate.ts) and hydrates about
 * 200 ms later on a desktop, longer on a phone. Until React has hydrated, this script does what
 * the header's React code does afterwards; once <html data-has-hydrated="true"> it steps aside.
 * Plain ES5, no dependencies: it runs before anything else is loaded.
 */
(function () {
  var root = document.documentElement;

  function hydrated() {
    return root.getAttribute('data-has-hydrated') === 'true';
  }

  function closest(target, selector) {
    return target && target.closest ? target.closest(selector) : null;
  }

  // Locale links are prerendered without the query string and hash (the server cannot know
  // them); React adds both after hydration, this adds them before.
  function keepQueryAndHash(event) {
    if (hydrated()) return;
    var link = closest(event.target, 'nav.navbar a[lang][href]');
    if (!link) return;
    var bare = link.getAttribute('data-bare-href');
    if (bare === null) {
      bare = link.getAttribute('href');
      link.setAttribute('data-bare-href', bare);
    }
    if (/[?#]/.test(bare)) return;
    link.setAttribute('href', bare + location.search + location.hash);
  }

  ['pointerdown', 'focusin', 'click'].forEach(function (type) {
    document.addEventListener(type, keepQueryAndHash, true);
  });
})();
