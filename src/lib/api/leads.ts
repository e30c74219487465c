import type {LeadSignup} from '../lead/validation';
import {leadServerFailure} from '../lead/messages';
import type {leadHoneypotField} from '../lead/options';
import {postFunction, type ApiResult} from './client';

/** What the form posts: the lead plus the hidden trap field (empty when a person filled it). */
export type LeadSubmission = LeadSignup & {[K in typeof leadHoneypotField]?: string};

/** SPEC §7 first row: the lead form's notification call. */
export function sendLeadNotification(
  lead: LeadSubmission,
  fetchImpl?: typeof fetch,
): Promise<ApiResult<{ok: true}>> {
  return postFunction('send-notification', lead, leadServerFailure, fetchImpl);
}
