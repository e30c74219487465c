/**
 * The chat widget's texts in the page's language, for the site's own widget and the docs'
 * live preview. The widget itself (src/widget) only knows English; these translations reach
 * it through its data-strings attribute.
 */
import {translate} from '@docusaurus/Translate';
import type {WidgetStrings} from '@site/src/widget/strings';

export function siteWidgetWelcome(): string {
  return translate({id: 'widget.welcomeMessage', message: 'Hi! How can I help you today?'});
}

export function siteWidgetStrings(): WidgetStrings {
  return {
    launcher: translate({id: 'widget.launcher', message: 'Chat with our assistant'}),
    closeChat: translate({id: 'widget.closeChat', message: 'Close chat'}),
    title: translate({id: 'widget.title', message: 'Ask our assistant'}),
    questionLabel: translate({id: 'widget.questionLabel', message: 'Your question'}),
    send: translate({id: 'widget.send', message: 'Send'}),
    you: translate({id: 'widget.you', message: 'You'}),
    assistant: translate({id: 'widget.assistant', message: 'Assistant'}),
    thinking: translate({id: 'widget.thinking', message: 'Looking for an answer…'}),
    answerReady: translate({id: 'widget.answerReady', message: 'Answer: {answer}'}),
    sources: translate({id: 'widget.sources', message: 'Sources'}),
    sourceLink: translate({id: 'widget.sourceLink', message: 'Source {n}: {title}'}),
    followUps: translate({id: 'widget.followUps', message: 'Related questions'}),
    helpful: translate({id: 'widget.helpful', message: 'Helpful'}),
    notHelpful: translate({id: 'widget.notHelpful', message: 'Not helpful'}),
    feedbackSaved: translate({id: 'widget.feedbackSaved', message: 'Thank you for your feedback.'}),
    feedbackFailed: translate({id: 'widget.feedbackFailed', message: 'Your rating could not be saved. Please try again.'}),
    talkToSales: translate({id: 'widget.talkToSales', message: 'Talk to sales'}),
    handoffIntro: translate({
      id: 'widget.handoffIntro',
      message: 'Leave your name and e-mail and our sales team will contact you about this conversation.',
    }),
    nameLabel: translate({id: 'widget.nameLabel', message: 'Name'}),
    emailLabel: translate({id: 'widget.emailLabel', message: 'E-mail'}),
    nameRequired: translate({id: 'widget.nameRequired', message: 'Please enter your name.'}),
    emailInvalid: translate({id: 'widget.emailInvalid', message: 'Please enter a valid e-mail address.'}),
    handoffSubmit: translate({id: 'widget.handoffSubmit', message: 'Send to sales'}),
    handoffCancel: translate({id: 'widget.handoffCancel', message: 'Cancel'}),
    handoffSending: translate({id: 'widget.handoffSending', message: 'Sending…'}),
    handoffDone: translate({id: 'widget.handoffDone', message: 'Thank you. Our sales team will contact you soon.'}),
    handedOff: translate({id: 'widget.handedOff', message: 'Sent to our sales team'}),
    errorOffline: translate({id: 'widget.errorOffline', message: 'You appear to be offline. Check your connection and try again.'}),
    errorRateLimited: translate({
      id: 'widget.errorRateLimited',
      message: 'Too many questions in a short time. Please wait a minute and try again.',
    }),
    errorGeneric: translate({id: 'widget.errorGeneric', message: 'Something went wrong. Please try again.'}),
    previewNote: translate({
      id: 'widget.previewNote',
      message: 'Preview: add your public key (data-public-key) to get real answers here.',
    }),
  };
}
