/**
 * What a setup link is worth before anyone types into its form (issue 20 §3): the setup page
 * asks the server (POST /api/admin/setup/state, which consumes nothing) and shows a used,
 * expired or unknown link as such instead of a form that can only fail.
 */
export const setupLinkStates = ['valid', 'used', 'expired', 'unknown'] as const;
export type SetupLinkState = (typeof setupLinkStates)[number];

export const setupStatePath = '/setup/state';
