import {
  DEFAULT_ROI_INDUSTRY,
  getRoiDefaults,
  roiDefaults,
  roiSliderBounds,
  type RoiIndustryDefaults,
} from '@site/src/data/roiDefaults';

/** SPEC §9 "Industry defaults": avgSalary, ticketsPerDay, resolutionRate %, avgTimePerTicket. */
const specDefaults: Record<string, [number, number, number, number]> = {
  healthcare: [58000, 120, 70, 10],
  manufacturing: [62000, 85, 75, 18],
  retail: [38000, 150, 75, 6],
  'business-services': [55000, 90, 70, 10],
  ecommerce: [42000, 180, 80, 5],
  'professional-services': [75000, 65, 65, 15],
  technology: [65000, 200, 85, 12],
  media: [52000, 140, 75, 8],
};

function problemsOf(entry: RoiIndustryDefaults): string[] {
  const problems: string[] = [];
  const where = `roiDefaults entry "${entry.id}"`;
  if (!entry.name.trim()) problems.push(`${where}: give it a name for the industry picker.`);
  if (!entry.industryName.trim()) {
    problems.push(`${where}: give it an industryName (who the defaults describe).`);
  }
  if (!Number.isInteger(entry.avgSalary) || entry.avgSalary <= 0) {
    problems.push(`${where}: avgSalary must be a positive whole number of dollars.`);
  }
  for (const field of Object.keys(roiSliderBounds) as (keyof typeof roiSliderBounds)[]) {
    const {min, max} = roiSliderBounds[field];
    const value = entry[field];
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(
        `${where}: ${field} is ${value}; the slider only reaches whole numbers from ${min} to ${max}. Change the default or the slider bounds (SPEC §5).`,
      );
    }
  }
  return problems;
}

describe('roiDefaults', () => {
  it('has exactly the eight SPEC industries, once each', () => {
    const ids = roiDefaults.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(specDefaults).sort());
  });

  it.each(roiDefaults.map((entry) => [entry.id, entry] as const))(
    '%s holds values every control can show',
    (_id, entry) => {
      expect(problemsOf(entry)).toEqual([]);
    },
  );

  it.each(Object.entries(specDefaults))('%s matches SPEC §9 figure for figure', (id, figures) => {
    const entry = roiDefaults.find((candidate) => candidate.id === id)!;
    const [avgSalary, ticketsPerDay, resolutionRate, avgTimePerTicket] = figures;
    expect({
      avgSalary: entry.avgSalary,
      ticketsPerDay: entry.ticketsPerDay,
      resolutionRate: entry.resolutionRate,
      avgTimePerTicket: entry.avgTimePerTicket,
    }).toEqual({avgSalary, ticketsPerDay, resolutionRate, avgTimePerTicket});
  });

  it('starts on technology (SPEC §4) and looks industries up by id', () => {
    expect(DEFAULT_ROI_INDUSTRY).toBe('technology');
    expect(getRoiDefaults('media').avgSalary).toBe(52000);
    expect(() => getRoiDefaults('nowhere' as never)).toThrow(/nowhere/);
  });

  it('uses the SPEC §5 slider ranges and steps', () => {
    expect(roiSliderBounds).toEqual({
      ticketsPerDay: {min: 10, max: 500, step: 10},
      resolutionRate: {min: 10, max: 90, step: 5},
      avgTimePerTicket: {min: 1, max: 30, step: 1},
    });
  });
});
