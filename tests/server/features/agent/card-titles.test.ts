/** A card's heading before its sentences (issue 19 §3: answers people can read): a case study's tab has no anchor, only its name. */
import {engineWith, testPassage} from './fixture';

const page = 'Customer stories';
const engine = engineWith([
  testPassage('/stories', page, 'Harbor Bakery (Food)', 'Challenge: Orders for cakes came in by phone at all hours. Solution: The agent takes cake orders on the website around the clock.', {id: 'harbor', order: 1}),
  testPassage('/stories', page, 'Pine Street Dental (Health)', 'Challenge: Patients could not book after hours. Solution: The agent books dental check-ups on the website around the clock.', {id: 'pine', order: 2}),
  testPassage('/stories#how', page, 'How we work', 'Orders are taken by our own staff in the office.', {id: 'how', order: 3}),
]);

describe('a card known only by its heading', () => {
  it('names the card before its first sentence quoted', async () => {
    const answer = await engine.ask({agentId: 'agt_t', query: 'a dental story about booking check-ups', locale: 'en'});
    expect(answer.response).toMatch(/^Pine Street Dental \(Health\) — .*check-ups/);
    expect(answer.response.match(/Pine Street Dental/g)).toHaveLength(1);
  });

  it('says nothing before a section with an anchor of its own', async () => {
    const answer = await engine.ask({agentId: 'agt_t', query: 'are orders taken by your own staff in the office', locale: 'en'});
    expect(answer.response).toMatch(/^Orders are taken by our own staff/);
  });
});
