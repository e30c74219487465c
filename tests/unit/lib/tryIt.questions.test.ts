import {suggestedQuestions} from '@site/src/components/TryIt/questions';

const templates = {aboutHeading: (h: string) => `About ${h}?`, aboutTitle: (t: string) => `Main points of ${t}?`};
const doc = (title: string, ...headings: string[]) => ({title, sections: headings.map((heading) => ({heading, page: null}))});

test.each([
  ['sections under the title first, the title heading last', [doc('Guide', 'Guide', 'Refunds', 'Shipping')], ['About Refunds?', 'About Shipping?', 'About Guide?']],
  ['at most three, repeats once', [doc('A', 'One', 'one', 'Two', 'Three', 'Four')], ['About One?', 'About Two?', 'About Three?']],
  ['PDF page headings make none: the titles do', [doc('a.pdf', 'Page 1', 'Página 2'), doc('b.pdf', 'Page 1')], ['Main points of a.pdf?', 'Main points of b.pdf?']],
  ['nothing made, nothing asked', [], []],
])('%s', (_name, documents, expected) => {
  expect(suggestedQuestions(documents, templates)).toEqual(expected);
});
