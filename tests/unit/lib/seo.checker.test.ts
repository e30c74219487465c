import {checkJsonLdText, checkStructuredData} from '@site/src/lib/seo';

const context = 'https://schema.org';

describe('structured data checks (SPEC §5)', () => {
  it.each([
    ['no @context', {'@type': 'WebPage', name: 'x'}, '$ (WebPage): missing "@context"'],
    ['no @type', {'@context': context, name: 'x'}, '$: missing "@type"'],
    ['empty @type', {'@context': context, '@type': ''}, '$: "@type" must be a non-empty string'],
    ['FAQPage without mainEntity', {'@context': context, '@type': 'FAQPage'}, '$ (FAQPage): "mainEntity" must be a non-empty list of questions'],
    ['FAQPage with empty mainEntity', {'@context': context, '@type': 'FAQPage', mainEntity: []}, '$ (FAQPage): "mainEntity" must be a non-empty list of questions'],
    ['Service without name', {'@context': context, '@type': 'Service', description: 'd'}, '$ (Service): missing "name"'],
    ['Service without description', {'@context': context, '@type': 'Service', name: 'n'}, '$ (Service): missing "description"'],
    ['Service with blank description', {'@context': context, '@type': 'Service', name: 'n', description: '  '}, '$ (Service): missing "description"'],
    ['Product without name', {'@context': context, '@type': 'Product'}, '$ (Product): missing "name"'],
    ['Article without headline', {'@context': context, '@type': 'Article', datePublished: '2025-01-05'}, '$ (Article): missing "headline"'],
    ['Article without datePublished', {'@context': context, '@type': 'Article', headline: 'h'}, '$ (Article): missing "datePublished"'],
    ['BlogPosting without headline', {'@context': context, '@type': 'BlogPosting', datePublished: '2025-01-05'}, '$ (BlogPosting): missing "headline"'],
    ['BlogPosting without datePublished', {'@context': context, '@type': 'BlogPosting', headline: 'h'}, '$ (BlogPosting): missing "datePublished"'],
    ['relative image', {'@context': context, '@type': 'WebPage', image: '/img/a.png'}, '$.image: image URL "/img/a.png" must be absolute (https://...)'],
    ['protocol-relative image', {'@context': context, '@type': 'WebPage', image: '//cdn.example/a.png'}, '$.image: image URL "//cdn.example/a.png" must be absolute (https://...)'],
    ['relative image in a list', {'@context': context, '@type': 'Article', headline: 'h', datePublished: 'd', image: ['https://x.example/a.png', 'b.png']}, '$.image[1]: image URL "b.png" must be absolute (https://...)'],
    ['relative ImageObject logo', {'@context': context, '@type': 'Organization', logo: {'@type': 'ImageObject', url: '/img/logo.svg'}}, '$.logo.url: image URL "/img/logo.svg" must be absolute (https://...)'],
    ['nested Service without description', {'@context': context, '@type': 'WebPage', mainEntity: {'@type': 'Service', name: 'n'}}, '$.mainEntity (Service): missing "description"'],
    ['graph node without @type', {'@context': context, '@graph': [{name: 'x'}]}, '$["@graph"][0]: missing "@type"'],
    ['a block that is not an object', 'FAQPage', '$: a JSON-LD block must be an object'],
  ])('reports %s', (_case, block, problem) => {
    expect(checkStructuredData(block)).toEqual([problem]);
  });

  it('reports every problem of a block, not only the first', () => {
    expect(checkStructuredData({'@type': 'Service', image: 'a.png'})).toEqual([
      '$ (Service): missing "@context"',
      '$ (Service): missing "name"',
      '$ (Service): missing "description"',
      '$.image: image URL "a.png" must be absolute (https://...)',
    ]);
  });

  it('accepts complete blocks, lists of blocks and @graph documents', () => {
    const faq = {
      '@context': context,
      '@type': 'FAQPage',
      mainEntity: [{'@type': 'Question', name: 'q', acceptedAnswer: {'@type': 'Answer', text: 'a'}}],
    };
    const service = {'@context': context, '@type': 'Service', name: 'n', description: 'd', image: 'https://x.example/a.png'};
    expect(checkStructuredData([faq, service])).toEqual([]);
    expect(checkStructuredData({'@context': context, '@graph': [{'@type': 'Product', name: 'p'}]})).toEqual([]);
  });

  it('locates problems inside a list of blocks', () => {
    expect(checkStructuredData([{'@context': context, '@type': 'Product'}])).toEqual(['$[0] (Product): missing "name"']);
  });

  it('reports script text that does not parse', () => {
    const [problem] = checkJsonLdText('{"@context": ');
    expect(problem).toMatch(/^\$: JSON-LD does not parse/);
    expect(checkJsonLdText('{"@context":"https://schema.org","@type":"Product","name":"p"}')).toEqual([]);
  });
});
