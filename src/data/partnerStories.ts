/**
 * 'Partner Success Stories' (SPEC §2): three fixed sample testimonials, one person each, in the
 * shape of SPEC §3 "Testimonial" plus the partner's company and program.
 */
import {translate} from '@docusaurus/Translate';
import type {PartnerType} from '@site/src/lib/forms/partner';

export type PartnerStory = {
  /** Stable key, also used for React lists. */
  id: string;
  initials: string;
  name: string;
  role: string;
  company: string;
  program: PartnerType;
  /** Whole stars on the site's rating scale (1-5). */
  rating: number;
  testimonial: string;
};

export const partnerStories: readonly PartnerStory[] = [
  {
    id: 'elena-ruiz',
    initials: 'ER',
    name: 'Elena Ruiz',
    role: translate({id: 'partners.stories.elenaRuiz.role', message: 'Managing Director'}),
    company: 'Brightpath Consulting',
    program: 'referral',
    rating: 5,
    testimonial: translate({
      id: 'partners.stories.elenaRuiz.quote',
      message:
        'Our clients kept asking how to cope with support volume. Now we introduce them to AgentWorks, their team runs the demo, and the referral commissions have become a steady part of our revenue.',
    }),
  },
  {
    id: 'marcus-lee',
    initials: 'ML',
    name: 'Marcus Lee',
    role: translate({id: 'partners.stories.marcusLee.role', message: 'Head of Partnerships'}),
    company: 'Deskflow',
    program: 'technology',
    rating: 5,
    testimonial: translate({
      id: 'partners.stories.marcusLee.quote',
      message:
        'Building our integration took a few weeks with help from their engineers. Shared customers now get AI answers with ticket history from our help desk, and the joint launch brought us new sign-ups.',
    }),
  },
  {
    id: 'priya-natarajan',
    initials: 'PN',
    name: 'Priya Natarajan',
    role: translate({id: 'partners.stories.priyaNatarajan.role', message: 'Founder'}),
    company: 'Northgate IT Services',
    program: 'reseller',
    rating: 5,
    testimonial: translate({
      id: 'partners.stories.priyaNatarajan.quote',
      message:
        'Reselling AgentWorks lets us offer AI agents under our own support contracts. The certification training prepared our engineers well, and our clients go live in a couple of weeks.',
    }),
  },
];
