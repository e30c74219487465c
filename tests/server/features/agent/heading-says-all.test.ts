/** A further source whose heading says the whole question is quoted, though its sentences repeat none of its words (issue 19 §3: the answer states the fact). */
import {engineWith, testPassage} from './fixture';

const engine = engineWith([
  testPassage('/jobs#apply', 'Jobs', 'Hiring process', 'Our hiring process has three steps: a call, a task, an offer.', {id: 'apply', order: 1}),
  testPassage('/jobs#open-roles', 'Jobs', 'Open roles', '- **Backend Engineer** (remote): build our API.\n- **Designer** (Lisbon): shape the dashboard.', {id: 'roles', order: 2}),
  testPassage('/blog#team', 'Blog', 'Growing the team', 'We keep hiring small and slow.', {id: 'blog'}),
]);

describe('a further section known by its heading', () => {
  it('quotes the open roles after the hiring process, asked whether we are hiring', async () => {
    const answer = await engine.ask({agentId: 'agt_t', query: 'hiring?', locale: 'en'});
    expect(answer.sources.map((source) => source.url)).toContain('/jobs#open-roles');
    expect(answer.response).toContain('Backend Engineer');
  });

  it('quotes nothing from a further section whose heading and sentences miss the question', async () => {
    const answer = await engine.ask({agentId: 'agt_t', query: 'hiring steps', locale: 'en'});
    expect(answer.response).not.toContain('Backend Engineer');
  });
});
