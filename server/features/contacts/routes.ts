/**
 * Users (issue 11 §2), under /api/admin (server/admin-routes.ts registers them behind the staff
 * guard). The rules are service.ts's.
 * - GET /contacts: search, source and day-range filters, sort and paging, all on the server;
 * - GET /contacts/export.csv: the same filter as CSV (audited);
 * - GET /contacts/person?email=: the person's submissions in time order with their mail states;
 * - DELETE /contacts/person?email=: erasure of every record and notification about them (audited).
 * The address travels in the query, not the path: a path parameter is capped at 100 characters
 * by the router, and an e-mail address may have 254.
 */
import type {FastifyPluginAsyncJsonSchemaToTs} from '@fastify/type-provider-json-schema-to-ts';
import {refuseWith, staffActorOf, staffResponses} from '../staff';
import {contactDetailSchema, contactPageSchema, csvSchema, emailQuery, erasedSchema, exportQuery, listQuery} from './schema';
import {erasePerson, exportPeople, listPeople, personDetail} from './service';


const contactRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const listSchema = {querystring: listQuery, response: staffResponses({200: contactPageSchema})};
  app.get('/contacts', {config: {staffPermission: 'contacts:read'}, schema: listSchema}, async (request, reply) => {
    const listed = await listPeople(app.db, request.query);
    if (!listed.ok) return refuseWith(reply, listed);
    const {contacts, total, page, limit} = listed;
    return {contacts, total, page, limit};
  });

  app.get(
    '/contacts/export.csv',
    {config: {staffPermission: 'contacts:read'}, schema: {querystring: exportQuery, response: staffResponses({200: csvSchema})}},
    async (request, reply) => {
      const exported = await exportPeople(app.db, request.query, staffActorOf(request));
      if (!exported.ok) return refuseWith(reply, exported);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="users-${date}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .send(exported.csv);
    },
  );

  const personSchema = {querystring: emailQuery, response: staffResponses({200: contactDetailSchema})};
  app.get('/contacts/person', {config: {staffPermission: 'contacts:read'}, schema: personSchema}, async (request, reply) => {
    const found = await personDetail(app.db, request.query.email);
    return found.ok ? found.detail : refuseWith(reply, found);
  });

  const eraseSchema = {querystring: emailQuery, response: staffResponses({200: erasedSchema})};
  app.delete('/contacts/person', {config: {staffPermission: 'contacts:erase', freshFactor: true}, schema: eraseSchema}, async (request, reply) => {
    const done = await erasePerson(app.db, request.query.email, staffActorOf(request));
    return done.ok ? done.erased : refuseWith(reply, done);
  });
};

export default contactRoutes;
