import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {createSiteRequire} from '@site/src/plugins/agentKnowledge/siteModules';

const siteDir = path.resolve(__dirname, '../..');

function contextFor(locale: string, codeTranslations: Record<string, string>, generatedFilesDir: string): LoadContext {
  return {siteDir, generatedFilesDir, i18n: {currentLocale: locale, localeConfigs: {en: {htmlLang: 'en-US'}, es: {htmlLang: 'es-ES'}}}, codeTranslations} as unknown as LoadContext;
}

describe('createSiteRequire (src/data in Node, in one locale)', () => {
  let generated: string;
  beforeAll(() => {
    generated = fs.mkdtempSync(path.join(os.tmpdir(), 'knowledge-generated-'));
  });
  afterAll(() => fs.rmSync(generated, {recursive: true, force: true}));

  test("translate() answers the locale's code translations, with placeholders, else the message; prices are the locale's", () => {
    const spanish = createSiteRequire(
      contextFor('es', {'pricing.plan.billedAnnually': '{amount} facturados anualmente'}, generated),
    );
    const {plans} = spanish('@site/src/data/plans') as typeof import('@site/src/data/plans');
    // Intl writes the Spanish price (issue 20: "$3,588 facturados" sat beside "4176 US$").
    expect(plans.pro.priceSubtext).toBe('3588\u00a0US$ facturados anualmente');
    // No Spanish for this id in the context: the English message.
    expect(plans.pro.description).toBe('For small teams putting their first AI agent to work on their website.');
  });

  test('each locale loads the modules afresh', () => {
    createSiteRequire(contextFor('es', {'pricing.plan.billedAnnually': '{amount} facturados anualmente'}, generated))(
      '@site/src/data/plans',
    );
    const english = createSiteRequire(contextFor('en', {}, generated));
    const {plans} = english('@site/src/data/plans') as typeof import('@site/src/data/plans');
    expect(plans.pro.priceSubtext).toBe('$3,588 billed annually');
  });
});
