/** Past forms of irregular English verbs (issue 19 §2): Porter's stemmer keeps "came" apart from "come". */
import {createLanguageTokenizer} from '../../../../server/features/agent/languages';
import {engineWith, testPassage} from './fixture';

const tokenizer = createLanguageTokenizer('en');

describe('irregular past forms', () => {
  it.each([
    ['came', 'comes'],
    ['sent', 'sending'],
    ['kept', 'keeps'],
    ['bought', 'buys'],
    ['written', 'writes'],
    // "Not Found", "can be found": "find" is a stop word, so both are nothing.
    ['found', 'finds'],
  ])('"%s" has the term of "%s"', (past, present) => expect(tokenizer.tokenize(past)).toEqual(tokenizer.tokenize(present)));

  it.each([
    ['left', 'leave'],
    // "who founded ...": establishing, not finding.
    ['founded', 'found'],
    // "paid time off", "paid plans"
    ['paid', 'pay'],
  ])('"%s" stays a word of its own, not "%s"', (word, verb) => expect(tokenizer.tokenize(word)).not.toEqual(tokenizer.tokenize(verb)));

  it('a question in the past tense finds the page that says it in the present', async () => {
    const engine = engineWith([
      testPassage('/api#signatures', 'API reference', 'Signatures', 'Every webhook that comes from us is signed: compare the signature with your secret.'),
      testPassage('/api#events', 'API reference', 'Events', 'A webhook tells your server about a new conversation.'),
    ]);
    const answer = await engine.ask({agentId: 'agt_t', query: 'how do I know a webhook came from you', locale: 'en'});
    expect(answer.sources[0]?.url).toBe('/api#signatures');
  });

  it('an error table\'s "Not Found" does not answer who founded something', async () => {
    const engine = engineWith([
      testPassage('/api#errors', 'API reference', 'Errors', '404 Not Found: there is no such conversation for this agent.'),
      testPassage('/guide#conversations', 'Guide', 'Conversations', 'A conversation holds every turn of one visitor.'),
    ]);
    const ask = (query: string) => engine.ask({agentId: 'agt_t', query, locale: 'en'});
    expect((await ask('who founded the conversation')).uncertain).toBe(true);
    expect((await ask('conversation 404 not found')).sources[0]?.url).toBe('/api#errors');
  });
});
