import {siteAgentId} from '../../../../server/features/agent/knowledge-files';
import type {KnowledgeDocument} from '../../../../server/features/agent/types';
import {fixtureEngine} from './fixture';

function doc(overrides: Partial<KnowledgeDocument> = {}): KnowledgeDocument {
  return {
    id: 'kd_returns',
    agentId: 'agt_shop',
    title: 'Returns policy',
    content:
      'Our shop accepts returns of unworn shoes within 30 days.\n\n' +
      '## Refunds\nRefunds reach your card within five working days.\n\n' +
      '## Exchanges\nExchanges for another size are free of charge.',
    url: 'https://shop.example/returns',
    locale: 'en',
    tags: ['policy'],
    ...overrides,
  };
}

describe('documents added through the API', () => {
  it('are answerable at once, split at headings, with the source URL of the document', async () => {
    const engine = fixtureEngine();
    engine.upsertDocument(doc());
    const answer = await engine.ask({agentId: 'agt_shop', query: 'How long do refunds take?', locale: 'en'});
    expect(answer.uncertain).toBe(false);
    expect(answer.response).toBe('Refunds reach your card within five working days. [1]');
    expect(answer.sources).toEqual([
      {title: 'Returns policy › Refunds', url: 'https://shop.example/returns', snippet: 'Refunds reach your card within five working days.'},
    ]);
    expect(answer.suggestedFollowUps).toEqual(['What can you tell me about Exchanges?']);
  });

  it('point to /v1/knowledge/{id} when they have no URL', async () => {
    const engine = fixtureEngine();
    engine.upsertDocument(doc({url: null}));
    const answer = await engine.ask({agentId: 'agt_shop', query: 'exchange for another size', locale: 'en'});
    expect(answer.sources[0].url).toBe('/v1/knowledge/kd_returns');
  });

  it('without a locale are answered to readers of every language', async () => {
    const engine = fixtureEngine();
    engine.upsertDocument(doc({locale: null, content: 'Los reembolsos llegan a su tarjeta en cinco días hábiles.'}));
    const answer = await engine.ask({agentId: 'agt_shop', query: '¿Cuándo llegan los reembolsos?', locale: 'es'});
    expect(answer.uncertain).toBe(false);
  });

  it('replace their earlier version on upsert', async () => {
    const engine = fixtureEngine();
    engine.upsertDocument(doc());
    engine.upsertDocument(doc({content: 'We no longer accept returns; every sale is final.'}));
    const refunds = await engine.ask({agentId: 'agt_shop', query: 'How long do refunds take?', locale: 'en'});
    expect(refunds.uncertain).toBe(true);
    const returns = await engine.ask({agentId: 'agt_shop', query: 'Do you accept returns?', locale: 'en'});
    expect(returns.response).toBe('We no longer accept returns; every sale is final. [1]');
  });

  it('are gone once removed', async () => {
    const engine = fixtureEngine();
    engine.upsertDocument(doc());
    engine.removeDocument('agt_shop', 'kd_returns');
    const answer = await engine.ask({agentId: 'agt_shop', query: 'How long do refunds take?', locale: 'en'});
    expect(answer.uncertain).toBe(true);
    // Removing what is not there (again, or of an unknown agent) is harmless.
    expect(() => engine.removeDocument('agt_shop', 'kd_returns')).not.toThrow();
    expect(() => engine.removeDocument('agt_none', 'kd_returns')).not.toThrow();
  });

  it('replaceDocuments keeps exactly the given documents and the site pages', async () => {
    const engine = fixtureEngine();
    engine.upsertDocument(doc({agentId: siteAgentId}));
    engine.replaceDocuments(siteAgentId, [
      doc({agentId: siteAgentId, id: 'kd_shipping', title: 'Shipping', content: 'Parcels ship from Lisbon within two days.', url: null}),
    ]);
    const ask = (query: string) => engine.ask({agentId: siteAgentId, query, locale: 'en'});
    expect((await ask('How long do refunds take?')).uncertain).toBe(true);
    expect((await ask('Where do parcels ship from?')).sources[0].url).toBe('/v1/knowledge/kd_shipping');
    expect((await ask('How much does the Business plan cost?')).sources[0].url).toBe('/pricing#business');
  });

  it('belong to their agent only', async () => {
    const engine = fixtureEngine();
    engine.upsertDocument(doc());
    const site = await engine.ask({agentId: siteAgentId, query: 'How long do refunds take?', locale: 'en'});
    expect(site.uncertain).toBe(true);
    const shop = await engine.ask({agentId: 'agt_shop', query: 'How much does the Business plan cost?', locale: 'en'});
    expect(shop.uncertain).toBe(true);
  });
});
