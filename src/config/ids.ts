/**
 * Stable identities, importable from Node.js (server, Docusaurus plugins) and the browser alike:
 * URL prefixes and endpoint paths of our own API. Translated copy never lives here, so nothing in
 * this file needs the bundler (no translate()) and nothing else keeps a second copy in step.
 */

/** Path prefixes the server owns (SPEC §7 and DESIGN "The house"); everything else is the site. */
export const apiPrefixes = {
  functions: '/functions/v1',
  storage: '/storage/v1',
  admin: '/api/admin',
  health: '/healthz',
  /** The agent API (issue 12): bearer keys, JSON. */
  v1: '/v1',
} as const;

/** Top-level segments the dev proxy forwards and where the server answers JSON, never HTML. */
export const apiRoots = ['/functions', '/storage', '/api', '/healthz', '/readyz', '/v1'] as const;

/** The public form endpoints under {@link apiPrefixes.functions} (SPEC §7). */
export const formEndpoints = {
  lead: 'send-notification',
  whitePaperDownload: 'download-white-paper',
  whitePaperRequest: 'white-paper-request',
  partner: 'partner-application',
  newsletter: 'newsletter',
} as const;

export type FormEndpoint = (typeof formEndpoints)[keyof typeof formEndpoints];

/** GET {@link apiPrefixes.functions}/offered-white-paper: the paper the public forms offer now. */
export const offeredWhitePaperEndpoint = 'offered-white-paper';

/** Public read of a stored object: /storage/v1/object/public/{bucket}/{file}. */
export const publicObjectPrefix = `${apiPrefixes.storage}/object/public/`;

/** The bucket that holds white papers (SPEC §7 "storage bucket white-papers"). */
export const whitePaperBucket = 'white-papers';

/* ------------------------------------------------------------------------------------------------
 * Marketing identities and the route table (SPEC §2). src/data fills these ids with translated
 * copy, the marketing-routes plugin turns the table into pages, components link with the path
 * builders: one list, so a new industry or use case is added here and nowhere else.
 * --------------------------------------------------------------------------------------------- */

/**
 * Industry ids in menu and page order, each with its English name: the source of the slug
 * (SPEC §2: id = industrySlug(name)) and of structured data, identical in every locale.
 */
export const industryNames = {
  healthcare: 'Healthcare',
  retail: 'Retail',
  technology: 'Technology',
  manufacturing: 'Manufacturing',
  media: 'Media',
  'business-services': 'Business Services',
  ecommerce: 'eCommerce',
  'professional-services': 'Professional Services',
} as const;

export type IndustryId = keyof typeof industryNames;

/** Menu and page order. */
export const industryIds = Object.keys(industryNames) as IndustryId[];

/**
 * Use-case ids, each with its English title (SPEC §2 use-case slug rule: id = slugForUseCase(title))
 * and the /solutions/... path that also shows the page (SPEC §2 route table, footer, feature tabs).
 */
export const useCaseRoutes = {
  'customer-support': {title: 'Customer Support', alias: '/solutions/ai-assistants'},
  documentation: {title: 'Documentation', alias: '/solutions/natural-language-processing'},
  'process-automation': {title: 'Process Automation', alias: '/solutions/workflow-automation'},
  scheduling: {title: 'Scheduling', alias: '/solutions/advanced-analytics'},
} as const;

export type UseCaseId = keyof typeof useCaseRoutes;

/** Page order. */
export const useCaseIds = Object.keys(useCaseRoutes) as UseCaseId[];

/** Path of an industry page, e.g. '/industry/business-services'. */
export function industryPath(id: string): string {
  return `/industry/${id}`;
}

/** Canonical path of a use-case page, e.g. '/use-cases/customer-support'. */
export function pathForUseCase(id: string): string {
  return `/use-cases/${id}`;
}

/**
 * Second paths of an industry page. /industries/healthcare (SPEC §2 "Other linked paths") renders
 * the healthcare page and declares /industry/healthcare canonical, like the other seven.
 */
export const industryAliases: readonly {path: string; industryId: IndustryId}[] = [
  {path: '/industries/healthcare', industryId: 'healthcare'},
];

/** Props every generated page receives (see the industry and use-case page components). */
export type MarketingRouteProps = {
  /** Path of this page without baseUrl, e.g. '/solutions/workflow-automation'. */
  path: string;
  /** The one canonical path the page declares, e.g. '/use-cases/process-automation'. */
  canonicalPath: string;
};

export type MarketingRoute =
  | {kind: 'industry'; path: string; canonicalPath: string; industryId: IndustryId}
  | {kind: 'use-case'; path: string; canonicalPath: string; useCaseId: UseCaseId};

/** Every generated page path (without baseUrl or locale), each with the canonical path it declares. */
export function listMarketingRoutes(): MarketingRoute[] {
  const industryRoutes = industryIds.map(
    (industryId): MarketingRoute => ({
      kind: 'industry',
      path: industryPath(industryId),
      canonicalPath: industryPath(industryId),
      industryId,
    }),
  );
  const industryAliasRoutes = industryAliases.map(
    ({path, industryId}): MarketingRoute => ({
      kind: 'industry',
      path,
      canonicalPath: industryPath(industryId),
      industryId,
    }),
  );
  const useCaseRoutesList = useCaseIds.flatMap((useCaseId): MarketingRoute[] => {
    const canonicalPath = pathForUseCase(useCaseId);
    return [
      {kind: 'use-case', path: canonicalPath, canonicalPath, useCaseId},
      {kind: 'use-case', path: useCaseRoutes[useCaseId].alias, canonicalPath, useCaseId},
    ];
  });
  return [...industryRoutes, ...industryAliasRoutes, ...useCaseRoutesList];
}

/* ------------------------------------------------------------------------------------------------
 * The staff area (SPEC §2 "Admin area", issue 11): its pages, never in the sitemap or search.
 * --------------------------------------------------------------------------------------------- */

export const staffPaths = {
  login: '/admin-login',
  setup: '/admin-setup',
  /** Setting up the first second factor (issue 21 §1). */
  secondFactor: '/admin-second-factor',
  dashboard: '/admin-dashboard',
  chatLogs: '/admin-chat-logs',
  users: '/admin-users',
  settings: '/admin-settings',
  whitePaper: '/admin-whitepaper',
} as const;

export type StaffPage = keyof typeof staffPaths;

/** Paths of the agent API under {@link apiPrefixes.v1} (issue 12 §2). */
export const v1Paths = {
  ask: '/ask',
  conversations: '/conversations',
  knowledge: '/knowledge',
  handoff: '/handoff',
  /** The embeddable widget, also served at /widget.js (the docs' snippet loads this one). */
  widget: '/widget.js',
  /** Whether a public key can start the widget on the calling page (the widget asks before showing its launcher). */
  widgetStatus: '/widget/status',
} as const;

/** Where every public page reports its pageview (first-party, cookieless traffic; issue 11 §2). */
export const trafficBeaconPath = '/api/beacon';

/** Where a docs page's "Was this page helpful?" vote and comment go (issue 13 §3). */
export const docsFeedbackPath = '/api/docs-feedback';

/** Where the docs' try-it console gets a throwaway sandbox agent and its key (issue 13 §2). */
export const sandboxPath = '/api/sandbox';
