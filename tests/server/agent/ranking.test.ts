/** Ranking details calibrated on bench/agent, each on a tiny knowledge of its own. */
import {RetrievalEngine} from '../../../server/agent/engine';
import type {Passage} from '../../../src/lib/knowledge/types';

function passage(url: string, pageTitle: string, heading: string, text: string, extra: Partial<Passage> = {}): Passage {
  return {id: url, url, pageTitle, heading, text, locale: 'en', version: null, order: 0, ...extra};
}

function engineWith(passages: Passage[], locale = 'en'): RetrievalEngine {
  const engine = new RetrievalEngine();
  engine.loadKnowledgeFile('agt_t', {locale, defaultVersion: '1.0', passages});
  return engine;
}

const ask = (engine: RetrievalEngine, query: string, locale = 'en') => engine.ask({agentId: 'agt_t', query, locale});

describe('ranking', () => {
  it('splits words joined by hyphens, so "primary color" finds data-primary-color', async () => {
    const engine = engineWith([
      passage('/docs/widget#customise', 'Widget', 'Customise it', '| Attribute | Values |\n| --- | --- |\n| `data-primary-color` | A hex colour such as `#4f46e5` |'),
      passage('/docs/other', 'Other', 'Colours of the dashboard', 'The dashboard has a dark mode.'),
    ]);
    const answer = await ask(engine, 'How do I change the primary color of the widget?');
    expect(answer.sources[0].url).toBe('/docs/widget#customise');
    // The table row is quoted as a statement.
    expect(answer.response).toBe('Data-primary-color: A hex colour such as #4f46e5. [1]');
  });

  it('searches the words of a heading anchor too ("What we offer" is #benefits)', async () => {
    const engine = engineWith([
      passage('/careers#benefits', 'Careers', 'What we offer', 'Competitive salary and equity in the company.'),
      passage('/blog/roi#inputs', 'ROI', 'The inputs', 'The salary of a support employee is one of the inputs.'),
    ]);
    expect((await ask(engine, 'What benefits do you offer?')).sources[0].url).toBe('/careers#benefits');
  });

  it('prefers the documentation over a blog post that covers the question as well', async () => {
    const engine = engineWith([
      passage('/blog/notes#test', 'Field notes', 'Test your agent', 'Test your agent with real questions before launch.'),
      passage('/documentation/getting-started#test', 'Getting started', 'Test your agent', 'Test your agent with real questions before launch.', {version: '1.0'}),
    ]);
    expect((await ask(engine, 'How should I test my agent before launch?')).sources[0].url).toBe('/documentation/getting-started#test');
  });

  it('weighs words by rarity: one unknown subject word makes the answer uncertain', async () => {
    const engine = engineWith([
      passage('/a', 'Agents', '', 'Your agent answers questions from your knowledge base.'),
      passage('/b', 'Agents and keys', '', 'Your agent uses a key to answer questions.'),
      passage('/c', 'Agents in retail', '', 'A retail agent answers questions about delivery.'),
    ]);
    expect((await ask(engine, 'How does the agent answer questions?')).uncertain).toBe(false);
    expect((await ask(engine, 'Can the agent answer questions about paella?')).uncertain).toBe(true);
  });

  it('matches Spanish words whose stems differ only at the end ("autentican" / "autenticación")', async () => {
    const engine = engineWith(
      [passage('/es/api#auth', 'API', 'Autenticación', 'Todas las solicitudes a la API necesitan una clave.', {locale: 'es'})],
      'es',
    );
    const answer = await ask(engine, '¿Cómo se autentican las solicitudes a la API?', 'es');
    expect(answer.uncertain).toBe(false);
    expect(answer.response).toBe('Todas las solicitudes a la API necesitan una clave. [1]');
  });

  it('never quotes a question from an FAQ as the answer', async () => {
    const engine = engineWith([
      passage('/security#faq', 'Security', 'Security FAQ', '**Where is my data stored?**\n\nIn our cloud infrastructure, encrypted at rest.'),
    ]);
    expect((await ask(engine, 'Where is my data stored?')).response).toBe('In our cloud infrastructure, encrypted at rest. [1]');
  });
});

describe('quoting', () => {
  it('quotes a sentence found on two pages once, citing the better page', async () => {
    const engine = engineWith([
      passage('/documentation/security#retention', 'Security', 'Data retention', 'Chat data is kept for 24 hours.', {version: '1.0'}),
      passage('/privacy-policy#retention', 'Privacy policy', 'Data retention', 'Chat data is kept for 24 hours.'),
    ]);
    const answer = await ask(engine, 'How long is chat data kept?');
    expect(answer.response).toBe('Chat data is kept for 24 hours. [1]');
    expect(answer.sources.map((s) => s.url)).toEqual(['/documentation/security#retention']);
  });
});
