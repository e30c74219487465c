import {formEndpoints} from '../../config/ids';
import type {honeypotField} from '../forms/common';
import {serverFailureMessages} from '../forms/messages';
import type {NewsletterSubscription} from '../forms/schemas/newsletter';
import {postFunction, type ApiResult} from './client';

/** What a newsletter form posts: the e-mail, optional names, and the hidden trap field. */
export type NewsletterSubmission = Partial<NewsletterSubscription> & {email: string} & {
  [K in typeof honeypotField]?: string;
};

/** POST /functions/v1/newsletter: one subscription per address, however often it is sent. */
export function subscribeToNewsletter(
  submission: NewsletterSubmission,
  fetchImpl?: typeof fetch,
): Promise<ApiResult<{ok: true}>> {
  return postFunction(formEndpoints.newsletter, submission, serverFailureMessages.newsletter, fetchImpl);
}
