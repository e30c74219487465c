import {revealTarget} from '@site/src/clientModules/tabForHash';

/** The theme's tabs as they render: a tab list, then the panels in order, all but one hidden. */
function tabs(id: string, panels: string[], selected = 0): string {
  const items = panels.map((_, index) => `<li role="tab" data-tabs="${id}" data-index="${index}">Tab ${index}</li>`).join('');
  const bodies = panels.map((body, index) => `<div role="tabpanel"${index === selected ? '' : ' hidden'}>${body}</div>`).join('');
  return `<div class="tabs-container"><ul role="tablist">${items}</ul><div>${bodies}</div></div>`;
}

beforeEach(() => {
  document.body.innerHTML = tabs('outer', [
    '<h2 id="website">Website</h2>',
    `<h2 id="crm">CRM</h2>${tabs('inner', ['<h3 id="curl">cURL</h3>', '<h3 id="python">Python</h3>'])}`,
  ]);
  // What the theme's tabs do on a click: show the clicked panel, hide its siblings.
  document.querySelectorAll<HTMLElement>('[role=tab]').forEach((tab) =>
    tab.addEventListener('click', () => {
      const container = tab.closest('.tabs-container')!;
      const panels = container.querySelectorAll(':scope > div > [role=tabpanel]');
      panels.forEach((panel, index) => panel.toggleAttribute('hidden', index !== Number(tab.dataset.index)));
    }),
  );
});

const visible = (id: string) => document.getElementById(id)!.closest('[role=tabpanel][hidden]') === null;

test('a section in a hidden tab selects that tab', () => {
  expect(visible('crm')).toBe(false);
  expect(revealTarget('crm')).toBe(true);
  expect(visible('crm')).toBe(true);
  expect(visible('website')).toBe(false);
});

test('a section in a hidden tab inside a hidden tab selects both', () => {
  expect(revealTarget('python')).toBe(true);
  expect(visible('python')).toBe(true);
  expect(visible('curl')).toBe(false);
});

test('a section already showing, or no such section, changes nothing', () => {
  expect(revealTarget('website')).toBe(false);
  expect(revealTarget('nowhere')).toBe(false);
  expect(visible('website')).toBe(true);
});
