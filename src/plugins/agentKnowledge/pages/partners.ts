import type {PartnerFaq} from '../../../data/partnerFaqs';
import type {PartnerProgram} from '../../../data/partnerPrograms';
import type {PartnerStory} from '../../../data/partnerStories';
import type {PartnerType} from '../../../lib/forms/partner';
import {bullets, faq, heading, paragraph, toNodes} from './markdown';
import type {PageWriter} from './types';

type ProgramsModule = {
  partnerPrograms: readonly PartnerProgram[];
  partnerBenefits: Readonly<Record<PartnerType, readonly string[]>>;
};

/** /partners: the four programs with their benefits, partner stories, how to apply and the partner FAQs. */
export const partnersPage: PageWriter = ({translate: t, load, localePath}) => {
  const {partnerPrograms, partnerBenefits} = load<ProgramsModule>('@site/src/data/partnerPrograms');
  const {partnerStories} = load<{partnerStories: readonly PartnerStory[]}>('@site/src/data/partnerStories');
  const {partnerFaqs} = load<{partnerFaqs: readonly PartnerFaq[]}>('@site/src/data/partnerFaqs');
  const idealFor = t({id: 'knowledge.partners.idealFor', message: 'Ideal for'});
  return [
    {
      title: t({id: 'partners.meta.title', message: 'Partner Programs: Referral, Technology, Affiliate and Reseller'}),
      summary: t({id: 'partners.programs.intro', message: 'Four ways to work with us. Pick the one that fits how you serve your customers.'}),
      url: localePath('/partners'),
      body: toNodes([
        paragraph(
          t({
            id: 'partners.hero.lead',
            message:
              'Grow with AgentWorks. Refer customers, connect your product, share us with your audience or resell AI agents that answer from each business’s own knowledge, 24/7.',
          }),
        ),
        heading(2, t({id: 'partners.programs.title', message: 'Our Partnership Programs'}), 'partner-types-title'),
        ...partnerPrograms.map((program) =>
          [
            heading(3, program.name),
            paragraph(program.description),
            bullets([`${idealFor}: ${program.idealFor}`, program.highlight, ...partnerBenefits[program.id]]),
          ].join('\n\n'),
        ),
        heading(2, t({id: 'partners.stories.title', message: 'Partner Success Stories'}), 'partner-stories-title'),
        bullets(partnerStories.map((story) => `"${story.testimonial}" (${story.name}, ${story.role}, ${story.company})`)),
        heading(2, t({id: 'partners.application.title', message: 'Become a Partner'}), 'partner-application-title'),
        paragraph(t({id: 'partners.application.intro', message: 'Tell us about your company and how you would like to work together.'})),
        heading(2, t({id: 'partners.faq.title', message: 'Frequently Asked Questions'}), 'partner-faq-title'),
        faq(partnerFaqs, 'partner-faq'),
      ]),
    },
  ];
};
