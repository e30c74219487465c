/*
 * Inlined into the <head> of every page (src/plugins/earlyHeader/index.ts), so the header works
 * from the first paint: the bundle runs after it (src/config/ssrTemplate.ts) and hydrates about
 * 200 ms later on a desktop, longer on a phone. Until React owns the page, this script does what
 * the header's React code does afterwards (SPEC §2, §4): the menu toggle opens the full-screen
 * menu and locks page scrolling, the Solutions button opens its panel, Escape, the close button
 * and a tap outside close them, opening the mobile menu closes the Solutions panel, and locale
 * links keep the query string and hash. The components read the state it leaves when they
 * hydrate (src/theme/Navbar/MobileSidebar, src/components/MegaMenu).
 * Plain ES5, no dependencies: it runs before anything else is loaded.
 */
(function () {
  var root = document.documentElement;

  // hydrateRoot marks its container at once; from then on React handles every event itself
  // (hydrating the target first if needed), so this script must not handle it a second time.
  function reactOwnsPage() {
    if (root.getAttribute('data-has-hydrated') === 'true') return true;
    var container = document.getElementById('__docusaurus');
    if (!container) return false;
    var keys = Object.keys(container);
    for (var i = 0; i < keys.length; i++) {
      if (keys[i].indexOf('__reactContainer$') === 0) return true;
    }
    return false;
  }

  function closest(target, selector) {
    return target && target.closest ? target.closest(selector) : null;
  }

  function navbar() {
    return document.querySelector('nav.navbar');
  }

  // Locale links are prerendered without the query string and hash (the server cannot know
  // them); React adds both after hydration, this adds them before.
  function keepQueryAndHash(event) {
    // Until React's first render commits, its hrefs are the prerendered ones.
    if (root.getAttribute('data-has-hydrated') === 'true') return;
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

  /** A button that shows and hides the element its aria-controls names (the Solutions menu). */
  function setDisclosure(button, open) {
    var panel = document.getElementById(button.getAttribute('aria-controls'));
    if (!panel) return;
    button.setAttribute('aria-expanded', open ? 'true' : 'false');
    if (open) panel.removeAttribute('hidden');
    else panel.setAttribute('hidden', '');
    var item = button.parentElement;
    if (item && item.classList.contains('menu__list-item')) {
      item.classList.toggle('menu__list-item--collapsed', !open);
    }
  }

  function openDesktopDisclosures() {
    var buttons = document.querySelectorAll('nav.navbar button[aria-controls][aria-expanded="true"]');
    var open = [];
    for (var i = 0; i < buttons.length; i++) {
      if (!closest(buttons[i], '.navbar-sidebar')) open.push(buttons[i]);
    }
    return open;
  }

  function sidebarShown() {
    var nav = navbar();
    return !!nav && nav.classList.contains('navbar-sidebar--show');
  }

  function setSidebar(open) {
    var nav = navbar();
    if (!nav) return;
    nav.classList.toggle('navbar-sidebar--show', open);
    var toggle = nav.querySelector('.navbar__toggle');
    if (toggle) toggle.setAttribute('aria-expanded', open ? 'true' : 'false');
    document.body.style.overflow = open ? 'hidden' : 'visible';
    if (!open) {
      if (toggle) toggle.focus();
      return;
    }
    openDesktopDisclosures().forEach(function (button) {
      setDisclosure(button, false);
    });
  }

  function onClick(event) {
    if (reactOwnsPage()) return;
    var target = event.target;
    // The chat launcher (src/widget/site/launcher) opens the widget once React owns the page.
    if (closest(target, '[data-chat-launcher]')) {
      root.setAttribute('data-chat-launcher-pressed', '');
      return;
    }
    if (closest(target, 'nav.navbar .navbar__toggle')) {
      setSidebar(!sidebarShown());
      return;
    }
    if (closest(target, 'nav.navbar .navbar-sidebar__close, nav.navbar .navbar-sidebar__backdrop')) {
      setSidebar(false);
      return;
    }
    var disclosure = closest(target, 'nav.navbar button[aria-controls][aria-expanded]');
    if (disclosure) {
      setDisclosure(disclosure, disclosure.getAttribute('aria-expanded') !== 'true');
      return;
    }
    // A tap anywhere else closes the floating Solutions panel.
    openDesktopDisclosures().forEach(function (button) {
      if (!button.parentElement.contains(target)) setDisclosure(button, false);
    });
  }

  function onKeyDown(event) {
    if (event.key !== 'Escape' || reactOwnsPage()) return;
    if (sidebarShown()) {
      setSidebar(false);
      return;
    }
    openDesktopDisclosures().forEach(function (button) {
      setDisclosure(button, false);
      button.focus();
    });
  }

  ['pointerdown', 'focusin', 'click'].forEach(function (type) {
    document.addEventListener(type, keepQueryAndHash, true);
  });
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
})();
