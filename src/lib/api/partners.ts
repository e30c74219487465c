import {formEndpoints} from '../../config/ids';
import {serverFailureMessages} from '../forms/messages';
import type {partnerHoneypotField} from '../forms/partner';
import type {PartnerApplication} from '../forms/schemas/partner';
import {postFunction, type ApiResult} from './client';

/** What the partner form posts: the application plus its trap field (empty for people). */
export type PartnerSubmission = PartnerApplication & {[K in typeof partnerHoneypotField]?: string};

/** POST /functions/v1/partner-application: stores the application and notifies sales. */
export function sendPartnerApplication(
  application: PartnerSubmission,
  fetchImpl?: typeof fetch,
): Promise<ApiResult<{ok: true}>> {
  return postFunction(formEndpoints.partner, application, serverFailureMessages.partner, fetchImpl);
}
