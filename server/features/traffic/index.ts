/**
 * Traffic (issue 11 §2): our own cookieless pageview beacon, the daily salt and visitor hash,
 * background roll-ups and the staff dashboard's report. What the rest of the server uses:
 */
export {rangeRouteOptions, refuseBadRange, trafficAdminRoutes, trafficRoutes} from './routes';
export {dailyFigures, pageExpression, utcDay} from './queries';
export {topCounts} from './service';
export {DailySalt, isBotRequest, requestVisitor, visitorHash} from './visitor';
