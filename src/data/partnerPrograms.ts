/**
 * The four partner programs of SPEC §2 "Partners page" and §3 "Partner application": their
 * cards and the six benefits each one lists. Ids are the form's partner types, so a card, a
 * benefits tab and a select option always speak of the same program.
 */
import {translate} from '@docusaurus/Translate';
import {partnerFigures} from '@site/src/config/site';
import {localFigure} from './siteFigures';
import type {IconName} from '@site/src/data/industryContent/types';
import {partnerTypes, type PartnerType} from '@site/src/lib/forms/partner';

export {partnerTypes, type PartnerType, partnerFigures};

export type PartnerProgram = {
  id: PartnerType;
  /** Card title, e.g. 'Referral Partners'. */
  name: string;
  /** Short name for tabs and the form's select, e.g. 'Referral'. */
  shortName: string;
  description: string;
  /** Who the program suits. */
  idealFor: string;
  /** The program's headline figure or promise. */
  highlight: string;
  icon: IconName;
};

export const partnerPrograms: readonly PartnerProgram[] = [
  {
    id: 'referral',
    name: translate({id: 'partners.program.referral.name', message: 'Referral Partners'}),
    shortName: translate({id: 'partners.program.referral.shortName', message: 'Referral'}),
    description: translate({
      id: 'partners.program.referral.description',
      message:
        'Introduce businesses in your network to AgentWorks. We run the demo, the sale and the onboarding; you earn a commission on every customer you refer.',
    }),
    idealFor: translate({
      id: 'partners.program.referral.idealFor',
      message: 'Consultants, advisors and agencies',
    }),
    highlight: translate(
      {
        id: 'partners.program.referral.highlight',
        message: '{commission} of first-year contract value',
      },
      {commission: localFigure(partnerFigures.referralCommission)},
    ),
    icon: 'users',
  },
  {
    id: 'technology',
    name: translate({id: 'partners.program.technology.name', message: 'Technology Partners'}),
    shortName: translate({id: 'partners.program.technology.shortName', message: 'Technology'}),
    description: translate({
      id: 'partners.program.technology.description',
      message:
        'Connect your product to AgentWorks agents through our API and integrations, so our shared customers get answers and actions from both systems in one conversation.',
    }),
    idealFor: translate({
      id: 'partners.program.technology.idealFor',
      message: 'Software vendors, CRM and help desk platforms',
    }),
    highlight: translate({
      id: 'partners.program.technology.highlight',
      message: 'Joint integrations and co-marketing',
    }),
    icon: 'link',
  },
  {
    id: 'affiliate',
    name: translate({id: 'partners.program.affiliate.name', message: 'Affiliate Partners'}),
    shortName: translate({id: 'partners.program.affiliate.shortName', message: 'Affiliate'}),
    description: translate({
      id: 'partners.program.affiliate.description',
      message:
        'Recommend AgentWorks to your readers, viewers or community with your own tracked links and earn on every sale they make.',
    }),
    idealFor: translate({
      id: 'partners.program.affiliate.idealFor',
      message: 'Content creators, publishers and communities',
    }),
    highlight: translate(
      {
        id: 'partners.program.affiliate.highlight',
        message: '{commission} on initial sales, plus renewals',
      },
      {commission: localFigure(partnerFigures.affiliateCommission)},
    ),
    icon: 'globe',
  },
  {
    id: 'reseller',
    name: translate({id: 'partners.program.reseller.name', message: 'Reseller Partners'}),
    shortName: translate({id: 'partners.program.reseller.shortName', message: 'Reseller'}),
    description: translate({
      id: 'partners.program.reseller.description',
      message:
        'Sell, implement and support AgentWorks for your own clients, with partner pricing and the training to deliver every project with confidence.',
    }),
    idealFor: translate({
      id: 'partners.program.reseller.idealFor',
      message: 'IT service providers, integrators and MSPs',
    }),
    highlight: translate({
      id: 'partners.program.reseller.highlight',
      message: 'Partner pricing and your own client relationships',
    }),
    icon: 'briefcase',
  },
];

/** How many benefits each program's tab lists (SPEC §2). */
export const benefitsPerProgram = 6;

export const partnerBenefits: Readonly<Record<PartnerType, readonly string[]>> = {
  referral: [
    translate(
      {
        id: 'partners.benefits.referral.commission',
        message: 'Commission of typically {commission} of first-year contract value',
      },
      {commission: localFigure(partnerFigures.referralCommission)},
    ),
    translate({
      id: 'partners.benefits.referral.noCost',
      message: 'No upfront cost and no sales quota',
    }),
    translate({
      id: 'partners.benefits.referral.dedicatedManager',
      message: 'A dedicated partner manager for your introductions',
    }),
    translate({
      id: 'partners.benefits.referral.dashboard',
      message: 'A dashboard to follow every referral and payout',
    }),
    translate({
      id: 'partners.benefits.referral.salesSupport',
      message: 'Our team runs the demos and closes the sale',
    }),
    translate({
      id: 'partners.benefits.referral.materials',
      message: 'Ready-made introduction e-mails and one-pagers',
    }),
  ],
  technology: [
    translate({
      id: 'partners.benefits.technology.apiAccess',
      message: 'Early access to new API features and sandbox accounts',
    }),
    translate({
      id: 'partners.benefits.technology.engineering',
      message: 'Direct contact with our integration engineers',
    }),
    translate({
      id: 'partners.benefits.technology.listing',
      message: 'A listing in our integrations directory',
    }),
    translate({
      id: 'partners.benefits.technology.coMarketing',
      message: 'Joint webinars, case studies and launch announcements',
    }),
    translate({
      id: 'partners.benefits.technology.certification',
      message: 'A certified integration badge for your product',
    }),
    translate({
      id: 'partners.benefits.technology.roadmap',
      message: 'A voice in the roadmap of our connectors',
    }),
  ],
  affiliate: [
    translate(
      {
        id: 'partners.benefits.affiliate.commission',
        message: '{commission} commission on initial sales',
      },
      {commission: localFigure(partnerFigures.affiliateCommission)},
    ),
    translate({
      id: 'partners.benefits.affiliate.renewals',
      message: 'Renewal commissions while your customers stay',
    }),
    translate({
      id: 'partners.benefits.affiliate.noCost',
      message: 'Free to join, with no minimum sales',
    }),
    translate({
      id: 'partners.benefits.affiliate.trackedLinks',
      message: 'Tracked links and real-time conversion reports',
    }),
    translate({
      id: 'partners.benefits.affiliate.creativeAssets',
      message: 'Banners, screenshots and product demo videos',
    }),
    translate({
      id: 'partners.benefits.affiliate.monthlyPayouts',
      message: 'Monthly payouts with clear statements',
    }),
  ],
  reseller: [
    translate({
      id: 'partners.benefits.reseller.pricing',
      message: 'Partner pricing on every plan you resell',
    }),
    translate({
      id: 'partners.benefits.reseller.training',
      message: 'Sales and implementation training with certification',
    }),
    translate({
      id: 'partners.benefits.reseller.ownClients',
      message: 'You own the client relationship and the billing',
    }),
    translate({
      id: 'partners.benefits.reseller.prioritySupport',
      message: 'Priority technical support for your projects',
    }),
    translate({
      id: 'partners.benefits.reseller.leadSharing',
      message: 'Leads shared from your region and industry',
    }),
    translate({
      id: 'partners.benefits.reseller.demoAccount',
      message: 'A free demo workspace to show clients',
    }),
  ],
};

export function getPartnerProgram(id: PartnerType): PartnerProgram {
  const program = partnerPrograms.find((entry) => entry.id === id);
  if (!program) throw new Error(`Unknown partner program "${id}"`);
  return program;
}
