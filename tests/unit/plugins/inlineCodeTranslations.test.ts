/**
 * @jest-environment node
 */
import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {reducedTable} from '@site/src/plugins/inlineCodeTranslations';
import {translationIdsIn} from '@site/src/plugins/inlineCodeTranslations/translationIds.cjs';
import inlineCodeTranslationsLoader from '@site/src/plugins/inlineCodeTranslations/loader.cjs';

const table = {
  'home.hero.title': 'Agentes de IA',
  'home.hero.cta': 'Empezar',
  'pricing.title': 'Precios',
  'theme.CodeBlock.copy': 'Copiar',
};

describe('translationIdsIn', () => {
  it("finds the ids a module names in translate() and <Translate>, in either quote style", () => {
    const source = [
      "translate({id: 'home.hero.title', message: 'AI agents'});",
      '<Translate id="home.hero.cta">Get started</Translate>',
      "const other = 'not an id';",
    ].join('\n');
    expect(translationIdsIn(source, table)).toEqual(['home.hero.cta', 'home.hero.title']);
  });

  it('leaves theme ids (read by the theme in node_modules too) and run-time ids in the table', () => {
    const source = "translate({id: 'theme.CodeBlock.copy'}); translate({id: `pricing.${'title'}`});";
    expect(translationIdsIn(source, table)).toEqual([]);
  });
});

describe('the loader', () => {
  function load(source: string): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'inline-translations-'));
    const tableFile = path.join(dir, 'es.json');
    writeFileSync(tableFile, JSON.stringify(table));
    const context = {
      getOptions: () => ({tableFile, registerModule: '/site/register.ts'}),
      addDependency: jest.fn(),
    };
    return inlineCodeTranslationsLoader.call(context, source);
  }

  it('makes a module register the messages of its ids before its own code runs', () => {
    const source = "export const title = translate({id: 'pricing.title', message: 'Pricing'});\n";
    expect(load(source)).toBe(
      'import __registerCodeTranslations from "/site/register.ts";\n' +
        '__registerCodeTranslations({"pricing.title":"Precios"});\n' +
        source,
    );
  });

  it('leaves a module without ids untouched', () => {
    const source = "export const answer = 'forty-two';\n";
    expect(load(source)).toBe(source);
  });
});

describe('reducedTable', () => {
  it('keeps only the messages no source file registers itself', () => {
    const src = mkdtempSync(path.join(os.tmpdir(), 'inline-translations-src-'));
    mkdirSync(path.join(src, 'pages'));
    writeFileSync(path.join(src, 'pages', 'index.tsx'), "translate({id: 'home.hero.title', message: 'x'});");
    writeFileSync(path.join(src, 'notes.md'), "translate({id: 'pricing.title'})");
    expect(reducedTable(table, src)).toEqual({
      'home.hero.cta': 'Empezar',
      'pricing.title': 'Precios',
      'theme.CodeBlock.copy': 'Copiar',
    });
  });
});
