import {docsFeedbackPath} from '../../config/ids';
import type {DocsFeedbackVote} from '../docsFeedback';

/**
 * POST /api/docs-feedback: one vote (and later its comment) per visitor, page and day; sending
 * again replaces the vote. Resolves to whether the server stored it. Plain fetch, without the
 * forms' client and its message tables, to keep docs pages light.
 */
export async function sendDocsFeedback(vote: DocsFeedbackVote, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(docsFeedbackPath, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(vote),
      credentials: 'omit',
    });
    return response.ok;
  } catch {
    return false;
  }
}
