import {translate} from '@docusaurus/Translate';

/** SPEC §3 "Testimonial". Quotes go through translate() so each locale's build inlines its own. */
export type Testimonial = {
  /** Stable key, also used for React lists. */
  id: string;
  initials: string;
  name: string;
  /** ISO date (YYYY-MM-DD); rendered in the reader's locale. */
  date: string;
  /** Whole stars on the site's rating scale (1-5). */
  rating: number;
  testimonial: string;
};

export const testimonials: readonly Testimonial[] = [
  {
    id: 'sarah-mitchell',
    initials: 'SM',
    name: 'Sarah Mitchell',
    date: '2025-03-12',
    rating: 5,
    testimonial: translate({
      id: 'testimonials.sarahMitchell.quote',
      message:
        'Our support queue used to take two days to clear. Now the agent answers most questions instantly from our own help articles, and my team only handles the conversations that really need a person.',
    }),
  },
  {
    id: 'david-okafor',
    initials: 'DO',
    name: 'David Okafor',
    date: '2025-05-28',
    rating: 5,
    testimonial: translate({
      id: 'testimonials.davidOkafor.quote',
      message:
        'We serve customers in eleven countries. The agent replies in their language around the clock and hands complex cases to our staff with the full conversation attached. Setup took less than two weeks.',
    }),
  },
  {
    id: 'elena-rossi',
    initials: 'ER',
    name: 'Elena Rossi',
    date: '2025-08-19',
    rating: 5,
    testimonial: translate({
      id: 'testimonials.elenaRossi.quote',
      message:
        'The ROI was clear within the first quarter. Routine booking and billing questions are automated, our response times dropped sharply, and customer satisfaction scores have never been higher.',
    }),
  },
];
