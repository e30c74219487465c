/**
 * "Ask the agent" in the docs search box (issue 19 §4), as DocSearch v4's Ask AI does in its
 * modal. The search plugin (@easyops-cn/docusaurus-search-local) offers "Ask AI" for what was
 * typed when its `askAi` option is set, and hands the text to the optional `open-ask-ai` widget;
 * src/plugins/askAgentSearch points that package here, so the question goes to our own chat
 * widget and is answered in its conversation, with its citations. Nothing is rendered: the
 * widget is the site's own, loaded on demand.
 */
import {forwardRef, useImperativeHandle} from 'react';
import {askSiteWidget} from '@site/src/widget/site/clientModule';

/** What the search bar calls on the component it renders (open-ask-ai's AskAIWidget handle). */
export type AskAiHandle = {openWithNewSession(question: string): void};

export const AskAIWidget = forwardRef<AskAiHandle, Record<string, unknown>>(function AskAIWidget(_props, ref) {
  useImperativeHandle(ref, () => ({
    openWithNewSession(question: string) {
      const text = question.trim();
      if (text) askSiteWidget(text);
    },
  }));
  return null;
});
