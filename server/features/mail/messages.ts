/**
 * The notification e-mails of the chat and the staff accounts: plain text listing every field,
 * with the visitor as Reply-To where there is one. The forms' own are server/features/forms/mails.ts.
 */
import type {OutgoingMail} from './outbox';
import {fieldLines, oneLine} from './plain-text';

export type HandoffMailInput = {
  conversationId: string;
  visitor: {email: string; name?: string; company?: string; phone?: string};
  reason: string;
  priority: string;
  note: string;
  /** The conversation so far, oldest first. */
  transcript: Array<{role: string; content: string}>;
};

/** A visitor asked the agent for a person: who, why, and what was said (issue 12 §2 handoff). */
export function handoffMail(to: string, handoff: HandoffMailInput): OutgoingMail {
  const who = handoff.visitor.name ? `${handoff.visitor.name} <${handoff.visitor.email}>` : handoff.visitor.email;
  const company = handoff.visitor.company ? ` (${handoff.visitor.company})` : '';
  const lines = handoff.transcript.map(({role, content}) => `${role === 'user' ? 'Visitor' : 'Agent'}: ${oneLine(content)}`);
  return {
    kind: 'handoff',
    to,
    replyTo: handoff.visitor.email,
    subject: `Handoff from the chat: ${who}${company}`,
    text: `${fieldLines('A visitor asked the website agent to talk to sales.', [
      ['Name', handoff.visitor.name ?? ''],
      ['Email', handoff.visitor.email],
      ['Company', handoff.visitor.company ?? ''],
      ['Phone', handoff.visitor.phone ?? ''],
      ['Reason', handoff.reason],
      ['Priority', handoff.priority],
      ['Note', handoff.note],
      ['Conversation', handoff.conversationId],
    ])}\nTranscript:\n${lines.join('\n') || '-'}\n`,
  };
}

/**
 * A change to a staff account's credentials, told to that account (issue 21 §1), so that a change
 * the owner did not make is noticed: what changed, when, from which address, and what to do.
 */
export function credentialChangeMail(to: string, change: {what: string; at: number; ip: string | null}): OutgoingMail {
  return {
    kind: 'account-security',
    to,
    subject: `Your AgentWorks staff account: ${change.what}`,
    text: `${fieldLines('A change was made to how your AgentWorks staff account signs in.', [
      ['Change', change.what],
      ['When', new Date(change.at).toISOString()],
      ['From address', change.ip ?? 'the command line'],
    ])}\nIf this was not you, ask another staff member to disable your account and reset its second factors at once.\n`,
  };
}
