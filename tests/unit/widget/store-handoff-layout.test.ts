import {loadConversation, loadView, saveConversation, saveView, storageKey, viewKey} from '@site/src/widget/store';
import {validateHandoff} from '@site/src/widget/handoff';
import {clearanceShift} from '@site/src/widget/layout';

describe('conversation persistence', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the conversation id and transcript per agent in sessionStorage', () => {
    const conversation = {
      conversationId: 'conv_1',
      messages: [
        {role: 'user' as const, text: 'How do I add the widget?'},
        {role: 'assistant' as const, id: 'msg_2', text: 'Paste it. [1]', sources: [{title: 'Guide', url: '/g'}], followUps: [], rating: null},
      ],
    };
    saveConversation(sessionStorage, 'agt_site', conversation);

    expect(loadConversation(sessionStorage, 'agt_site')).toEqual(conversation);
    expect(loadConversation(sessionStorage, 'agt_other')).toEqual({conversationId: null, messages: []});
  });

  it('remembers that the conversation was handed to sales', () => {
    const conversation = {conversationId: 'conv_1', messages: [], handedOff: true};
    saveConversation(sessionStorage, 'agt_site', conversation);
    expect(loadConversation(sessionStorage, 'agt_site')).toEqual(conversation);
  });

  it('starts empty when the stored value is damaged', () => {
    sessionStorage.setItem(storageKey('agt_site'), '{not json');
    expect(loadConversation(sessionStorage, 'agt_site')).toEqual({conversationId: null, messages: []});
    sessionStorage.setItem(storageKey('agt_site'), '{"conversationId":5,"messages":[]}');
    expect(loadConversation(sessionStorage, 'agt_site')).toEqual({conversationId: null, messages: []});
    sessionStorage.setItem(storageKey('agt_site'), '{"conversationId":"conv_1","messages":[],"handedOff":"yes"}');
    expect(loadConversation(sessionStorage, 'agt_site')).toEqual({conversationId: null, messages: []});
  });

  it('keeps working when storage refuses to write', () => {
    const full = {setItem: () => {
      throw new Error('QuotaExceededError');
    }, getItem: () => null} as unknown as Storage;
    expect(() => saveConversation(full, 'agt_site', {conversationId: null, messages: []})).not.toThrow();
  });
});

describe('the panel view', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps whether the panel is open and the unsent question, per agent', () => {
    expect(loadView(sessionStorage, 'agt_site')).toEqual({open: false, draft: ''});
    saveView(sessionStorage, 'agt_site', {open: true, draft: 'How do I add'});
    expect(loadView(sessionStorage, 'agt_site')).toEqual({open: true, draft: 'How do I add'});
    expect(loadView(sessionStorage, 'agt_other')).toEqual({open: false, draft: ''});
    // Apart from the conversation, which a keystroke does not write again.
    expect(loadConversation(sessionStorage, 'agt_site')).toEqual({conversationId: null, messages: []});
  });

  it.each(['{not json', '{"open":"yes","draft":""}', '{"open":true}', 'null'])('starts closed and empty from %s', (stored) => {
    sessionStorage.setItem(viewKey('agt_site'), stored);
    expect(loadView(sessionStorage, 'agt_site')).toEqual({open: false, draft: ''});
  });
});

describe('handoff validation', () => {
  it.each([
    [{name: 'Ada', email: 'ada@example.com'}, {}],
    [{name: '  ', email: 'ada@example.com'}, {name: 'nameRequired'}],
    [{name: 'Ada', email: 'ada@'}, {email: 'emailInvalid'}],
    [{name: 'Ada', email: 'ada example.com'}, {email: 'emailInvalid'}],
    [{name: '', email: ''}, {name: 'nameRequired', email: 'emailInvalid'}],
    [{name: 'x'.repeat(201), email: 'ada@example.com'}, {name: 'nameRequired'}],
  ])('%j -> %j', (fields, errors) => {
    expect(validateHandoff(fields)).toEqual(errors);
  });
});

describe('launcher clearance', () => {
  // A 56 px launcher 16 px from the bottom of an 800 px viewport, at the left.
  const home = {left: 16, right: 72, top: 728, bottom: 784};

  it('stays put when nothing is in its column', () => {
    expect(clearanceShift(home, [{left: 1300, right: 1348, top: 740, bottom: 788}], true)).toBe(0);
  });

  it('moves above a full-width toast, and above the whole stack', () => {
    const toast = {left: 16, right: 374, top: 700, bottom: 784};
    expect(clearanceShift(home, [toast], true)).toBe(784 - 700 + 8);
    const second = {left: 16, right: 374, top: 620, bottom: 690};
    expect(clearanceShift(home, [second, toast], true)).toBe(784 - 620 + 8);
  });

  it('measures rects whose fields are getters, as DOMRect has them', () => {
    class Rect {
      constructor(private readonly box: {left: number; right: number; top: number; bottom: number}) {}
      get left() {
        return this.box.left;
      }
      get right() {
        return this.box.right;
      }
      get top() {
        return this.box.top;
      }
      get bottom() {
        return this.box.bottom;
      }
    }
    const toast = new Rect({left: 16, right: 374, top: 700, bottom: 784});
    expect(clearanceShift(new Rect(home), [toast], true)).toBe(784 - 700 + 8);
  });

  it('moves down past a control in a top corner', () => {
    const topHome = {left: 16, right: 72, top: 16, bottom: 72};
    expect(clearanceShift(topHome, [{left: 0, right: 390, top: 0, bottom: 60}], false)).toBe(60 - 16 + 8);
  });
});
