import React, {createRef} from 'react';
import {render} from '@testing-library/react';
import {AskAIWidget, type AskAiHandle} from '@site/src/widget/site/askAgentSearch';
import {SuggestionTemplate} from '@site/src/widget/site/askAgentSearch/suggestion';
import {askSiteWidget} from '@site/src/widget/site/clientModule';

jest.mock('@site/src/widget/site/clientModule', () => ({askSiteWidget: jest.fn()}));
// The plugin's own modules are ES modules jest does not load: stand-ins with their exports.
jest.mock('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate.js', () => ({
  SuggestionTemplate: ({tokens}: {tokens: string[]}) => `plugin row: ${tokens.join(' ')}`,
}));
jest.mock('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/icons.js', () => ({iconAskAI: '<svg></svg>'}));
jest.mock('@easyops-cn/docusaurus-search-local/dist/client/client/utils/escapeHtml.js', () => ({
  escapeHtml: (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
}));

describe("the search box's Ask the agent", () => {
  it('hands what was typed to the site widget, trimmed, and nothing when blank', () => {
    const handle = createRef<AskAiHandle>();
    const {container} = render(<AskAIWidget ref={handle} />);
    expect(container).toBeEmptyDOMElement();
    handle.current!.openWithNewSession('  rate limits  ');
    handle.current!.openWithNewSession('   ');
    expect(askSiteWidget).toHaveBeenCalledTimes(1);
    expect(askSiteWidget).toHaveBeenCalledWith('rate limits');
  });

  it('words its row "Ask the agent:" with the typed text escaped', () => {
    const row = SuggestionTemplate({type: 5, tokens: ['<b>webhooks</b>']});
    const element = document.createElement('div');
    element.innerHTML = row;
    expect(element.textContent).toBe('Ask the agent: <b>webhooks</b>');
    expect(element.querySelector('b')).toBeNull();
  });

  it("leaves every other row to the plugin's template", () => {
    expect(SuggestionTemplate({type: 1, tokens: ['webhooks']})).toBe('plugin row: webhooks');
  });
});
