/**
 * The contact page's form is the lead form (Company/ContactSection renders LeadForm): SPEC §3
 * has no record for a contact request other than a lead, and one schema, endpoint, table and
 * notification for both keeps one implementation right. A contact form with its own message
 * field would be a module here with its own schema, plus one line in the server's form table.
 */
export {leadSchema as contactSchema} from './lead';
