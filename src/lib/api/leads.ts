import type {LeadSignup} from '../forms/schemas/lead';
import {formEndpoints} from '../../config/ids';
import type {honeypotField} from '../forms/common';
import {leadServerFailure} from '../forms/messages';
import {postFunction, type ApiResult} from './client';

/** What the form posts: the lead plus the hidden trap field (empty when a person filled it). */
export type LeadSubmission = LeadSignup & {[K in typeof honeypotField]?: string};

/** SPEC §7 first row: the lead form's notification call. */
export function sendLeadNotification(
  lead: LeadSubmission,
  fetchImpl?: typeof fetch,
): Promise<ApiResult<{ok: true}>> {
  return postFunction(formEndpoints.lead, lead, leadServerFailure, fetchImpl);
}
