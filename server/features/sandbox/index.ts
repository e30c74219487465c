/**
 * Sandboxes (issue 13 §2, issue 23): the docs' and landing page's throwaway agents, made without
 * sign-up within a per-address allowance, deleted by their own key or when they expire (a lead's
 * is kept longer). What the rest of the server uses:
 */
export {default as sandboxRoutes} from './routes';
export {deleteAgentsIn, keepSandboxForLead, sandboxName, sandboxOfKey} from './queries';
