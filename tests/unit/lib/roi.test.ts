import {
  ABBREVIATION_THRESHOLD,
  calculateRoi,
  formatAbbreviated,
  formatMoneyAbbreviated,
  formatPercentAbbreviated,
  parseSalary,
  PAID_HOURS_PER_YEAR,
  REFERENCE_PLAN_COST_PER_YEAR,
  WORKING_DAYS_PER_YEAR,
} from '@site/src/lib/roi';

describe('SPEC §9 constants', () => {
  it('uses 261 working days, 2080 paid hours and a 4176 $/year reference plan', () => {
    expect(WORKING_DAYS_PER_YEAR).toBe(261);
    expect(PAID_HOURS_PER_YEAR).toBe(2080);
    expect(REFERENCE_PLAN_COST_PER_YEAR).toBe(4176);
    expect(ABBREVIATION_THRESHOLD).toBe(10000);
  });
});

describe('calculateRoi', () => {
  it('pins the technology defaults computed by hand', () => {
    // Technology: salary 65000, 200 tickets/day, 85 %, 12 min.
    // hours   = 200 * 12 * 261 / 60 * 0.85 = 626400 / 60 * 0.85 = 10440 * 0.85 = 8874
    // hourly  = 65000 / 2080 = 31.25
    // gross   = 8874 * 31.25 * 0.85 = 277312.5 * 0.85 = 235715.625
    // savings = round(235715.625 - 4176) = round(231539.625) = 231540
    // roi     = 231540 / 4176 * 100 = 5544.54...  (displayed rounded: 5,545 %)
    const result = calculateRoi({
      avgSalary: 65000,
      ticketsPerDay: 200,
      resolutionRate: 85,
      avgTimePerTicket: 12,
    });
    expect(result.hoursReclaimed).toBeCloseTo(8874, 9);
    expect(result.annualSavings).toBe(231540);
    expect(result.roiPercent).toBeCloseTo(5544.54, 2);
  });

  it('pins the healthcare defaults computed by hand', () => {
    // hours   = 120 * 10 * 261 / 60 * 0.70 = 5220 * 0.70 = 3654
    // gross   = 3654 * (58000 / 2080) * 0.70 = 3654 * 27.884615... * 0.70 = 71323.27
    // savings = round(71323.27 - 4176) = 67147
    // roi     = 67147 / 4176 * 100 = 1607.93...
    const result = calculateRoi({
      avgSalary: 58000,
      ticketsPerDay: 120,
      resolutionRate: 70,
      avgTimePerTicket: 10,
    });
    expect(result.hoursReclaimed).toBeCloseTo(3654, 9);
    expect(result.annualSavings).toBe(67147);
    expect(result.roiPercent).toBeCloseTo(1607.93, 2);
  });

  it('subtracts the plan cost from the gross savings', () => {
    // hours = 10 * 1 * 261 / 60 * 0.5 = 21.75; gross = 21.75 * (2080 * 400 / 2080) * 0.5 = 4350
    // savings = 4350 - 4176 = 174 exactly, roi = 174 / 4176 * 100 = 4.1666...
    const result = calculateRoi({
      avgSalary: 2080 * 400,
      ticketsPerDay: 10,
      resolutionRate: 50,
      avgTimePerTicket: 1,
    });
    expect(result.annualSavings).toBe(174);
    expect(result.roiPercent).toBeCloseTo(4.1667, 4);
  });

  it('floors savings and ROI at 0 when the plan costs more than the time saved', () => {
    // hours = 10 * 1 * 261 / 60 * 0.10 = 4.35; gross = 4.35 * 20 * 0.10 = 8.70 < 4176
    const result = calculateRoi({
      avgSalary: 41600,
      ticketsPerDay: 10,
      resolutionRate: 10,
      avgTimePerTicket: 1,
    });
    expect(result.hoursReclaimed).toBeCloseTo(4.35, 9);
    expect(result.annualSavings).toBe(0);
    expect(result.roiPercent).toBe(0);
  });

  it('gives no savings for a salary of 0 but still counts the hours', () => {
    const result = calculateRoi({
      avgSalary: 0,
      ticketsPerDay: 200,
      resolutionRate: 85,
      avgTimePerTicket: 12,
    });
    expect(result.hoursReclaimed).toBeCloseTo(8874, 9);
    expect(result.annualSavings).toBe(0);
    expect(result.roiPercent).toBe(0);
  });
});

describe('parseSalary', () => {
  it.each([
    ['65000', 65000],
    [' 42000 ', 42000],
    ['52000.5', 52000.5],
    ['abc', 0],
    ['', 0],
    ['12abc', 0],
    ['-5000', 0],
    ['Infinity', 0],
  ])('reads %j as %p', (input, expected) => {
    expect(parseSalary(input)).toBe(expected);
  });
});

describe('formatAbbreviated', () => {
  it.each([
    [0, '0'],
    [874.4, '874'],
    [8874, '8,874'],
    [9999, '9,999'],
    // Rounds before deciding, so the figure never shows as "10,000".
    [9999.6, '10K'],
    [10000, '10K'],
    [12500, '12.5K'],
    [12549, '12.5K'],
    [231540, '231.5K'],
    [1234567, '1,234.6K'],
  ])('formats %p as %j in English', (value, expected) => {
    expect(formatAbbreviated(value)).toBe(expected);
  });

  it('uses the locale separators in Spanish', () => {
    expect(formatAbbreviated(231540, 'es')).toBe('231,5K');
    expect(formatAbbreviated(67147, 'es')).toBe('67,1K');
  });
});

// Issue 20: money and percentages are written by Intl for the page's language, so the Spanish
// calculator reads "231,5 mil US$" and "85 %", never "$231,5K" or "231,5K US$".
describe('formatMoneyAbbreviated and formatPercentAbbreviated', () => {
  it.each([
    [874.4, 'en-US', '$874'],
    [9999, 'en-US', '$9,999'],
    [12500, 'en-US', '$12.5K'],
    [231540, 'en-US', '$231.5K'],
    [874.4, 'es', '874\u00a0US$'],
    [9999, 'es', '9999\u00a0US$'],
    [231540, 'es', '231,5\u00a0mil\u00a0US$'],
  ])('money %p in %s is %j', (value, locale, expected) => {
    expect(formatMoneyAbbreviated(value, locale)).toBe(expected);
  });

  it.each([
    [85, 'en-US', '85%'],
    [1234.4, 'en-US', '1,234%'],
    [85, 'es', '85\u00a0%'],
    [1234.4, 'es', '1234\u00a0%'],
  ])('percent %p in %s is %j', (value, locale, expected) => {
    expect(formatPercentAbbreviated(value, locale)).toBe(expected);
  });
});
