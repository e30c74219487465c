/**
 * The marketing pages written in TSX, as Markdown built from src/data and src/config: one writer
 * per page kind. Generated routes (industries, use cases) come from the route table in
 * src/config/ids.ts; an alias path gets the same twin as its canonical page.
 */
import type {MarketingRoute} from '../../../config/ids';
import {caseStudiesPage} from './caseStudies';
import {contactPage} from './contact';
import {homePage} from './home';
import {industryPage} from './industry';
import {landingPage} from './landing';
import {partnersPage} from './partners';
import {pricingPage} from './pricing';
import {solutionsPages} from './solutions';
import type {MarketingPage, WriterContext} from './types';
import {useCasePage} from './useCase';

export type {MarketingPage, WriterContext} from './types';

export type MarketingPages = {
  pages: MarketingPage[];
  /** Alias routes: the twin of `canonicalUrl` is also published at `url`. */
  aliases: {url: string; canonicalUrl: string}[];
};

export function marketingPages(context: WriterContext, routes: readonly MarketingRoute[]): MarketingPages {
  const generated = routes
    .filter((route) => route.path === route.canonicalPath)
    .map((route) => (route.kind === 'industry' ? industryPage(context, route.industryId) : useCasePage(context, route.useCaseId)));
  const pages = [
    ...homePage(context),
    ...solutionsPages(context),
    ...generated,
    ...pricingPage(context),
    ...caseStudiesPage(context),
    ...partnersPage(context),
    ...landingPage(context),
    ...contactPage(context),
  ];
  const aliases = routes
    .filter((route) => route.path !== route.canonicalPath)
    .map((route) => ({url: context.localePath(route.path), canonicalUrl: context.localePath(route.canonicalPath)}));
  return {pages, aliases};
}
