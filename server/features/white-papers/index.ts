/**
 * White papers (issue 11 §2, SPEC §5 and §8): staff upload, offer and delete the papers of the
 * white-papers bucket; the public forms hand out the one offered. What the rest of the server uses:
 */
export {default as whitePaperAdminRoutes} from './routes';
export {offeredPaperFile, offeredWhitePaper, whitePaperOffer} from './queries';
