import {translate} from '@docusaurus/Translate';
import {externalLinks} from '@site/src/config/site';
import {industries} from '@site/src/data/industries';
import {industryPath} from '@site/src/config/ids';
import type {IndustryContent} from './types';

/** SPEC §2 claims on this page: subscription support costs down 60%, 30+ languages. */
const media: IndustryContent = {
  id: 'media',
  name: industries.media.label,
  route: industryPath('media'),
  icon: 'globe',
  description: translate({
    id: 'industry.media.description',
    message:
      'Subscription, billing and access questions resolved instantly for readers, viewers and listeners.',
  }),
  headline: translate({id: 'industry.media.headline', message: 'AI Agents for Media Companies'}),
  overview: translate({
    id: 'industry.media.overview',
    message:
      'Publishers, streaming services and broadcasters answer the same questions every day: I cannot log in, why was I charged, how do I cancel, where can I watch this? An AgentWorks agent resolves them instantly from your help content and account systems, offers the right plan instead of a cancellation, and serves your audience in 30+ languages. Media companies bring subscription support costs down by 60% while their audience gets answers at any hour.',
  }),
  heroImage: {
    src: '/img/industries/media.svg',
    alt: translate({
      id: 'industry.media.heroImage.alt',
      message:
        'A video player and a newspaper page next to a chat bubble in which the agent restores a subscriber’s access.',
    }),
  },
  highlights: [
    {
      value: translate({id: 'industry.media.highlight.costs.value', message: '60%'}),
      label: translate({
        id: 'industry.media.highlight.costs.label',
        message: 'lower subscription support costs',
      }),
    },
    {
      value: translate({id: 'industry.media.highlight.languages.value', message: '30+'}),
      label: translate({id: 'industry.media.highlight.languages.label', message: 'languages'}),
    },
    {
      value: '24/7',
      label: translate({id: 'industry.media.highlight.allDay.label', message: 'audience support'}),
    },
  ],
  aiSolutions: [
    {
      icon: 'users',
      title: translate({
        id: 'industry.media.aiSolutions.subscriptions.title',
        message: 'Subscription management',
      }),
      description: translate({
        id: 'industry.media.aiSolutions.subscriptions.description',
        message:
          'Upgrades, downgrades, pauses and payment changes handled in the conversation, with retention offers where they fit.',
      }),
    },
    {
      icon: 'shield',
      title: translate({
        id: 'industry.media.aiSolutions.access.title',
        message: 'Login and access help',
      }),
      description: translate({
        id: 'industry.media.aiSolutions.access.description',
        message:
          'Password resets, device limits and paywall questions solved step by step, without a support ticket.',
      }),
    },
    {
      icon: 'document',
      title: translate({
        id: 'industry.media.aiSolutions.billing.title',
        message: 'Billing questions',
      }),
      description: translate({
        id: 'industry.media.aiSolutions.billing.description',
        message: 'Charges, invoices and refunds explained from the subscriber’s own account history.',
      }),
    },
    {
      icon: 'search',
      title: translate({
        id: 'industry.media.aiSolutions.discovery.title',
        message: 'Content discovery',
      }),
      description: translate({
        id: 'industry.media.aiSolutions.discovery.description',
        message: 'Help your audience find articles, episodes and archives that match their interests.',
      }),
    },
  ],
  howItWorks: [
    {
      icon: 'book',
      title: translate({
        id: 'industry.media.howItWorks.help.title',
        message: 'Import your help center',
      }),
      description: translate({
        id: 'industry.media.howItWorks.help.description',
        message: 'Help articles, plan details and terms become the agent’s knowledge base.',
      }),
    },
    {
      icon: 'link',
      title: translate({
        id: 'industry.media.howItWorks.accounts.title',
        message: 'Connect subscriptions and billing',
      }),
      description: translate({
        id: 'industry.media.howItWorks.accounts.description',
        message: 'The agent looks up plans and payments so it can act, not just explain.',
      }),
    },
    {
      icon: 'heart',
      title: translate({
        id: 'industry.media.howItWorks.retention.title',
        message: 'Set retention offers',
      }),
      description: translate({
        id: 'industry.media.howItWorks.retention.description',
        message: 'Choose which offers the agent may make when a subscriber wants to leave.',
      }),
    },
    {
      icon: 'chart',
      title: translate({
        id: 'industry.media.howItWorks.measure.title',
        message: 'Measure and refine',
      }),
      description: translate({
        id: 'industry.media.howItWorks.measure.description',
        message: 'Follow resolution, retention and cost per contact on your dashboard.',
      }),
    },
  ],
  keyBenefits: [
    {
      icon: 'chart',
      title: translate({id: 'industry.media.keyBenefits.costs.title', message: 'Lower support costs'}),
      description: translate({
        id: 'industry.media.keyBenefits.costs.description',
        message: 'Subscription support costs go down by 60% as routine requests resolve themselves.',
      }),
    },
    {
      icon: 'globe',
      title: translate({id: 'industry.media.keyBenefits.languages.title', message: 'A global audience'}),
      description: translate({
        id: 'industry.media.keyBenefits.languages.description',
        message: 'Answer readers and viewers in 30+ languages, in every market you publish in.',
      }),
    },
    {
      icon: 'heart',
      title: translate({id: 'industry.media.keyBenefits.retention.title', message: 'Fewer cancellations'}),
      description: translate({
        id: 'industry.media.keyBenefits.retention.description',
        message: 'Fixing access problems at once and offering the right plan keeps subscribers.',
      }),
    },
    {
      icon: 'clock',
      title: translate({id: 'industry.media.keyBenefits.peaks.title', message: 'Ready for peaks'}),
      description: translate({
        id: 'industry.media.keyBenefits.peaks.description',
        message: 'Premieres, breaking news and billing days no longer overwhelm your team.',
      }),
    },
  ],
  faqItems: [
    {
      question: translate({
        id: 'industry.media.faq.costs.question',
        message: 'How much can we save on subscriber support?',
      }),
      answer: translate({
        id: 'industry.media.faq.costs.answer',
        message:
          'Media companies bring subscription support costs down by 60%, because logins, billing questions and plan changes no longer need a person.',
      }),
    },
    {
      question: translate({
        id: 'industry.media.faq.cancel.question',
        message: 'Will the agent make cancelling harder?',
      }),
      answer: translate({
        id: 'industry.media.faq.cancel.answer',
        message:
          'No. It may present an offer you have approved, but a subscriber who wants to cancel can always do so in the same conversation.',
      }),
    },
    {
      question: translate({
        id: 'industry.media.faq.languages.question',
        message: 'Which languages are supported?',
      }),
      answer: translate({
        id: 'industry.media.faq.languages.answer',
        message:
          'Media companies typically run their agent in 30+ languages; the agent supports over 100 and follows the language of each subscriber.',
      }),
    },
    {
      question: translate({
        id: 'industry.media.faq.peaks.question',
        message: 'What happens during traffic peaks?',
      }),
      answer: translate({
        id: 'industry.media.faq.peaks.answer',
        message:
          'The agent answers any number of conversations at once, so a premiere or a billing run does not create a queue.',
      }),
    },
    {
      question: translate({
        id: 'industry.media.faq.handoff.question',
        message: 'Can subscribers reach a person?',
      }),
      answer: translate({
        id: 'industry.media.faq.handoff.answer',
        message:
          'Yes. Any subscriber can ask for a person, and the agent hands over with the full conversation.',
      }),
    },
  ],
  useCases: [
    translate({id: 'industry.media.useCases.subscriptions', message: 'Plan changes and renewals'}),
    translate({id: 'industry.media.useCases.access', message: 'Login, password and device help'}),
    translate({id: 'industry.media.useCases.billing', message: 'Charges, invoices and refunds'}),
    translate({id: 'industry.media.useCases.retention', message: 'Retention offers at cancellation'}),
    translate({id: 'industry.media.useCases.discovery', message: 'Finding articles and episodes'}),
  ],
  benefits: [
    translate({id: 'industry.media.benefits.costs', message: 'Subscription support costs down 60%'}),
    translate({id: 'industry.media.benefits.languages', message: 'Audiences served in 30+ languages'}),
    translate({id: 'industry.media.benefits.allDay', message: 'Instant answers 24/7'}),
    translate({id: 'industry.media.benefits.retention', message: 'More subscribers kept'}),
    translate({id: 'industry.media.benefits.peaks', message: 'No queues at peak times'}),
  ],
  seoTitle: translate({
    id: 'industry.media.seoTitle',
    message: 'AI Agents for Media: Subscriber Support and Retention',
  }),
  seoDescription: translate({
    id: 'industry.media.seoDescription',
    message:
      'AI agents for publishers and streaming services: logins, billing and plan changes resolved instantly in 30+ languages. Subscription support costs down 60%.',
  }),
  seoKeywords: translate({
    id: 'industry.media.seoKeywords',
    message:
      'media AI agent, subscriber support, streaming customer service, publisher chatbot, subscription retention',
  }),
  schemaType: 'Service',
  callToAction: {
    title: translate({
      id: 'industry.media.cta.title',
      message: 'Keep your subscribers happy for less',
    }),
    description: translate({
      id: 'industry.media.cta.description',
      message: 'See how the agent handles logins, billing and cancellations in a live demo.',
    }),
    buttonText: translate({id: 'industry.media.cta.button', message: 'Book a Demo'}),
    buttonLink: externalLinks.demoScheduler,
  },
};

export default media;
