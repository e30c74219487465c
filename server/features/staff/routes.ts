/**
 * The staff feature's routes under /api/admin (server/admin-routes.ts registers them behind the
 * staff guard): logging in and out, the session and first-run setup (login-routes.ts), second
 * factors (factor-routes.ts), and accounts, sessions, password and audit log (account-routes.ts).
 */
import type {FastifyPluginAsync} from 'fastify';
import accountRoutes from './account-routes';
import factorRoutes from './factor-routes';
import loginRoutes from './login-routes';

const staffRoutes: FastifyPluginAsync = async (app) => {
  await app.register(loginRoutes);
  await app.register(factorRoutes);
  await app.register(accountRoutes);
};

export default staffRoutes;
