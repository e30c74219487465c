/**
 * The public forms under /functions/v1 (SPEC §7): one definition per form. Each form's schema
 * (src/lib/forms/schemas) is its validation; its rows are queries.ts's, its mail mails.ts's, and
 * the service runs every form the same way.
 */
import {formEndpoints} from '../../../src/config/ids';
import {
  flowErrorCodes,
  serverFailureMessages,
  whitePaperDownloadMessages,
  whitePaperRequestMessages,
} from '../../../src/lib/forms/messages';
import {partnerHoneypotField} from '../../../src/lib/forms/partner';
import {
  leadSchema,
  leadStepFields,
  leadSteps,
  newsletterSchema,
  partnerSchema,
  whitePaperDownloadSchema,
  whitePaperRequestSchema,
} from '../../../src/lib/forms/schemas';
import type {LeadSignup} from '../../../src/lib/forms/schemas/lead';
import {
  joinUserName,
  publicObjectPath,
  whitePaperBucket,
  whitePaperFile,
} from '../../../src/lib/forms/whitePaper';
import type {WhitePaperRequest} from '../../../src/lib/forms/schemas/whitePaperRequest';
import {keepSandboxForLead, sandboxOfKey} from '../sandbox';
import {offeredWhitePaper} from '../white-papers';
import {defineForm, type FormRefusal} from './form-definition';
import {leadMail, partnerApplicationMail, whitePaperDownloadMail, whitePaperRequestMail} from './mails';
import {
  leadRecord,
  newsletterSubscriptionRecord,
  partnerApplicationRecord,
  whitePaperDownloadRecord,
  whitePaperRequestRecord,
} from './queries';

type OfferedPaperRequest = WhitePaperRequest & {offeredFile?: string};

/** A lead with the sandbox its key proved (issue 23); a key of no live sandbox attaches nothing. */
type LeadWithSandbox = LeadSignup & {sandboxAgentId?: string};

const ok = () => ({ok: true as const});
const thankYou = {page: '/thank-you'};
export const paperUrl = (file = whitePaperFile) => ({downloadUrl: publicObjectPath(whitePaperBucket, file)});

/** The ticked newsletter box of a white paper form, as the newsletter form would store it. */
function subscriptionOf(email: string, firstName: string, lastName: string, companyName: string, source: string) {
  return newsletterSubscriptionRecord(newsletterSchema.parse({email, firstName, lastName, companyName}), source);
}

function paperMissing(error: string): FormRefusal {
  return {status: 404, code: flowErrorCodes.paperMissing, error};
}

/** The public forms of SPEC §7, one entry each. */
export const publicForms = [
  defineForm<LeadWithSandbox>({
    endpoint: formEndpoints.lead,
    schema: leadSchema,
    bodyLimit: 16 * 1024,
    failureMessage: serverFailureMessages.lead,
    answer: ok,
    // The lead matters more than the sandbox: one that ended while the form was filled in is
    // not a reason to refuse the person, so the lead is stored without it.
    prepare: async ({db}, lead) => {
      const sandboxAgentId = lead.sandboxKey ? await sandboxOfKey(db, lead.sandboxKey) : undefined;
      return sandboxAgentId ? {...lead, sandboxAgentId} : lead;
    },
    submission: (lead, {origin, notifyTo}) => ({
      record: leadRecord(lead, origin, lead.sandboxAgentId ?? null),
      mail: leadMail(notifyTo, lead),
    }),
    afterStored: async ({db}, lead) => {
      if (lead.sandboxAgentId) await keepSandboxForLead(db, lead.sandboxAgentId);
    },
    noScript: {
      lists: ['interests'],
      success: thankYou,
      steps: [
        {name: 'contact', schema: leadSteps.contact, fields: leadStepFields.contact},
        {name: 'needs', schema: leadSteps.needs, fields: leadStepFields.needs},
      ],
    },
  }),
  defineForm({
    endpoint: formEndpoints.whitePaperDownload,
    schema: whitePaperDownloadSchema,
    bodyLimit: 16 * 1024,
    failureMessage: serverFailureMessages.whitePaperDownload,
    // The pages are built naming the product's paper (and a page without JavaScript posts that
    // name): it stands for whichever paper staff offer now. Any other stored paper is served as named.
    prepare: async ({db}, download) =>
      download.filePath === whitePaperFile ? {...download, filePath: await offeredWhitePaper(db)} : download,
    answer: (download) => paperUrl(download?.filePath),
    check: async ({storage}, download, log) => {
      if (await storage.stat(whitePaperBucket, download.filePath)) return undefined;
      log.info({file: download.filePath}, 'white paper download: no such paper');
      return paperMissing(whitePaperDownloadMessages.publicUrlFailed);
    },
    submission: (download, {origin, notifyTo}) => {
      const [firstName = '', ...rest] = download.userName.split(' ');
      return {
        record: whitePaperDownloadRecord(download, download.filePath, origin),
        mail: whitePaperDownloadMail(notifyTo, download, download.filePath),
        alsoWhenCreated: download.subscribe
          ? [subscriptionOf(download.email, firstName, rest.join(' '), download.companyName, 'white-paper-download')]
          : [],
      };
    },
    noScript: {
      flags: ['subscribe'],
      // The form asks for first and last name; the call takes them joined (SPEC §3).
      toBody: ({firstName, lastName, ...fields}) => ({
        ...fields,
        userName: joinUserName(String(firstName ?? ''), String(lastName ?? '')),
      }),
      success: 'downloadUrl',
    },
  }),
  // The request names no paper: it gets the one staff chose to offer (/admin-whitepaper).
  defineForm<OfferedPaperRequest>({
    endpoint: formEndpoints.whitePaperRequest,
    schema: whitePaperRequestSchema,
    bodyLimit: 16 * 1024,
    failureMessage: serverFailureMessages.whitePaperRequest,
    prepare: async ({db}, paper) => ({...paper, offeredFile: await offeredWhitePaper(db)}),
    answer: (paper) => paperUrl(paper?.offeredFile),
    check: async ({storage}, {offeredFile = whitePaperFile}, log) => {
      if (await storage.stat(whitePaperBucket, offeredFile)) return undefined;
      log.error({file: offeredFile}, 'white paper request: the paper is missing from storage');
      return paperMissing(whitePaperRequestMessages.failed);
    },
    submission: ({offeredFile = whitePaperFile, ...paper}, {origin, notifyTo}) => ({
      record: whitePaperRequestRecord(paper, offeredFile, origin),
      mail: whitePaperRequestMail(notifyTo, paper, offeredFile),
      alsoWhenCreated: paper.subscribe
        ? [subscriptionOf(paper.email, paper.firstName, paper.lastName, paper.companyName, 'white-paper-request')]
        : [],
    }),
    noScript: {flags: ['subscribe'], lists: ['heardAboutUs'], success: 'downloadUrl'},
  }),
  defineForm({
    endpoint: formEndpoints.partner,
    schema: partnerSchema,
    bodyLimit: 32 * 1024,
    failureMessage: serverFailureMessages.partner,
    honeypotField: partnerHoneypotField,
    answer: ok,
    submission: (application, {origin, notifyTo}) => ({
      record: partnerApplicationRecord(application, origin),
      mail: partnerApplicationMail(notifyTo, application),
    }),
    noScript: {success: thankYou},
  }),
  // Subscribing twice keeps one subscription and answers ok both times, so the form cannot be
  // used to find out whether an address is already on the list.
  defineForm({
    endpoint: formEndpoints.newsletter,
    schema: newsletterSchema,
    bodyLimit: 8 * 1024,
    failureMessage: serverFailureMessages.newsletter,
    answer: ok,
    submission: (subscription) => ({record: newsletterSubscriptionRecord(subscription, 'newsletter')}),
    noScript: {success: thankYou},
  }),
];
