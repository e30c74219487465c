/**
 * White paper management under /api/admin (server/admin-routes.ts registers it behind the staff
 * guard): list, upload (the one multipart route of the staff API), the choice of the paper the
 * public forms offer, and delete. The rules are service.ts's.
 */
import multipart from '@fastify/multipart';
import type {FastifyPluginAsyncJsonSchemaToTs} from '@fastify/type-provider-json-schema-to-ts';
import type {FastifyInstance} from 'fastify';
import {parseStaffInput} from '../../../src/lib/staff/credentials';
import {
  offeredPaperSchema,
  uploadedPaperSchema,
  whitePaperListSchema,
  whitePaperMaxBytes,
  whitePaperOfferSchema,
} from '../../../src/lib/staff/whitePapers';
import {noContentSchema} from '../../platform/http/errors';
import {refuse, refuseWith, staffActorOf, staffResponses} from '../staff';
import {nameParams} from './schema';
import {deletePaper, listPapers, offerPaper, uploadPaper, type WhitePaperDeps} from './service';

const depsOf = (app: FastifyInstance): WhitePaperDeps => ({db: app.db, storage: app.storage});

const whitePaperAdminRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  // Only in this scope: every other staff route takes JSON. One file per request; the size
  // limit is enforced while streaming (one byte over it is enough to know).
  await app.register(multipart, {
    // The name as sent, path and all: a name with a path in it is refused, not quietly cut down.
    preservePath: true,
    limits: {fileSize: whitePaperMaxBytes + 1, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 20},
  });

  const listSchema = {response: staffResponses({200: whitePaperListSchema})};
  app.get('/white-papers', {config: {staffPermission: 'whitePapers:read'}, schema: listSchema}, async () => listPapers(depsOf(app)));

  const uploadSchema = {response: staffResponses({201: uploadedPaperSchema})};
  app.post('/white-papers', {config: {staffPermission: 'whitePapers:write'}, schema: uploadSchema}, async (request, reply) => {
    const actor = staffActorOf(request);
    if (!request.isMultipart()) return refuse(reply, 415, 'multipartRequired');
    // A body that is not valid multipart (no boundary, cut off) is the client's fault, not ours.
    const file = await request.file().catch(() => null);
    if (file === null) return refuse(reply, 400, 'malformedUpload');
    if (!file) return refuse(reply, 400, 'noFile');

    const uploaded = await uploadPaper(depsOf(app), file, actor);
    if (!uploaded.ok) {
      if (uploaded.activeContent) request.log.warn(uploaded.activeContent, 'white paper refused: active content');
      return refuseWith(reply, uploaded);
    }
    request.log.info({file: uploaded.paper.name, size: uploaded.paper.size}, 'white paper uploaded');
    return reply.code(201).send({paper: uploaded.paper});
  });

  // Offering a paper, or changing what the forms say of the one offered: the body is checked
  // with the staff card's own rule (src/lib/staff/whitePapers.ts).
  const offerSchema = {response: staffResponses({200: offeredPaperSchema})};
  app.post('/white-papers/offered', {config: {staffPermission: 'whitePapers:write'}, bodyLimit: 8192, schema: offerSchema}, async (request, reply) => {
    const actor = staffActorOf(request);
    const parsed = parseStaffInput(whitePaperOfferSchema, request.body);
    if (!parsed.ok) return refuse(reply, 400, parsed.code, parsed.field || undefined);
    const offer = parsed.value;
    const offered = await offerPaper(depsOf(app), offer, actor);
    return offered.ok ? {offered: offer.name, offer} : refuseWith(reply, offered);
  });

  const deleteSchema = {params: nameParams, response: staffResponses({204: noContentSchema})};
  app.delete('/white-papers/:name', {config: {staffPermission: 'whitePapers:write'}, schema: deleteSchema}, async (request, reply) => {
    const actor = staffActorOf(request);
    const deleted = await deletePaper(depsOf(app), request.params.name, actor);
    return deleted.ok ? reply.code(204).send(null) : refuseWith(reply, deleted);
  });
};

export default whitePaperAdminRoutes;
