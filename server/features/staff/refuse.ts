/** The staff API's refusals: `{ code, error }` with the code's English text (src/lib/staff/messages). */
import type {FastifyReply} from 'fastify';
import {staffErrorMessages, type StaffErrorCode} from '../../../src/lib/staff/messages';
import type {StaffPermission, StaffRole} from '../../../src/lib/staff/roles';
import {errorBody} from '../../platform/http/errors';

/** The app's one error shape, plus the field the refusal is about (for the form to flag). */
export function refuse(reply: FastifyReply, status: number, code: StaffErrorCode, field?: string) {
  return reply
    .code(status)
    .type('application/json')
    .send({...errorBody(code, staffErrorMessages[code]), ...(field ? {field} : {})});
}

/** 403 for a role the permission map does not allow, naming both so the refusal explains itself. */
export function refusePermission(reply: FastifyReply, role: StaffRole, permission: StaffPermission | undefined) {
  return reply
    .code(403)
    .type('application/json')
    .send({...errorBody('permissionDenied', staffErrorMessages.permissionDenied), role, ...(permission ? {permission} : {})});
}

/** A staff service's refusal, before the route answers it. */
export type StaffRefusal = {status: number; code: StaffErrorCode; field?: string};

/** Answers a staff service's refusal: its status, code and field. */
export function refuseWith(reply: FastifyReply, {status, code, field}: StaffRefusal) {
  return refuse(reply, status, code, field);
}
