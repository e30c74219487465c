/**
 * The notification e-mails staff receive: plain text listing every field of the submission,
 * with the submitter as Reply-To so staff can answer directly.
 */
import type {LeadSignup} from '../../src/lib/forms/schemas/lead';
import type {PartnerApplication} from '../../src/lib/forms/partner';
import type {WhitePaperDownloadRequest, WhitePaperRequest} from '../../src/lib/forms/whitePaper';
import type {OutgoingMail} from './outbox';
import {oneLine} from './plain-text';

/** One "Label: value" line per field; a value can never start a line of its own (plain-text.ts). */
function body(title: string, fields: Array<[string, string]>): string {
  const width = Math.max(...fields.map(([label]) => label.length));
  const lines = fields.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${oneLine(value) || '-'}`);
  return `${title}\n\n${lines.join('\n')}\n`;
}

export function leadMail(to: string, lead: LeadSignup): OutgoingMail {
  const name = `${lead.firstName} ${lead.lastName}`;
  return {
    kind: 'lead',
    to,
    replyTo: lead.email,
    subject: `New lead: ${name} (${lead.companyName})`,
    text: body('A new free-trial lead came in through the landing page.', [
      ['Name', name],
      ['Email', lead.email],
      ['Phone', lead.phone],
      ['Position', lead.position],
      ['Company', lead.companyName],
      ['Company size', lead.companySize],
      ['Interests', lead.interests.join(', ')],
      ['AI use case', lead.aiUseCase],
      ['Message', lead.message],
    ]),
  };
}

export function whitePaperDownloadMail(
  to: string,
  request: WhitePaperDownloadRequest,
  file: string,
): OutgoingMail {
  return {
    kind: 'white-paper',
    to,
    replyTo: request.email,
    subject: `White paper download: ${request.userName} (${request.companyName})`,
    text: body('Someone downloaded a white paper.', [
      ['Paper', file],
      ['Name', request.userName],
      ['Email', request.email],
      ['Company', request.companyName],
      ['Company size', request.companySize],
      ['Newsletter', request.subscribe ? 'yes' : 'no'],
    ]),
  };
}

export function whitePaperRequestMail(to: string, request: WhitePaperRequest, file: string): OutgoingMail {
  const name = `${request.firstName} ${request.lastName}`;
  return {
    kind: 'white-paper',
    to,
    replyTo: request.email,
    subject: `White paper request: ${name} (${request.companyName})`,
    text: body('Someone requested a white paper.', [
      ['Paper', file],
      ['Name', name],
      ['Title', request.title],
      ['Email', request.email],
      ['Phone', request.phone],
      ['Company', request.companyName],
      ['Company size', request.companySize],
      ['Heard about us', request.heardAboutUs.join(', ')],
      ['Newsletter', request.subscribe ? 'yes' : 'no'],
    ]),
  };
}

export function partnerApplicationMail(to: string, application: PartnerApplication): OutgoingMail {
  const name = `${application.firstName} ${application.lastName}`;
  return {
    kind: 'partner-application',
    to,
    replyTo: application.email,
    subject: `Partner application (${application.partnerType}): ${name}, ${application.companyName}`,
    text: body('A new partner application came in.', [
      ['Partner type', application.partnerType],
      ['Name', name],
      ['Email', application.email],
      ['Phone', application.phone],
      ['Company', application.companyName],
      ['Website', application.website],
      ['Message', application.message],
    ]),
  };
}

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
    text: `${body('A visitor asked the website agent to talk to sales.', [
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
    text: `${body('A change was made to how your AgentWorks staff account signs in.', [
      ['Change', change.what],
      ['When', new Date(change.at).toISOString()],
      ['From address', change.ip ?? 'the command line'],
    ])}\nIf this was not you, ask another staff member to disable your account and reset its second factors at once.\n`,
  };
}
