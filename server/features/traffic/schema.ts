/**
 * The traffic feature's route schemas: the range and the report live in src/lib/traffic/report.ts,
 * which the dashboard reads too (the beacon's body is checked with src/lib/traffic/schema.ts's zod schema).
 */
export {dayRangeSchema as rangeQuery, trafficReportSchema} from '../../../src/lib/traffic/report';
