/**
 * Every visible text of the widget, in English. A host page passes translations with the
 * data-strings attribute (the site does, from its translate() ids 'widget.*').
 */
export const defaultStrings = {
  launcher: 'Chat with our assistant',
  closeChat: 'Close chat',
  title: 'Ask our assistant',
  questionLabel: 'Your question',
  send: 'Send',
  you: 'You',
  assistant: 'Assistant',
  thinking: 'Looking for an answer…',
  answerReady: 'Answer: {answer}',
  sources: 'Sources',
  sourceLink: 'Source {n}: {title}',
  followUps: 'Related questions',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  feedbackSaved: 'Thank you for your feedback.',
  feedbackFailed: 'Your rating could not be saved. Please try again.',
  talkToSales: 'Talk to sales',
  handoffIntro: 'Leave your name and e-mail and our sales team will contact you about this conversation.',
  nameLabel: 'Name',
  emailLabel: 'E-mail',
  nameRequired: 'Please enter your name.',
  emailInvalid: 'Please enter a valid e-mail address.',
  handoffSubmit: 'Send to sales',
  handoffCancel: 'Cancel',
  handoffSending: 'Sending…',
  handoffDone: 'Thank you. Our sales team will contact you soon.',
  handedOff: 'Sent to our sales team',
  errorOffline: 'You appear to be offline. Check your connection and try again.',
  errorRateLimited: 'Too many questions in a short time. Please wait a minute and try again.',
  errorGeneric: 'Something went wrong. Please try again.',
  previewNote: 'Preview: add your public key (data-public-key) to get real answers here.',
};

export type WidgetStrings = typeof defaultStrings;
export type StringId = keyof WidgetStrings;

export function mergeStrings(overrides: Record<string, string>): WidgetStrings {
  const merged = {...defaultStrings};
  for (const id of Object.keys(defaultStrings) as StringId[]) {
    const value = overrides[id];
    if (typeof value === 'string' && value.trim() !== '') merged[id] = value;
  }
  return merged;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
}
