/** "Who are you?" (issue 19 §1: questions as visitors type them): the page that says who the company is answers, from its opening. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {RetrievalEngine} from '../../../../server/features/agent/engine';
import {readKnowledgeFiles} from '../../../../server/features/agent/knowledge-files';
import {asksWhoWeAre} from '../../../../server/features/agent/languages';
import {testPassage} from './fixture';

describe('asksWhoWeAre', () => {
  it.each([
    ['en', 'who are you?', true],
    ['en', 'Hi, who are you guys', true],
    ['en', 'what is this', true],
    ['en', 'what is this site about?', true],
    ['en', 'What does Acme Bots do?', true],
    ['en', 'what is acme bots', true],
    ['en', 'tell me about your company', true],
    ['es', '¿Quiénes son ustedes?', true],
    ['es', 'q es esto', true],
    ['es', '¿A qué se dedican?', true],
    ['es', 'qué es Acme Bots', true],
    // Said of anything more, it is a question about that.
    ['en', 'what do you do with my data', false],
    ['en', 'who are your customers', false],
    ['en', 'what is this error', false],
    ['es', '¿qué hacen con mis datos?', false],
    ['es', '¿quiénes son sus clientes?', false],
  ] as const)('%s "%s": %s', (lang, query, asks) => {
    expect(asksWhoWeAre(lang, query, 'Acme Bots')).toBe(asks);
  });
});

describe('the answer to who we are', () => {
  const engine = new RetrievalEngine();
  engine.loadKnowledgeFile('agt_t', {
    locale: 'en',
    defaultVersion: '1.0',
    company: {name: 'Acme Bots', url: '/about'},
    passages: [
      testPassage('/about', 'About', '', 'Acme Bots makes chat assistants for shops. They answer from the shop’s own pages. Our office is in Leeds. We were founded by two engineers.'),
      testPassage('/about#team', 'About', 'Team', 'Who are we? Twelve people who build assistants.', {order: 1}),
      testPassage('/security', 'Security', 'Data', 'We do not sell your data. We delete chat data after 24 hours.'),
    ],
  });

  it('quotes the opening of the page that says who the company is', async () => {
    const answer = await engine.ask({agentId: 'agt_t', query: 'who are you?', locale: 'en'});
    expect(answer.uncertain).toBe(false);
    expect(answer.response).toMatch(/^Acme Bots makes chat assistants for shops\. \[1\] They answer from the shop’s own pages\. \[1\]/);
    expect(answer.sources.map((source) => source.url)).toEqual(['/about']);
  });

  it('answers a question about something else as any other', async () => {
    const answer = await engine.ask({agentId: 'agt_t', query: 'what do you do with my data', locale: 'en'});
    expect(answer.sources[0]?.url).toBe('/security');
  });

  it('reads "what is that?" after an answer as a question about the answer', async () => {
    const history = [
      {role: 'user' as const, content: 'how long is chat data kept'},
      {role: 'assistant' as const, content: 'We delete chat data after 24 hours. [1]'},
    ];
    const answer = await engine.ask({agentId: 'agt_t', query: 'what is that?', locale: 'en', history});
    expect(answer.sources.map((source) => source.url)).not.toContain('/about');
  });
});

describe('the company in a knowledge file', () => {
  it('is read from the build with its passages, and a company without a page path is refused', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'who-we-are-'));
    const write = (company: unknown) =>
      fs.mkdir(path.join(dir, 'agent'), {recursive: true}).then(() =>
        fs.writeFile(path.join(dir, 'agent', 'passages.json'), JSON.stringify({locale: 'en', defaultVersion: '1.0', passages: [], company})),
      );
    try {
      await write({name: 'Acme Bots', url: '/about'});
      const {files} = await readKnowledgeFiles(dir);
      expect(files[0]?.company).toEqual({name: 'Acme Bots', url: '/about'});
      await write({name: 'Acme Bots', url: 'about'});
      await expect(readKnowledgeFiles(dir)).rejects.toThrow(/is not a knowledge file/);
    } finally {
      await fs.rm(dir, {recursive: true, force: true});
    }
  });
});
