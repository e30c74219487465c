/**
 * Docs feedback (issue 13 §3): "Was this page helpful?" votes and comments from the docs pages,
 * and the staff report of a period. What the rest of the server uses:
 */
export {docsFeedbackAdminRoutes, docsFeedbackRoutes} from './routes';
