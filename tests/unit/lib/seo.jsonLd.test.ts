import {readFileSync} from 'node:fs';
import path from 'node:path';
import {company, landingDates} from '@site/src/config/site';
import {
  articleJsonLd,
  breadcrumbListJsonLd,
  checkStructuredData,
  faqPageJsonLd,
  industryServiceJsonLd,
  landingApplicationJsonLd,
  landingWebPageJsonLd,
  medicalBusinessJsonLd,
  organizationJsonLd,
  processAutomationServiceJsonLd,
  schedulingServiceJsonLd,
  serviceJsonLd,
  softwareApplicationJsonLd,
  webPageJsonLd,
} from '@site/src/lib/seo';

const page = {
  name: 'AI Agents for Universal Business Solutions',
  description: 'Transform your business with AI agents.',
  url: 'https://www.agentworks.example/landing',
};

describe('JSON-LD builders', () => {
  it('Organization carries the company name, url and a 180x60 absolute logo', () => {
    const org = organizationJsonLd();
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company.name,
      url: company.url,
      logo: {'@type': 'ImageObject', url: `${company.url}${company.logo}`, width: 180, height: 60},
    });
  });

  it('the declared logo file really is a 180x60 PNG', () => {
    // The PNG header's IHDR chunk holds width and height as big-endian 32-bit numbers.
    const png = readFileSync(path.join(__dirname, '../../../static', company.logo));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([company.logoWidth, company.logoHeight]);
  });

  it('SoftwareApplication defaults to BusinessApplication on Web, priced in USD', () => {
    const app = softwareApplicationJsonLd({...page, offers: {price: 10}});
    expect(app.applicationCategory).toBe('BusinessApplication');
    expect(app.operatingSystem).toBe('Web');
    expect(app.offers).toEqual({'@type': 'Offer', price: 10, priceCurrency: 'USD'});
    expect(app).not.toHaveProperty('aggregateRating');
  });

  it('the landing application costs 349 USD and is rated 4.8 by 127 (SPEC §9)', () => {
    const app = landingApplicationJsonLd(page);
    expect(app.offers).toMatchObject({price: 349, priceCurrency: 'USD'});
    expect(app.aggregateRating).toMatchObject({ratingValue: 4.8, ratingCount: 127, bestRating: 5});
  });

  it('the landing web page is free to access and dated like the page copy', () => {
    const webPage = landingWebPageJsonLd({...page, inLanguage: 'en-US'});
    expect(webPage).toMatchObject({
      '@type': 'WebPage',
      isAccessibleForFree: true,
      datePublished: landingDates.published,
      dateModified: landingDates.updated,
      inLanguage: 'en-US',
    });
  });

  it('industry services offer 349.00 USD from the company', () => {
    const service = industryServiceJsonLd({name: 'AI agents for retail', description: 'd', url: page.url});
    expect(service.offers).toEqual({'@type': 'Offer', price: '349.00', priceCurrency: 'USD'});
    expect(service.provider).toMatchObject({'@type': 'Organization', name: company.name, url: company.url});
  });

  it("process automation is an 'AI Process Automation' service, area Global, 349 USD", () => {
    const service = processAutomationServiceJsonLd({name: 'Process automation', description: 'd', url: page.url});
    expect(service).toMatchObject({
      serviceType: 'AI Process Automation',
      areaServed: 'Global',
      offers: {price: 349, priceCurrency: 'USD'},
    });
  });

  it('scheduling and reminders cost 0 USD', () => {
    const service = schedulingServiceJsonLd({name: 'Scheduling', description: 'd', url: page.url});
    expect(service.offers).toEqual({'@type': 'Offer', price: 0, priceCurrency: 'USD'});
  });

  it('FAQPage turns each item into a question with an accepted answer', () => {
    const faq = faqPageJsonLd([{question: 'How fast?', answer: 'In 1-2 days.'}]);
    expect(faq.mainEntity).toEqual([
      {'@type': 'Question', name: 'How fast?', acceptedAnswer: {'@type': 'Answer', text: 'In 1-2 days.'}},
    ]);
  });

  it('BreadcrumbList numbers its items from 1 and leaves the current page without a link', () => {
    const crumbs = breadcrumbListJsonLd([{name: 'Home', url: `${company.url}/`}, {name: 'Pricing'}]);
    expect(crumbs.itemListElement).toEqual([
      {'@type': 'ListItem', position: 1, name: 'Home', item: `${company.url}/`},
      {'@type': 'ListItem', position: 2, name: 'Pricing'},
    ]);
  });

  it('Article makes image URLs absolute, defaults dateModified and is published by the company', () => {
    const article = articleJsonLd({
      headline: 'AI vs human agents',
      description: 'A benchmark.',
      datePublished: '2025-01-05',
      image: '/img/blog/benchmark.png',
    });
    expect(article.image).toEqual([`${company.url}/img/blog/benchmark.png`]);
    expect(article.dateModified).toBe('2025-01-05');
    expect(article.publisher.name).toBe(company.name);
  });

  it('MedicalBusiness describes the healthcare page with the company address', () => {
    const medical = medicalBusinessJsonLd({name: 'AI agents for healthcare', description: 'd', url: page.url});
    expect(medical['@type']).toBe('MedicalBusiness');
    expect(medical.address).toMatchObject({'@type': 'PostalAddress', addressCountry: 'US'});
  });

  it('every builder output passes the structured data checks', () => {
    const blocks = [
      organizationJsonLd(),
      landingApplicationJsonLd(page),
      landingWebPageJsonLd(page),
      webPageJsonLd({...page, image: '/img/hero.png'}),
      industryServiceJsonLd({...page, image: '/img/x.png'}),
      serviceJsonLd(page),
      processAutomationServiceJsonLd(page),
      schedulingServiceJsonLd(page),
      faqPageJsonLd([{question: 'q', answer: 'a'}]),
      breadcrumbListJsonLd([{name: 'Home', url: company.url}]),
      articleJsonLd({headline: 'h', description: 'd', datePublished: '2025-01-05', image: '/img/a.png'}),
      medicalBusinessJsonLd({...page, image: '/img/m.png'}),
    ];
    expect(blocks.flatMap((block) => checkStructuredData(block))).toEqual([]);
  });
});
