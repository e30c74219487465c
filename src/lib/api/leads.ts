import type {LeadSignup} from '../lead/validation';
import {leadServerFailure} from '../lead/messages';
import {postFunction, type ApiResult} from './client';

/** SPEC §7 first row: the lead form's notification call. */
export function sendLeadNotification(
  lead: LeadSignup,
  fetchImpl?: typeof fetch,
): Promise<ApiResult<{ok: true}>> {
  return postFunction('send-notification', lead, leadServerFailure, fetchImpl);
}
