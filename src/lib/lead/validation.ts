/** The lead's type under its old path, for code that imports it from here (server/mail). */
export type {LeadSignup, LeadField} from '../forms/schemas/lead';
