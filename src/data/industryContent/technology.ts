import {translate} from '@docusaurus/Translate';
import {externalLinks} from '@site/src/config/site';
import {industries} from '@site/src/data/industries';
import {industryPath} from '@site/src/config/ids';
import type {IndustryContent} from './types';

/**
 * SPEC §2 claims on this page: 80% of tickets resolved, wait times down 85%, 85% ticket
 * resolution, implementation in 2-4 weeks. The `technology` block feeds its custom layout.
 */
const technology: IndustryContent = {
  id: 'technology',
  name: industries.technology.label,
  route: industryPath('technology'),
  icon: 'bolt',
  description: translate({
    id: 'industry.technology.description',
    message:
      'Tier-1 support, user onboarding and documentation answers for software and SaaS companies.',
  }),
  headline: translate({
    id: 'industry.technology.headline',
    message: 'AI Agents for Technology Companies',
  }),
  overview: translate({
    id: 'industry.technology.overview',
    message:
      'Every release brings new users and new questions. An AgentWorks agent answers them from your documentation, release notes and past tickets, guides new users through setup, and escalates real bugs to your engineers with the full context. Technology companies resolve 80% of tickets automatically, cut wait times by 85% and go live in 2-4 weeks.',
  }),
  heroImage: {
    src: '/img/industries/technology.svg',
    alt: translate({
      id: 'industry.technology.heroImage.alt',
      message:
        'A code editor and a support dashboard beside a chat bubble in which the agent resolves a ticket with a link to the docs.',
    }),
  },
  highlights: [
    {
      value: translate({id: 'industry.technology.highlight.resolved.value', message: '80%'}),
      label: translate({
        id: 'industry.technology.highlight.resolved.label',
        message: 'of tickets resolved automatically',
      }),
    },
    {
      value: translate({id: 'industry.technology.highlight.wait.value', message: '85%'}),
      label: translate({id: 'industry.technology.highlight.wait.label', message: 'shorter wait times'}),
    },
    {
      value: translate({id: 'industry.technology.highlight.launch.value', message: '2-4 weeks'}),
      label: translate({id: 'industry.technology.highlight.launch.label', message: 'implementation'}),
    },
  ],
  aiSolutions: [
    {
      icon: 'chat',
      title: translate({
        id: 'industry.technology.aiSolutions.tier1.title',
        message: 'Tier-1 support automation',
      }),
      description: translate({
        id: 'industry.technology.aiSolutions.tier1.description',
        message:
          'How-to questions, account issues and known errors resolved instantly, so 80% of tickets never reach your queue.',
      }),
    },
    {
      icon: 'users',
      title: translate({
        id: 'industry.technology.aiSolutions.onboarding.title',
        message: 'Guided onboarding',
      }),
      description: translate({
        id: 'industry.technology.aiSolutions.onboarding.description',
        message: 'New users get step-by-step help with setup, integrations and first results inside your product.',
      }),
    },
    {
      icon: 'book',
      title: translate({
        id: 'industry.technology.aiSolutions.docs.title',
        message: 'Documentation assistant',
      }),
      description: translate({
        id: 'industry.technology.aiSolutions.docs.description',
        message: 'Developers ask in plain language and get the exact answer from your docs, with the source linked.',
      }),
    },
    {
      icon: 'bolt',
      title: translate({
        id: 'industry.technology.aiSolutions.escalation.title',
        message: 'Smart escalation',
      }),
      description: translate({
        id: 'industry.technology.aiSolutions.escalation.description',
        message:
          'Real bugs reach your engineers as complete tickets: steps, environment, account and conversation included.',
      }),
    },
  ],
  howItWorks: [
    {
      icon: 'book',
      title: translate({
        id: 'industry.technology.howItWorks.sources.title',
        message: 'Connect your sources',
      }),
      description: translate({
        id: 'industry.technology.howItWorks.sources.description',
        message: 'Docs, help center, release notes and resolved tickets become the knowledge base.',
      }),
    },
    {
      icon: 'link',
      title: translate({
        id: 'industry.technology.howItWorks.helpdesk.title',
        message: 'Plug into your help desk',
      }),
      description: translate({
        id: 'industry.technology.howItWorks.helpdesk.description',
        message: 'Zendesk, Salesforce, HubSpot or your own system through the API.',
      }),
    },
    {
      icon: 'gear',
      title: translate({
        id: 'industry.technology.howItWorks.embed.title',
        message: 'Embed it in your product',
      }),
      description: translate({
        id: 'industry.technology.howItWorks.embed.description',
        message: 'One snippet adds the agent to your app, website and documentation.',
      }),
    },
    {
      icon: 'chart',
      title: translate({
        id: 'industry.technology.howItWorks.launch.title',
        message: 'Go live in 2-4 weeks',
      }),
      description: translate({
        id: 'industry.technology.howItWorks.launch.description',
        message: 'Launch, watch resolution and deflection rates, and fill the gaps the agent reports.',
      }),
    },
  ],
  keyBenefits: [
    {
      icon: 'check',
      title: translate({
        id: 'industry.technology.keyBenefits.resolution.title',
        message: 'Most tickets resolved',
      }),
      description: translate({
        id: 'industry.technology.keyBenefits.resolution.description',
        message: '80% of tickets are resolved without an engineer.',
      }),
    },
    {
      icon: 'clock',
      title: translate({
        id: 'industry.technology.keyBenefits.wait.title',
        message: 'No more waiting',
      }),
      description: translate({
        id: 'industry.technology.keyBenefits.wait.description',
        message: 'Wait times drop by 85%, even during launches and incidents.',
      }),
    },
    {
      icon: 'gear',
      title: translate({
        id: 'industry.technology.keyBenefits.engineers.title',
        message: 'Engineers on the roadmap',
      }),
      description: translate({
        id: 'industry.technology.keyBenefits.engineers.description',
        message: 'Fewer escalations, and the ones that arrive are complete.',
      }),
    },
    {
      icon: 'globe',
      title: translate({
        id: 'industry.technology.keyBenefits.languages.title',
        message: 'Global users',
      }),
      description: translate({
        id: 'industry.technology.keyBenefits.languages.description',
        message: 'Support users in over 100 languages from English documentation.',
      }),
    },
  ],
  faqItems: [
    {
      question: translate({
        id: 'industry.technology.faq.resolution.question',
        message: 'What share of tickets can the agent resolve?',
      }),
      answer: translate({
        id: 'industry.technology.faq.resolution.answer',
        message:
          'Technology companies resolve 80% of tickets automatically; teams with thorough documentation reach 85% ticket resolution.',
      }),
    },
    {
      question: translate({
        id: 'industry.technology.faq.timeline.question',
        message: 'How long does implementation take?',
      }),
      answer: translate({
        id: 'industry.technology.faq.timeline.answer',
        message:
          'Implementation takes 2-4 weeks: connecting your docs and help desk, testing on real past tickets, then launch.',
      }),
    },
    {
      question: translate({
        id: 'industry.technology.faq.accuracy.question',
        message: 'What if the answer is not in our docs?',
      }),
      answer: translate({
        id: 'industry.technology.faq.accuracy.answer',
        message:
          'The agent says so instead of guessing, escalates the question and reports the gap, so your documentation improves with every conversation.',
      }),
    },
    {
      question: translate({
        id: 'industry.technology.faq.api.question',
        message: 'Can we use the agent through an API?',
      }),
      answer: translate({
        id: 'industry.technology.faq.api.answer',
        message:
          'Yes. The REST API lets you ask questions, read conversations and add knowledge, with client libraries for Node.js, Python, PHP, Ruby, Java and Go.',
      }),
    },
  ],
  useCases: [
    translate({id: 'industry.technology.useCases.tier1', message: 'Tier-1 support and known issues'}),
    translate({id: 'industry.technology.useCases.onboarding', message: 'User onboarding and setup help'}),
    translate({id: 'industry.technology.useCases.docs', message: 'Answers from developer documentation'}),
    translate({id: 'industry.technology.useCases.billing', message: 'Account and billing questions'}),
    translate({id: 'industry.technology.useCases.escalation', message: 'Bug triage and escalation'}),
  ],
  benefits: [
    translate({id: 'industry.technology.benefits.resolved', message: '80% of tickets resolved'}),
    translate({id: 'industry.technology.benefits.wait', message: 'Wait times down 85%'}),
    translate({id: 'industry.technology.benefits.launch', message: 'Implementation in 2-4 weeks'}),
    translate({id: 'industry.technology.benefits.engineers', message: 'Engineers freed for product work'}),
    translate({id: 'industry.technology.benefits.docs', message: 'Documentation that improves itself'}),
  ],
  seoTitle: translate({
    id: 'industry.technology.seoTitle',
    message: 'AI Agents for Technology and SaaS: Support, Onboarding and Docs',
  }),
  seoDescription: translate({
    id: 'industry.technology.seoDescription',
    message:
      'AI support agents for software companies: 80% of tickets resolved automatically, wait times down 85%, guided onboarding and docs answers. Live in 2-4 weeks.',
  }),
  seoKeywords: translate({
    id: 'industry.technology.seoKeywords',
    message:
      'SaaS AI agent, technical support automation, user onboarding assistant, documentation chatbot, ticket deflection',
  }),
  schemaType: 'Service',
  callToAction: {
    title: translate({
      id: 'industry.technology.cta.title',
      message: 'Let your engineers build, not answer tickets',
    }),
    description: translate({
      id: 'industry.technology.cta.description',
      message: 'Connect your docs in a live demo and watch the agent resolve your real tickets.',
    }),
    buttonText: translate({id: 'industry.technology.cta.button', message: 'Book a Demo'}),
    buttonLink: externalLinks.demoScheduler,
  },
  technology: {
    challenges: [
      {
        icon: 'chart',
        title: translate({
          id: 'industry.technology.challenges.volume.title',
          message: 'Ticket volume grows with every release',
        }),
        description: translate({
          id: 'industry.technology.challenges.volume.description',
          message: 'More users mean more how-to questions, and hiring cannot keep pace.',
        }),
      },
      {
        icon: 'clock',
        title: translate({
          id: 'industry.technology.challenges.wait.title',
          message: 'Long waits at peak times',
        }),
        description: translate({
          id: 'industry.technology.challenges.wait.description',
          message: 'Launches and incidents flood the queue just when users need help most.',
        }),
      },
      {
        icon: 'users',
        title: translate({
          id: 'industry.technology.challenges.onboarding.title',
          message: 'Onboarding eats success time',
        }),
        description: translate({
          id: 'industry.technology.challenges.onboarding.description',
          message: 'Customer success managers repeat the same setup walkthroughs every week.',
        }),
      },
      {
        icon: 'search',
        title: translate({
          id: 'industry.technology.challenges.docs.title',
          message: 'Docs nobody can find',
        }),
        description: translate({
          id: 'industry.technology.challenges.docs.description',
          message: 'The answer exists, but users open a ticket instead of searching.',
        }),
      },
    ],
    solutions: [
      {
        icon: 'check',
        title: translate({
          id: 'industry.technology.solutions.volume.title',
          message: '80% of tickets resolved automatically',
        }),
        description: translate({
          id: 'industry.technology.solutions.volume.description',
          message: 'The agent scales with your user base, not with your headcount.',
        }),
      },
      {
        icon: 'bolt',
        title: translate({
          id: 'industry.technology.solutions.wait.title',
          message: 'Wait times down 85%',
        }),
        description: translate({
          id: 'industry.technology.solutions.wait.description',
          message: 'Every user gets an instant first answer, however many are asking.',
        }),
      },
      {
        icon: 'users',
        title: translate({
          id: 'industry.technology.solutions.onboarding.title',
          message: 'Self-serve onboarding',
        }),
        description: translate({
          id: 'industry.technology.solutions.onboarding.description',
          message: 'Guided setup inside the product, with a success manager only when it matters.',
        }),
      },
      {
        icon: 'book',
        title: translate({
          id: 'industry.technology.solutions.docs.title',
          message: 'Docs that answer back',
        }),
        description: translate({
          id: 'industry.technology.solutions.docs.description',
          message: 'Questions in plain language, answers with a link to the exact page.',
        }),
      },
    ],
    tabs: [
      {
        id: 'support',
        label: translate({id: 'industry.technology.tabs.support.label', message: 'Support'}),
        title: translate({
          id: 'industry.technology.tabs.support.title',
          message: 'Resolve tickets before they are filed',
        }),
        description: translate({
          id: 'industry.technology.tabs.support.description',
          message:
            'The agent sits in your app and help center, answers from your knowledge base and opens a complete ticket only when a person is needed.',
        }),
        points: [
          translate({
            id: 'industry.technology.tabs.support.point.known',
            message: 'Known issues and workarounds explained instantly',
          }),
          translate({
            id: 'industry.technology.tabs.support.point.account',
            message: 'Account, plan and billing questions answered from your systems',
          }),
          translate({
            id: 'industry.technology.tabs.support.point.handoff',
            message: 'Handoff to your team with the full conversation attached',
          }),
        ],
        highlight: {
          value: translate({id: 'industry.technology.tabs.support.highlight.value', message: '80%'}),
          label: translate({
            id: 'industry.technology.tabs.support.highlight.label',
            message: 'of tickets resolved without an engineer',
          }),
        },
      },
      {
        id: 'onboarding',
        label: translate({id: 'industry.technology.tabs.onboarding.label', message: 'Onboarding'}),
        title: translate({
          id: 'industry.technology.tabs.onboarding.title',
          message: 'Get every new user to their first result',
        }),
        description: translate({
          id: 'industry.technology.tabs.onboarding.description',
          message:
            'New users ask how to set things up and the agent walks them through it, step by step, in their own language.',
        }),
        points: [
          translate({
            id: 'industry.technology.tabs.onboarding.point.setup',
            message: 'Setup and integration walkthroughs',
          }),
          translate({
            id: 'industry.technology.tabs.onboarding.point.features',
            message: 'Feature discovery at the moment it is useful',
          }),
          translate({
            id: 'industry.technology.tabs.onboarding.point.csm',
            message: 'Customer success brought in for strategic accounts',
          }),
        ],
        highlight: {
          value: '24/7',
          label: translate({
            id: 'industry.technology.tabs.onboarding.highlight.label',
            message: 'guidance inside your product',
          }),
        },
      },
      {
        id: 'documentation',
        label: translate({
          id: 'industry.technology.tabs.documentation.label',
          message: 'Documentation',
        }),
        title: translate({
          id: 'industry.technology.tabs.documentation.title',
          message: 'Make your docs conversational',
        }),
        description: translate({
          id: 'industry.technology.tabs.documentation.description',
          message:
            'Developers ask in plain language and get precise answers and code examples from your documentation and API reference.',
        }),
        points: [
          translate({
            id: 'industry.technology.tabs.documentation.point.sources',
            message: 'Every answer links to its source page',
          }),
          translate({
            id: 'industry.technology.tabs.documentation.point.versions',
            message: 'Answers match the version the developer uses',
          }),
          translate({
            id: 'industry.technology.tabs.documentation.point.gaps',
            message: 'Unanswered questions reported as documentation gaps',
          }),
        ],
        highlight: {
          value: translate({
            id: 'industry.technology.tabs.documentation.highlight.value',
            message: '100+',
          }),
          label: translate({
            id: 'industry.technology.tabs.documentation.highlight.label',
            message: 'languages from one set of docs',
          }),
        },
      },
    ],
    successStories: [
      {
        company: translate({
          id: 'industry.technology.stories.cloudledger.company',
          message: 'CloudLedger (accounting software)',
        }),
        results: [
          translate({
            id: 'industry.technology.stories.cloudledger.result.resolution',
            message: '85% ticket resolution in the first quarter',
          }),
          translate({
            id: 'industry.technology.stories.cloudledger.result.hires',
            message: 'Support team unchanged while users doubled',
          }),
        ],
        testimonial: translate({
          id: 'industry.technology.stories.cloudledger.testimonial',
          message:
            'We doubled our user base without growing the support team. The agent answers from our docs better than our old search ever did.',
        }),
        author: translate({
          id: 'industry.technology.stories.cloudledger.author',
          message: 'Head of Customer Support',
        }),
      },
      {
        company: translate({
          id: 'industry.technology.stories.shipfast.company',
          message: 'ShipFast (developer tools)',
        }),
        results: [
          translate({
            id: 'industry.technology.stories.shipfast.result.wait',
            message: 'Wait times down 85%',
          }),
          translate({
            id: 'industry.technology.stories.shipfast.result.launch',
            message: 'Live in 3 weeks',
          }),
        ],
        testimonial: translate({
          id: 'industry.technology.stories.shipfast.testimonial',
          message:
            'Launch days used to bury us in tickets. Now users get an answer in seconds and the bugs that reach engineering come with everything we need to reproduce them.',
        }),
        author: translate({
          id: 'industry.technology.stories.shipfast.author',
          message: 'VP of Engineering',
        }),
      },
    ],
  },
};

export default technology;
