/**
 * A component folder's index.ts that only re-exports is marked free of side effects, so a page
 * takes only the screens it uses (the staff pages each carried all nine before).
 */
import path from 'node:path';
import {componentBarrels, isBarrel} from '../../../src/plugins/componentBarrels';

describe('isBarrel', () => {
  it.each([
    ["export {LoginPage} from './LoginPage';", true],
    ["/** The staff area. */\nexport {A} from './A';\nexport {B, type C} from './B';\n// why\nexport * from './D';", true],
    ["export type {Props} from './types';\nexport * as forms from './forms';", true],
    ["export {A} from './A';\nexport const b = 1;", false],
    ["import './side-effect.css';\nexport {A} from './A';", false],
    ["export {A} from './A';\nregister(A);", false],
    ['', false],
  ])('%j -> %s', (source, barrel) => expect(isBarrel(source)).toBe(barrel));
});

describe('componentBarrels', () => {
  const components = path.join(__dirname, '../../../src/components');
  const found = componentBarrels(components).map((file) => path.relative(components, file));

  it('finds the staff area and forms barrels, and leaves out an index with code of its own', () => {
    expect(found).toEqual(expect.arrayContaining(['admin/index.ts', 'forms/index.ts']));
    expect(found).not.toContain('ChatWidget/index.ts');
  });
});
