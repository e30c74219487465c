import {parseRoiEstimate, roiEstimateQuery} from '@site/src/lib/forms/leadRoiEstimate';

describe('the ROI estimate in a query string', () => {
  it('goes to the lead form and back, figures rounded', () => {
    const query = roiEstimateQuery({annualSavings: 231540, hoursReclaimed: 8874.4, roiPercent: 5544.5, industry: 'technology'});
    expect(query).toBe('?roi-savings=231540&roi-hours=8874&roi-percent=5545&roi-industry=technology');
    expect(parseRoiEstimate(query)).toEqual({annualSavings: 231540, hoursReclaimed: 8874, roiPercent: 5545, industry: 'technology'});
  });

  it('drops an unknown industry but keeps the figures', () => {
    expect(parseRoiEstimate('?roi-savings=1&roi-hours=2&roi-percent=3&roi-industry=%3Cscript%3E')).toEqual({
      annualSavings: 1,
      hoursReclaimed: 2,
      roiPercent: 3,
    });
  });

  it.each([
    '',
    '?roi-savings=1&roi-hours=2',
    '?roi-savings=abc&roi-hours=2&roi-percent=3',
    '?roi-savings=%3Cb%3E1%3C/b%3E&roi-hours=2&roi-percent=3',
    '?roi-savings=+1&roi-hours=2&roi-percent=3',
    '?roi-savings=0x10&roi-hours=2&roi-percent=3',
    '?roi-savings=1000000000&roi-hours=2&roi-percent=3',
    '?roi-savings=Infinity&roi-hours=2&roi-percent=3',
  ])('reads %p as no estimate', (search) => {
    expect(parseRoiEstimate(search)).toBeNull();
  });

  it('writes a figure it could not read back as no estimate, never a wrong one', () => {
    expect(parseRoiEstimate(roiEstimateQuery({annualSavings: 1e12, hoursReclaimed: 1, roiPercent: 1}))).toBeNull();
  });
});
