/**
 * The notification e-mails the public forms send staff: plain text listing every field of the
 * submission, with the submitter as Reply-To so staff can answer directly.
 */
import type {PartnerApplication} from '../../../src/lib/forms/schemas/partner';
import type {LeadSignup} from '../../../src/lib/forms/schemas/lead';
import type {WhitePaperDownloadRequest} from '../../../src/lib/forms/schemas/whitePaperDownload';
import type {WhitePaperRequest} from '../../../src/lib/forms/schemas/whitePaperRequest';
import type {OutgoingMail} from '../mail';
import {fieldLines} from '../mail';

export function leadMail(to: string, lead: LeadSignup): OutgoingMail {
  const name = `${lead.firstName} ${lead.lastName}`;
  return {
    kind: 'lead',
    to,
    replyTo: lead.email,
    subject: `New lead: ${name} (${lead.companyName})`,
    text: fieldLines('A new free-trial lead came in through the landing page.', [
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
    text: fieldLines('Someone downloaded a white paper.', [
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
    text: fieldLines('Someone requested a white paper.', [
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
    text: fieldLines('A new partner application came in.', [
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
