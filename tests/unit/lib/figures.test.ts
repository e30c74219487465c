import {formatFigure, formatPercent, type Figure} from '@site/src/lib/figures';
import {figureData, figures} from '@site/src/config/site';

// Intl writes Spanish units after a no-break space.
const nbsp = '\u00a0';

describe('formatPercent', () => {
  it.each([
    [85, 'en-US', '85%'],
    [347, 'en-US', '347%'],
    [12345, 'en-US', '12,345%'],
    [85, 'es-ES', `85${nbsp}%`],
    [347, 'es-ES', `347${nbsp}%`],
  ])('writes %d in %s as %s', (value, locale, expected) => {
    expect(formatPercent(value, locale)).toBe(expected);
  });
});

describe('formatFigure', () => {
  it.each<[Figure, string, string]>([
    [{unit: 'percent', value: 30}, '30%', `30${nbsp}%`],
    [{unit: 'usd', value: 99}, '$99', `99${nbsp}US$`],
    [{unit: 'usd', value: 5000}, '$5,000', `5000${nbsp}US$`],
    [{unit: 'count', value: 2100, orMore: true}, '2,100+', '2100+'],
    [{unit: 'count', value: 12000}, '12,000', '12.000'],
    [{unit: 'countRange', from: 1, to: 2}, '1-2', '1-2'],
    [{unit: 'percentRange', from: 10, to: 20}, '10-20%', `10-20${nbsp}%`],
  ])('writes %j as %s in English and %s in Spanish', (figure, english, spanish) => {
    expect(formatFigure(figure, 'en-US')).toBe(english);
    expect(formatFigure(figure, 'es-ES')).toBe(spanish);
  });

  it('writes English when no locale is given', () => {
    expect(formatFigure({unit: 'usd', value: 5000})).toBe('$5,000');
  });
});

describe('the site figures', () => {
  // The English pages read exactly as before the figures became numbers.
  it('keep their English wording', () => {
    expect(figures).toEqual({
      resolutionRate: '85%',
      averageRoi: '347%',
      hoursSaved: '2,100+',
      satisfiedClients: '127',
      costSaving: '30%',
      plansFromPerMonth: '$99',
      monthlySavings: '$5,000',
      paybackWeeks: '2',
      languages: '100',
      startDays: '1-2',
    });
    expect(Object.keys(figures)).toEqual(Object.keys(figureData));
  });
});
