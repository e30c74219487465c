import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {siteAgentId} from '../../../../server/features/agent/knowledge-files';
import {startTestServer} from '../../helper';
import {agentBuildDir} from './fixture';

describe('the agent plugin', () => {
  it("decorates app.agent with the build's knowledge for the site agent", async () => {
    const server = await startTestServer({buildDir: agentBuildDir});
    try {
      const en = await server.app.agent.ask({agentId: siteAgentId, query: 'How much does the Pro plan cost?', locale: 'en'});
      expect(en.sources[0].url).toBe('/pricing#pro');
      const es = await server.app.agent.ask({agentId: siteAgentId, query: '¿Cuánto cuesta el plan Pro?', locale: 'es'});
      expect(es.sources[0].url).toBe('/es/pricing#pro');
    } finally {
      await server.close();
    }
  });

  it('starts without knowledge files and says so once in the log', async () => {
    const server = await startTestServer({logLevel: 'warn'});
    try {
      const warnings = server.logs.filter((line) => line.level === 40 && /knowledge files missing/.test(line.msg ?? ''));
      expect(warnings).toHaveLength(1);
      const answer = await server.app.agent.ask({agentId: siteAgentId, query: 'How much does the Pro plan cost?', locale: 'en'});
      expect(answer.uncertain).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('refuses to start on a knowledge file of the wrong shape, naming the file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-build-'));
    try {
      fs.mkdirSync(path.join(dir, 'agent'));
      fs.writeFileSync(path.join(dir, 'agent', 'passages.json'), JSON.stringify({locale: 'en', passages: [{id: 1}]}));
      await expect(startTestServer({buildDir: dir})).rejects.toThrow(/agent\/passages\.json is not a knowledge file/);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
