import {addOns, type AddOn} from '@site/src/data/addOns';

/** SPEC §9 "Add-ons", word for word. */
const spec: Record<string, {name: string; price: number; unit: AddOn['unit']}> = {
  crm: {name: 'CRM', price: 19, unit: 'month'},
  'ai-invoicing': {name: 'AI Invoicing', price: 9, unit: 'month'},
  'ai-custom-coach': {name: 'AI Custom Coach', price: 179, unit: 'seatMonth'},
  'ai-custom-app': {name: 'AI Custom App', price: 249, unit: 'seatMonth'},
  'ivr-business-phone': {name: 'IVR Business Phone', price: 19, unit: 'month'},
};

function problemsOf(addOn: AddOn): string[] {
  const where = `addOns entry "${addOn.id}"`;
  const expected = spec[addOn.id];
  if (!expected) return [`${where}: not an add-on of SPEC §9 (${Object.keys(spec).join(', ')}).`];
  const problems: string[] = [];
  if (addOn.name !== expected.name) problems.push(`${where}: name "${addOn.name}" should be "${expected.name}".`);
  if (addOn.price !== expected.price) problems.push(`${where}: price ${addOn.price} should be ${expected.price}.`);
  if (addOn.unit !== expected.unit) {
    problems.push(`${where}: unit "${addOn.unit}" should be "${expected.unit}" (${expected.unit === 'seatMonth' ? 'per seat/month' : '/month'}).`);
  }
  if (addOn.description.trim().length < 30) problems.push(`${where}: the description is missing or too short.`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(addOn.id)) problems.push(`${where}: the id must be kebab-case.`);
  return problems;
}

describe('addOns', () => {
  it('has the five add-ons of SPEC §9, each once', () => {
    expect(addOns.map((addOn) => addOn.id).sort()).toEqual(Object.keys(spec).sort());
  });

  it.each(addOns.map((addOn) => [addOn.id, addOn] as const))('%s matches SPEC §9', (_id, addOn) => {
    expect(problemsOf(addOn)).toEqual([]);
  });
});
