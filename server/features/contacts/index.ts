/**
 * Users (issue 11 §2): staff find, export and erase the people who reached us through any form.
 * What the rest of the server uses:
 */
export {default as contactAdminRoutes} from './routes';
