import {industryIds, industryPath, pathForUseCase} from '@site/src/config/ids';
import {industryList} from '@site/src/data/industries';
import {industrySlug, slugForUseCase} from '@site/src/lib/slug';

describe('industrySlug (SPEC §2: lowercase, spaces to hyphens, non-word characters removed)', () => {
  it.each([
    ['Healthcare', 'healthcare'],
    ['Business Services', 'business-services'],
    ['eCommerce', 'ecommerce'],
    ['Professional Services', 'professional-services'],
    ['E-Commerce', 'e-commerce'],
    ['Media & Entertainment', 'media--entertainment'],
    ['Retail (B2C)', 'retail-b2c'],
    ['  Manufacturing  ', 'manufacturing'],
    ['Real   Estate', 'real-estate'],
  ])('%j -> %j', (name, slug) => {
    expect(industrySlug(name)).toBe(slug);
  });
});

describe('slugForUseCase (SPEC §2: lowercase, spaces to hyphens, other symbols removed)', () => {
  it.each([
    ['Customer Support', 'customer-support'],
    ['Documentation', 'documentation'],
    ['Process Automation', 'process-automation'],
    ['Scheduling', 'scheduling'],
    ['Scheduling & Booking', 'scheduling-booking'],
    ['SOP Guidance!', 'sop-guidance'],
    ['Tax_Resolution 2.0', 'taxresolution-20'],
    [' Finance  Operations ', 'finance-operations'],
  ])('%j -> %j', (title, slug) => {
    expect(slugForUseCase(title)).toBe(slug);
  });
});

describe('paths', () => {
  it('builds the canonical use-case and industry paths', () => {
    expect(pathForUseCase('customer-support')).toBe('/use-cases/customer-support');
    expect(industryPath('business-services')).toBe('/industry/business-services');
  });
});

// The rule and the data must agree: a renamed industry needs a new id (and its URL changes).
describe('industry data follows the slug rule', () => {
  it('lists the eight industries of SPEC §2 in menu order', () => {
    expect(industryList.map((industry) => industry.name)).toEqual([
      'Healthcare',
      'Retail',
      'Technology',
      'Manufacturing',
      'Media',
      'Business Services',
      'eCommerce',
      'Professional Services',
    ]);
    expect(industryList.map((industry) => industry.id)).toEqual([...industryIds]);
  });

  it.each(industryList.map((industry) => [industry.name, industry.id]))(
    '%s has the id industrySlug(name) = %s',
    (name, id) => {
      expect(industrySlug(name)).toBe(id);
    },
  );
});
