/**
 * The public forms (SPEC §3, §5, §7): the lead, white paper, partner and newsletter forms under
 * /functions/v1, posted with or without JavaScript, stored with their notification. What the
 * rest of the server uses:
 */
export {default as formRoutes} from './routes';
