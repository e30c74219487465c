import React from 'react';
import {render, screen} from '@testing-library/react';
import Seo, {
  buildSeoTags,
  homeBreadcrumbName,
  StructuredData,
  useAbsoluteUrl,
  useInLanguage,
} from '@site/src/components/Seo';
import CompanySeo from '@site/src/components/Company/CompanySeo';
import {faqPageJsonLd, landingApplicationJsonLd, organizationJsonLd, robotsPresets, type JsonLd} from '@site/src/lib/seo';

// The shared double of @docusaurus/Head renders nothing; here the tags must reach document.head.
jest.mock('@docusaurus/Head', () => {
  const {createPortal} = jest.requireActual('react-dom');
  return {__esModule: true, default: ({children}: {children: React.ReactNode}) => createPortal(children, document.head)};
});

const origin = 'https://www.agentworks.example';
const site = {siteTitle: 'AgentWorks', siteUrl: origin, baseUrl: '/', titleDelimiter: '|'};

function content(tags: ReturnType<typeof buildSeoTags>, key: string): string | undefined {
  return tags.meta.find((tag) => ('name' in tag ? tag.name : tag.property) === key)?.content;
}

describe('buildSeoTags', () => {
  it('formats the title like the theme and repeats title and description for social cards', () => {
    const tags = buildSeoTags({title: 'Pricing', description: 'Plans and prices.'}, site);
    expect(tags.title).toBe('Pricing | AgentWorks');
    expect(content(tags, 'og:title')).toBe('Pricing | AgentWorks');
    expect(content(tags, 'twitter:title')).toBe('Pricing | AgentWorks');
    expect(content(tags, 'description')).toBe('Plans and prices.');
    expect(content(tags, 'og:description')).toBe('Plans and prices.');
    expect(content(tags, 'twitter:description')).toBe('Plans and prices.');
  });

  it('uses the bare site title for the home page', () => {
    expect(buildSeoTags({title: 'AgentWorks'}, site).title).toBe('AgentWorks');
  });

  it('defaults robots to index, follow and applies the page type settings', () => {
    expect(content(buildSeoTags({}, site), 'robots')).toBe('index, follow');
    expect(content(buildSeoTags({robots: robotsPresets.industry}, site), 'robots')).toBe(
      'index, follow, max-snippet:180, max-image-preview:large, max-video-preview:-1',
    );
    expect(content(buildSeoTags({robots: robotsPresets.private}, site), 'robots')).toBe('noindex, nofollow');
  });

  it('makes the canonical URL absolute in the current locale and uses it as og:url', () => {
    const english = buildSeoTags({canonicalUrl: '/use-cases/process-automation'}, site);
    expect(english.links).toEqual([{rel: 'canonical', href: `${origin}/use-cases/process-automation`}]);
    const spanish = buildSeoTags({canonicalUrl: '/use-cases/process-automation'}, {...site, baseUrl: '/es/'});
    expect(spanish.links[0].href).toBe(`${origin}/es/use-cases/process-automation`);
    expect(content(spanish, 'og:url')).toBe(`${origin}/es/use-cases/process-automation`);
    expect(buildSeoTags({canonicalUrl: '/'}, site).links[0].href).toBe(`${origin}/`);
  });

  it('leaves the canonical to the theme when the page is served at its canonical path', () => {
    const tags = buildSeoTags({title: 'Pricing'}, site);
    expect(tags.links).toEqual([]);
    expect(content(tags, 'og:url')).toBeUndefined();
  });

  it('serves social images from the site root in every locale', () => {
    const tags = buildSeoTags({image: '/img/og/pricing.png', imageAlt: 'Plans'}, {...site, baseUrl: '/es/'});
    expect(content(tags, 'og:image')).toBe(`${origin}/img/og/pricing.png`);
    expect(content(tags, 'twitter:image')).toBe(`${origin}/img/og/pricing.png`);
    expect(content(tags, 'og:image:alt')).toBe('Plans');
  });

  it('joins keyword lists and appends extra meta tags', () => {
    const tags = buildSeoTags(
      {keywords: ['ai agents', 'support'], additionalMetaTags: [{name: 'author', content: 'AgentWorks'}]},
      site,
    );
    expect(content(tags, 'keywords')).toBe('ai agents, support');
    expect(content(tags, 'author')).toBe('AgentWorks');
  });

  it('emits the schema markup plus a FAQPage built from the FAQ items', () => {
    const app = landingApplicationJsonLd({name: 'AgentWorks', description: 'd', url: `${origin}/landing`});
    const tags = buildSeoTags({schemaMarkup: app, faqItems: [{question: 'q', answer: 'a'}]}, site);
    expect(tags.jsonLd.map(({text}) => JSON.parse(text))).toEqual([app, faqPageJsonLd([{question: 'q', answer: 'a'}])]);
  });

  it('escapes "<" so text cannot close the script element', () => {
    const tags = buildSeoTags({faqItems: [{question: 'q', answer: '</script><b>x'}]}, site);
    expect(tags.jsonLd[0].text).not.toContain('</script>');
    expect(JSON.parse(tags.jsonLd[0].text).mainEntity[0].acceptedAnswer.text).toBe('</script><b>x');
  });
});

describe('<Seo>', () => {
  afterEach(() => jest.restoreAllMocks());

  it('puts title, description, robots, canonical and JSON-LD into the document head', () => {
    render(
      <Seo
        title="Process Automation"
        description="Automate processes."
        canonicalUrl="/use-cases/process-automation"
        robots={robotsPresets.useCase}
        faqItems={[{question: 'How long?', answer: '2-4 weeks.'}]}
      />,
    );
    expect(document.title).toBe('Process Automation | AgentWorks');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Automate processes.');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'index, follow, max-snippet:160, max-image-preview:large',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/use-cases/process-automation`,
    );
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? 'null')).toMatchObject({'@type': 'FAQPage'});
  });

  it('gives social images a default alt text', () => {
    render(<Seo image="/img/og/landing.png" />);
    expect(document.head.querySelector('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      'AgentWorks: AI agents for businesses',
    );
  });

  it('warns in development about structured data that breaks the SPEC §5 rules', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {'@context': 'https://schema.org', '@type': 'Service', name: 'n'} as unknown as JsonLd;
    render(<Seo schemaMarkup={broken} />);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('jsonLd[0] (Service): missing "description"');
  });

  it('stays silent about valid structured data', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Seo faqItems={[{question: 'q', answer: 'a'}]} />);
    expect(warn).not.toHaveBeenCalled();
  });
});

/** The JSON-LD blocks in the document head, parsed. */
function jsonLdBlocks(): Record<string, unknown>[] {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? 'null'),
  );
}

const organization = {
  '@type': 'Organization',
  name: 'AgentWorks',
  url: origin,
  logo: {'@type': 'ImageObject', url: `${origin}/img/logo-180x60.png`, width: 180, height: 60},
};

describe('Organization structured data (SPEC §3)', () => {
  it('<StructuredData> writes only the JSON-LD blocks, for the home page', () => {
    render(<StructuredData blocks={[organizationJsonLd()]} />);
    expect(jsonLdBlocks()).toEqual([expect.objectContaining(organization)]);
    expect(document.head.querySelector('meta, link, title')).toBeNull();
  });

  it('<CompanySeo> gives every company and legal page its Organization block', () => {
    render(<CompanySeo path="/about-us" title="About Us" description="Who we are." />);
    const blocks = jsonLdBlocks();
    expect(blocks).toContainEqual(expect.objectContaining(organization));
    expect(blocks.map((block) => block['@type'])).toEqual(['Organization', 'WebPage', 'BreadcrumbList']);
  });
});

describe('page helpers', () => {
  it('useAbsoluteUrl makes site paths absolute for JSON-LD url fields', () => {
    function Url(): React.JSX.Element {
      return <p>{useAbsoluteUrl()('/industry/retail')}</p>;
    }
    render(<Url />);
    expect(screen.getByText(`${origin}/industry/retail`)).toBeInTheDocument();
  });

  it('useInLanguage falls back to the locale name without an htmlLang', () => {
    function Lang(): React.JSX.Element {
      return <p>{`lang=${useInLanguage()}`}</p>;
    }
    render(<Lang />);
    expect(screen.getByText('lang=en')).toBeInTheDocument();
  });

  it('homeBreadcrumbName is the translated first crumb', () => {
    expect(homeBreadcrumbName()).toBe('Home');
  });
});
