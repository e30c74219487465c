/** The staff API's refusals: `{ code, error }` with the code's English text (src/lib/staff/messages). */
import type {FastifyReply} from 'fastify';
import {staffErrorMessages, type StaffErrorCode} from '../../../src/lib/staff/messages';

export function refuse(reply: FastifyReply, status: number, code: StaffErrorCode, field?: string) {
  return reply
    .code(status)
    .type('application/json')
    .send({code, error: staffErrorMessages[code], ...(field ? {field} : {})});
}
