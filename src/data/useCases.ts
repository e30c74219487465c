/**
 * The four use-case pages (SPEC §2 "Use-case pages", §3 "Use-case content", §9 figures).
 * Each is served at its canonical /use-cases/{slug} and at one /solutions/... alias; ids, English
 * titles and both paths live in src/config/ids.ts, this module adds the translated copy.
 */
import {translate} from '@docusaurus/Translate';
import {pathForUseCase, useCaseIds, useCaseRoutes, type UseCaseId} from '@site/src/config/ids';
import type {ContentEntry, FaqItem, HeroImage, Highlight} from '@site/src/data/industryContent/types';

/** A worked example of the 'How' section. */
export type UseCaseExample = {
  title: string;
  description: string;
  /** What the agent does, in order. */
  steps: readonly string[];
  /** The outcome, one sentence. */
  result: string;
};

/** Structured data of the page (SPEC §9 "Structured data"). */
export type UseCaseService = {
  /** schema.org serviceType, in English in every locale. */
  serviceType: string;
  /** Price in USD as schema.org expects it ('349'); absent when the page quotes none. */
  price?: string;
  areaServed: string;
};

export type UseCase = {
  id: UseCaseId;
  /** English title, the source of the slug (SPEC §2 use-case slug rule); never shown. */
  title: string;
  /** slugForUseCase(title). */
  slug: string;
  /** Canonical path, /use-cases/{slug}. */
  path: string;
  /** Display name, translated (cards, breadcrumbs). */
  label: string;
  /** Small line above the h1. */
  eyebrow: string;
  /** The page's h1. */
  heroTitle: string;
  heroLead: string;
  heroImage: HeroImage;
  /** Figures of SPEC §9 shown in the 'features' band. */
  highlights: readonly Highlight[];
  what: {title: string; paragraphs: readonly string[]; points: readonly string[]};
  why: {title: string; intro: string; benefits: readonly ContentEntry[]};
  how: {title: string; intro: string; examples: readonly UseCaseExample[]};
  faqItems: readonly FaqItem[];
  callToAction: {title: string; description: string};
  seoTitle: string;
  seoDescription: string;
  /** Comma-separated, one translation id for the whole list. */
  seoKeywords: string;
  service: UseCaseService;
};

/** The id is the slug of the English title (SPEC §2 slug rule; tests/unit/data/useCases.test.ts). */
function paths(id: UseCaseId): {id: UseCaseId; title: string; slug: string; path: string} {
  return {id, title: useCaseRoutes[id].title, slug: id, path: pathForUseCase(id)};
}

const customerSupport: UseCase = {
  ...paths('customer-support'),
  label: translate({id: 'useCase.customerSupport.label', message: 'Customer Support Automation'}),
  eyebrow: translate({id: 'useCase.customerSupport.eyebrow', message: 'AI assistants'}),
  heroTitle: translate({
    id: 'useCase.customerSupport.heroTitle',
    message: 'Customer Support Automation',
  }),
  heroLead: translate({
    id: 'useCase.customerSupport.heroLead',
    message:
      'An AI agent that answers your customers instantly from your own knowledge base, day and night, and brings in your team when a human touch is needed.',
  }),
  heroImage: {
    src: '/img/use-cases/customer-support.svg',
    alt: translate({
      id: 'useCase.customerSupport.heroImage.alt',
      message:
        'A support chat in which the agent answers a customer and offers to connect a colleague, beside a headset icon.',
    }),
  },
  highlights: [
    {
      value: translate({id: 'useCase.customerSupport.highlight.routine.value', message: '80%'}),
      label: translate({
        id: 'useCase.customerSupport.highlight.routine.label',
        message: 'of routine inquiries automated',
      }),
    },
    {
      value: translate({id: 'useCase.customerSupport.highlight.cost.value', message: 'Up to 70%'}),
      label: translate({
        id: 'useCase.customerSupport.highlight.cost.label',
        message: 'lower support costs',
      }),
    },
    {
      value: translate({id: 'useCase.customerSupport.highlight.time.value', message: 'Up to 85%'}),
      label: translate({
        id: 'useCase.customerSupport.highlight.time.label',
        message: 'less time spent per inquiry',
      }),
    },
    {
      value: '24/7',
      label: translate({
        id: 'useCase.customerSupport.highlight.allDay.label',
        message: 'in over 100 languages',
      }),
    },
  ],
  what: {
    title: translate({
      id: 'useCase.customerSupport.what.title',
      message: 'What is customer support automation?',
    }),
    paragraphs: [
      translate({
        id: 'useCase.customerSupport.what.p1',
        message:
          'Customer support automation puts an AI agent at the front of your support channels. It reads the question, finds the answer in your help articles, policies and product data, and replies in a natural conversation, in the customer’s language.',
      }),
      translate({
        id: 'useCase.customerSupport.what.p2',
        message:
          'Unlike a scripted chatbot, it understands questions phrased in any way, and unlike a search box it gives one clear answer. When a case needs a person, it hands over with the full conversation so nobody has to start again.',
      }),
    ],
    points: [
      translate({
        id: 'useCase.customerSupport.what.point.knowledge',
        message: 'Answers only from your private knowledge base',
      }),
      translate({id: 'useCase.customerSupport.what.point.allDay', message: 'Available 24/7'}),
      translate({
        id: 'useCase.customerSupport.what.point.languages',
        message: 'Speaks over 100 languages',
      }),
      translate({
        id: 'useCase.customerSupport.what.point.handoff',
        message: 'Hands off to a human with full context',
      }),
    ],
  },
  why: {
    title: translate({
      id: 'useCase.customerSupport.why.title',
      message: 'Why automate customer support?',
    }),
    intro: translate({
      id: 'useCase.customerSupport.why.intro',
      message:
        'Most support conversations repeat the same few questions. Automating them changes the economics of your support team.',
    }),
    benefits: [
      {
        icon: 'chart',
        title: translate({id: 'useCase.customerSupport.why.cost.title', message: 'Lower costs'}),
        description: translate({
          id: 'useCase.customerSupport.why.cost.description',
          message: 'Support costs fall by up to 70% as the agent absorbs the repetitive volume.',
        }),
      },
      {
        icon: 'clock',
        title: translate({id: 'useCase.customerSupport.why.time.title', message: 'Faster resolution'}),
        description: translate({
          id: 'useCase.customerSupport.why.time.description',
          message: 'Customers get an answer in seconds, and your team spends up to 85% less time per inquiry.',
        }),
      },
      {
        icon: 'users',
        title: translate({
          id: 'useCase.customerSupport.why.team.title',
          message: 'A team focused on what matters',
        }),
        description: translate({
          id: 'useCase.customerSupport.why.team.description',
          message:
            'With 80% of routine inquiries automated, your people handle the conversations that really need them.',
        }),
      },
    ],
  },
  how: {
    title: translate({
      id: 'useCase.customerSupport.how.title',
      message: 'How customer support automation works in practice',
    }),
    intro: translate({
      id: 'useCase.customerSupport.how.intro',
      message: 'Three conversations the agent handles every day for our customers.',
    }),
    examples: [
      {
        title: translate({
          id: 'useCase.customerSupport.how.orders.title',
          message: 'Order and account questions',
        }),
        description: translate({
          id: 'useCase.customerSupport.how.orders.description',
          message: 'Where is my order, how do I change my address, why was I charged twice?',
        }),
        steps: [
          translate({
            id: 'useCase.customerSupport.how.orders.step1',
            message: 'Identifies the customer and the order',
          }),
          translate({
            id: 'useCase.customerSupport.how.orders.step2',
            message: 'Looks up the status in your systems',
          }),
          translate({
            id: 'useCase.customerSupport.how.orders.step3',
            message: 'Answers, or makes the change the customer asks for',
          }),
        ],
        result: translate({
          id: 'useCase.customerSupport.how.orders.result',
          message: 'Resolved in one conversation, with no ticket created.',
        }),
      },
      {
        title: translate({
          id: 'useCase.customerSupport.how.troubleshooting.title',
          message: 'Troubleshooting',
        }),
        description: translate({
          id: 'useCase.customerSupport.how.troubleshooting.description',
          message: 'A customer’s device, account or service does not work as expected.',
        }),
        steps: [
          translate({
            id: 'useCase.customerSupport.how.troubleshooting.step1',
            message: 'Asks the diagnostic questions from your guides',
          }),
          translate({
            id: 'useCase.customerSupport.how.troubleshooting.step2',
            message: 'Walks the customer through the fix step by step',
          }),
          translate({
            id: 'useCase.customerSupport.how.troubleshooting.step3',
            message: 'Confirms the problem is solved before closing',
          }),
        ],
        result: translate({
          id: 'useCase.customerSupport.how.troubleshooting.result',
          message: 'Most issues fixed without waiting for a technician.',
        }),
      },
      {
        title: translate({
          id: 'useCase.customerSupport.how.handoff.title',
          message: 'Handoff of complex cases',
        }),
        description: translate({
          id: 'useCase.customerSupport.how.handoff.description',
          message: 'A complaint, a special request or an upset customer.',
        }),
        steps: [
          translate({
            id: 'useCase.customerSupport.how.handoff.step1',
            message: 'Recognises that a person is needed',
          }),
          translate({
            id: 'useCase.customerSupport.how.handoff.step2',
            message: 'Summarises the case for your team',
          }),
          translate({
            id: 'useCase.customerSupport.how.handoff.step3',
            message: 'Transfers the conversation with its full history',
          }),
        ],
        result: translate({
          id: 'useCase.customerSupport.how.handoff.result',
          message: 'Your colleague starts informed and the customer never repeats themselves.',
        }),
      },
    ],
  },
  faqItems: [
    {
      question: translate({
        id: 'useCase.customerSupport.faq.share.question',
        message: 'What share of inquiries can be automated?',
      }),
      answer: translate({
        id: 'useCase.customerSupport.faq.share.answer',
        message:
          'Typically 80% of routine inquiries, such as order status, opening hours, policies and account questions. Complex or sensitive cases go to your team.',
      }),
    },
    {
      question: translate({
        id: 'useCase.customerSupport.faq.savings.question',
        message: 'How much can we save?',
      }),
      answer: translate({
        id: 'useCase.customerSupport.faq.savings.answer',
        message:
          'Support costs fall by up to 70% and time spent per inquiry by up to 85%. The ROI calculator on our home page estimates the figure for your team.',
      }),
    },
    {
      question: translate({
        id: 'useCase.customerSupport.faq.knowledge.question',
        message: 'Where do the answers come from?',
      }),
      answer: translate({
        id: 'useCase.customerSupport.faq.knowledge.answer',
        message:
          'Only from your private knowledge base: the help articles, documents and data you connect. The agent does not invent policies or prices.',
      }),
    },
    {
      question: translate({
        id: 'useCase.customerSupport.faq.handoff.question',
        message: 'Can customers still talk to a person?',
      }),
      answer: translate({
        id: 'useCase.customerSupport.faq.handoff.answer',
        message:
          'Yes, at any time. The agent hands the conversation to your team with its full history, inside the tools you already use.',
      }),
    },
    {
      question: translate({
        id: 'useCase.customerSupport.faq.channels.question',
        message: 'Which channels does it cover?',
      }),
      answer: translate({
        id: 'useCase.customerSupport.faq.channels.answer',
        message:
          'Your website chat out of the box, plus your CRM and help desk, and any other channel through our API and Zapier.',
      }),
    },
    {
      question: translate({
        id: 'useCase.customerSupport.faq.start.question',
        message: 'How quickly can we start?',
      }),
      answer: translate({
        id: 'useCase.customerSupport.faq.start.answer',
        message:
          'You can start in 1-2 days with your existing help content, without a big technical team.',
      }),
    },
  ],
  callToAction: {
    title: translate({
      id: 'useCase.customerSupport.cta.title',
      message: 'Answer every customer, instantly',
    }),
    description: translate({
      id: 'useCase.customerSupport.cta.description',
      message: 'See the agent answer your real customer questions in a live demo.',
    }),
  },
  seoTitle: translate({
    id: 'useCase.customerSupport.seoTitle',
    message: 'Customer Support Automation with AI Agents',
  }),
  seoDescription: translate({
    id: 'useCase.customerSupport.seoDescription',
    message:
      'Automate 80% of routine inquiries with an AI agent that answers 24/7 from your knowledge base. Up to 70% lower support costs.',
  }),
  seoKeywords: translate({
    id: 'useCase.customerSupport.seoKeywords',
    message:
      'customer support automation, AI support agent, AI assistant, help desk automation, 24/7 customer service',
  }),
  service: {serviceType: 'AI Customer Support Automation', areaServed: 'Global'},
};

const documentation: UseCase = {
  ...paths('documentation'),
  label: translate({id: 'useCase.documentation.label', message: 'Documentation Assistance'}),
  eyebrow: translate({id: 'useCase.documentation.eyebrow', message: 'Natural language processing'}),
  heroTitle: translate({
    id: 'useCase.documentation.heroTitle',
    message: 'AI Documentation Assistance',
  }),
  heroLead: translate({
    id: 'useCase.documentation.heroLead',
    message:
      'Turn manuals, policies and help centers into a conversation: people ask in their own words and get the precise answer, with its source.',
  }),
  heroImage: {
    src: '/img/use-cases/documentation.svg',
    alt: translate({
      id: 'useCase.documentation.heroImage.alt',
      message:
        'A stack of documents with a highlighted paragraph that a chat bubble quotes as the answer to a question.',
    }),
  },
  highlights: [
    {
      value: translate({id: 'useCase.documentation.highlight.resolution.value', message: '85%'}),
      label: translate({
        id: 'useCase.documentation.highlight.resolution.label',
        message: 'resolution rate',
      }),
    },
    {
      value: translate({id: 'useCase.documentation.highlight.languages.value', message: '100+'}),
      label: translate({
        id: 'useCase.documentation.highlight.languages.label',
        message: 'languages from one set of documents',
      }),
    },
    {
      value: '24/7',
      label: translate({
        id: 'useCase.documentation.highlight.allDay.label',
        message: 'answers, with sources',
      }),
    },
    {
      value: translate({id: 'useCase.documentation.highlight.start.value', message: '1-2 days'}),
      label: translate({
        id: 'useCase.documentation.highlight.start.label',
        message: 'to get started',
      }),
    },
  ],
  what: {
    title: translate({
      id: 'useCase.documentation.what.title',
      message: 'What is AI documentation assistance?',
    }),
    paragraphs: [
      translate({
        id: 'useCase.documentation.what.p1',
        message:
          'Documentation assistance uses natural language processing to understand a question and find the passage in your documents that answers it. The agent then replies in plain language and links to the page it used.',
      }),
      translate({
        id: 'useCase.documentation.what.p2',
        message:
          'It works for customers reading your help center, employees looking for a procedure and developers searching your API reference, and it always stays within the documents you provide.',
      }),
    ],
    points: [
      translate({
        id: 'useCase.documentation.what.point.plain',
        message: 'Questions in plain language, not keywords',
      }),
      translate({
        id: 'useCase.documentation.what.point.sources',
        message: 'Every answer cites its source',
      }),
      translate({
        id: 'useCase.documentation.what.point.private',
        message: 'Only your private knowledge base is used',
      }),
      translate({
        id: 'useCase.documentation.what.point.gaps',
        message: 'Unanswered questions reveal documentation gaps',
      }),
    ],
  },
  why: {
    title: translate({
      id: 'useCase.documentation.why.title',
      message: 'Why add an assistant to your documentation?',
    }),
    intro: translate({
      id: 'useCase.documentation.why.intro',
      message:
        'Good documentation only helps when people find the right page. An assistant closes the gap between the question and the answer.',
    }),
    benefits: [
      {
        icon: 'search',
        title: translate({id: 'useCase.documentation.why.find.title', message: 'Answers, not search results'}),
        description: translate({
          id: 'useCase.documentation.why.find.description',
          message: 'People get one precise answer instead of ten links to read through.',
        }),
      },
      {
        icon: 'check',
        title: translate({id: 'useCase.documentation.why.consistent.title', message: 'Consistent and current'}),
        description: translate({
          id: 'useCase.documentation.why.consistent.description',
          message: 'Everyone gets the same answer from the latest version of your documents.',
        }),
      },
      {
        icon: 'globe',
        title: translate({id: 'useCase.documentation.why.languages.title', message: 'Every language'}),
        description: translate({
          id: 'useCase.documentation.why.languages.description',
          message: 'Write your documents once and answer readers in over 100 languages.',
        }),
      },
    ],
  },
  how: {
    title: translate({
      id: 'useCase.documentation.how.title',
      message: 'How documentation assistance works in practice',
    }),
    intro: translate({
      id: 'useCase.documentation.how.intro',
      message: 'Three places where an assistant makes documentation useful.',
    }),
    examples: [
      {
        title: translate({id: 'useCase.documentation.how.helpCenter.title', message: 'Customer help center'}),
        description: translate({
          id: 'useCase.documentation.how.helpCenter.description',
          message: 'Customers ask how to use a feature or fix a problem.',
        }),
        steps: [
          translate({
            id: 'useCase.documentation.how.helpCenter.step1',
            message: 'Understands the question, however it is phrased',
          }),
          translate({
            id: 'useCase.documentation.how.helpCenter.step2',
            message: 'Finds the matching section in your help articles',
          }),
          translate({
            id: 'useCase.documentation.how.helpCenter.step3',
            message: 'Answers in plain language with a link to the article',
          }),
        ],
        result: translate({
          id: 'useCase.documentation.how.helpCenter.result',
          message: 'Fewer tickets for questions your help center already answers.',
        }),
      },
      {
        title: translate({id: 'useCase.documentation.how.internal.title', message: 'Internal knowledge and SOPs'}),
        description: translate({
          id: 'useCase.documentation.how.internal.description',
          message: 'Employees need a procedure, a policy or a form.',
        }),
        steps: [
          translate({
            id: 'useCase.documentation.how.internal.step1',
            message: 'Searches your handbooks and standard operating procedures',
          }),
          translate({
            id: 'useCase.documentation.how.internal.step2',
            message: 'Gives the steps in order, for the employee’s role',
          }),
          translate({
            id: 'useCase.documentation.how.internal.step3',
            message: 'Points to the owner of the process for exceptions',
          }),
        ],
        result: translate({
          id: 'useCase.documentation.how.internal.result',
          message: 'New hires become productive sooner and experts are interrupted less.',
        }),
      },
      {
        title: translate({id: 'useCase.documentation.how.developers.title', message: 'Developer documentation'}),
        description: translate({
          id: 'useCase.documentation.how.developers.description',
          message: 'Developers integrate your API or SDK.',
        }),
        steps: [
          translate({
            id: 'useCase.documentation.how.developers.step1',
            message: 'Finds the endpoint or method that fits the task',
          }),
          translate({
            id: 'useCase.documentation.how.developers.step2',
            message: 'Shows a code example from your reference',
          }),
          translate({
            id: 'useCase.documentation.how.developers.step3',
            message: 'Links the exact page of the API reference',
          }),
        ],
        result: translate({
          id: 'useCase.documentation.how.developers.result',
          message: 'Faster integrations and fewer questions to your engineers.',
        }),
      },
    ],
  },
  faqItems: [
    {
      question: translate({
        id: 'useCase.documentation.faq.formats.question',
        message: 'Which document formats can we use?',
      }),
      answer: translate({
        id: 'useCase.documentation.faq.formats.answer',
        message:
          'Web pages, help center articles, PDFs and text documents. You can add and update content at any time through the dashboard or the API.',
      }),
    },
    {
      question: translate({
        id: 'useCase.documentation.faq.accuracy.question',
        message: 'What if the answer is not in our documents?',
      }),
      answer: translate({
        id: 'useCase.documentation.faq.accuracy.answer',
        message:
          'The agent says it does not know instead of guessing, offers a person, and records the question so you can fill the gap.',
      }),
    },
    {
      question: translate({
        id: 'useCase.documentation.faq.private.question',
        message: 'Is our documentation kept private?',
      }),
      answer: translate({
        id: 'useCase.documentation.faq.private.answer',
        message:
          'Yes. Your knowledge base is used only for your agent, encrypted with TLS 1.3 in transit and AES-256 at rest.',
      }),
    },
    {
      question: translate({
        id: 'useCase.documentation.faq.languages.question',
        message: 'Do we need to translate our documents?',
      }),
      answer: translate({
        id: 'useCase.documentation.faq.languages.answer',
        message:
          'No. The agent reads your documents in their original language and answers in any of over 100 languages.',
      }),
    },
    {
      question: translate({
        id: 'useCase.documentation.faq.internal.question',
        message: 'Can we use it for internal documentation only?',
      }),
      answer: translate({
        id: 'useCase.documentation.faq.internal.answer',
        message:
          'Yes. Internal agents answer employees from handbooks and procedures and are not visible to the public.',
      }),
    },
    {
      question: translate({
        id: 'useCase.documentation.faq.updates.question',
        message: 'How do answers stay up to date?',
      }),
      answer: translate({
        id: 'useCase.documentation.faq.updates.answer',
        message:
          'Connect your sources once and the knowledge base follows their changes, so answers always reflect the current version.',
      }),
    },
  ],
  callToAction: {
    title: translate({
      id: 'useCase.documentation.cta.title',
      message: 'Make your documentation answer back',
    }),
    description: translate({
      id: 'useCase.documentation.cta.description',
      message: 'Bring a document to the demo and ask the agent anything about it.',
    }),
  },
  seoTitle: translate({
    id: 'useCase.documentation.seoTitle',
    message: 'AI Documentation Assistant: Answers from Your Knowledge Base',
  }),
  seoDescription: translate({
    id: 'useCase.documentation.seoDescription',
    message:
      'An AI assistant that answers questions from your manuals, help center and SOPs in plain language, with sources, 24/7 and in over 100 languages.',
  }),
  seoKeywords: translate({
    id: 'useCase.documentation.seoKeywords',
    message:
      'AI documentation assistant, natural language processing, knowledge base chatbot, help center AI, SOP assistant',
  }),
  service: {serviceType: 'AI Documentation Assistance', areaServed: 'Global'},
};

const processAutomation: UseCase = {
  ...paths('process-automation'),
  label: translate({id: 'useCase.processAutomation.label', message: 'Process Automation'}),
  eyebrow: translate({id: 'useCase.processAutomation.eyebrow', message: 'Workflow automation'}),
  heroTitle: translate({
    id: 'useCase.processAutomation.heroTitle',
    message: 'Intelligent Process Automation',
  }),
  heroLead: translate({
    id: 'useCase.processAutomation.heroLead',
    message:
      'AI agents that read documents, make rule-based decisions and move work between your systems, so your team handles exceptions instead of paperwork.',
  }),
  heroImage: {
    src: '/img/use-cases/process-automation.svg',
    alt: translate({
      id: 'useCase.processAutomation.heroImage.alt',
      message:
        'A workflow of connected steps, from an incoming invoice to an approval check mark, run by an AI agent.',
    }),
  },
  highlights: [
    {
      value: translate({id: 'useCase.processAutomation.highlight.faster.value', message: 'Up to 90%'}),
      label: translate({
        id: 'useCase.processAutomation.highlight.faster.label',
        message: 'faster processing',
      }),
    },
    {
      value: translate({id: 'useCase.processAutomation.highlight.errors.value', message: 'Over 95%'}),
      label: translate({
        id: 'useCase.processAutomation.highlight.errors.label',
        message: 'fewer errors',
      }),
    },
    {
      value: translate({id: 'useCase.processAutomation.highlight.accuracy.value', message: '99.5%+'}),
      label: translate({
        id: 'useCase.processAutomation.highlight.accuracy.label',
        message: 'accuracy',
      }),
    },
    {
      value: translate({id: 'useCase.processAutomation.highlight.live.value', message: '2-4 weeks'}),
      label: translate({
        id: 'useCase.processAutomation.highlight.live.label',
        message: 'to go live',
      }),
    },
  ],
  what: {
    title: translate({
      id: 'useCase.processAutomation.what.title',
      message: 'What is Intelligent Process Automation?',
    }),
    paragraphs: [
      translate({
        id: 'useCase.processAutomation.what.p1',
        message:
          'Intelligent process automation combines workflow automation with AI that understands documents and language. Where classic automation breaks on an unexpected format, the agent reads the invoice, the email or the form the way a person would.',
      }),
      translate({
        id: 'useCase.processAutomation.what.p2',
        message:
          'It applies your business rules, updates your systems and asks a person to decide only when a case falls outside the rules, with everything they need on one screen.',
      }),
    ],
    points: [
      translate({
        id: 'useCase.processAutomation.what.point.documents',
        message: 'Reads documents, emails and forms',
      }),
      translate({
        id: 'useCase.processAutomation.what.point.rules',
        message: 'Applies your business rules consistently',
      }),
      translate({
        id: 'useCase.processAutomation.what.point.systems',
        message: 'Updates your systems through integrations and the API',
      }),
      translate({
        id: 'useCase.processAutomation.what.point.exceptions',
        message: 'Sends exceptions to the right person',
      }),
    ],
  },
  why: {
    title: translate({
      id: 'useCase.processAutomation.why.title',
      message: 'Why implement intelligent process automation?',
    }),
    intro: translate({
      id: 'useCase.processAutomation.why.intro',
      message: 'Three reasons our customers automate their back-office processes.',
    }),
    benefits: [
      {
        icon: 'bolt',
        title: translate({id: 'useCase.processAutomation.why.efficiency.title', message: 'Efficiency'}),
        description: translate({
          id: 'useCase.processAutomation.why.efficiency.description',
          message:
            'Processes run up to 90% faster, because documents are read and routed the moment they arrive, day or night.',
        }),
      },
      {
        icon: 'check',
        title: translate({id: 'useCase.processAutomation.why.errors.title', message: 'Fewer errors'}),
        description: translate({
          id: 'useCase.processAutomation.why.errors.description',
          message:
            'Over 95% fewer errors than manual data entry, with an accuracy of 99.5%+ on extracted data.',
        }),
      },
      {
        icon: 'chart',
        title: translate({id: 'useCase.processAutomation.why.scale.title', message: 'Scale'}),
        description: translate({
          id: 'useCase.processAutomation.why.scale.description',
          message:
            'Month-end, seasonal peaks and growth are absorbed without hiring for each new volume.',
        }),
      },
    ],
  },
  how: {
    title: translate({
      id: 'useCase.processAutomation.how.title',
      message: 'How intelligent process automation works',
    }),
    intro: translate({
      id: 'useCase.processAutomation.how.intro',
      message: 'Three processes our customers automate first.',
    }),
    examples: [
      {
        title: translate({
          id: 'useCase.processAutomation.how.procurement.title',
          message: 'Procurement and invoice processing',
        }),
        description: translate({
          id: 'useCase.processAutomation.how.procurement.description',
          message: 'Invoices arrive by email in every layout and must be matched, approved and booked.',
        }),
        steps: [
          translate({
            id: 'useCase.processAutomation.how.procurement.step1',
            message: 'Reads supplier, amounts and line items from each invoice',
          }),
          translate({
            id: 'useCase.processAutomation.how.procurement.step2',
            message: 'Matches them against the purchase order and delivery',
          }),
          translate({
            id: 'useCase.processAutomation.how.procurement.step3',
            message: 'Books matching invoices and sends differences for approval',
          }),
        ],
        result: translate({
          id: 'useCase.processAutomation.how.procurement.result',
          message: 'Invoices processed up to 90% faster, with fewer late-payment fees.',
        }),
      },
      {
        title: translate({
          id: 'useCase.processAutomation.how.onboarding.title',
          message: 'Employee onboarding',
        }),
        description: translate({
          id: 'useCase.processAutomation.how.onboarding.description',
          message: 'Every new hire needs accounts, equipment, documents and training.',
        }),
        steps: [
          translate({
            id: 'useCase.processAutomation.how.onboarding.step1',
            message: 'Collects the new hire’s details and documents',
          }),
          translate({
            id: 'useCase.processAutomation.how.onboarding.step2',
            message: 'Creates the tasks for IT, facilities and the manager',
          }),
          translate({
            id: 'useCase.processAutomation.how.onboarding.step3',
            message: 'Answers the new hire’s questions during the first weeks',
          }),
        ],
        result: translate({
          id: 'useCase.processAutomation.how.onboarding.result',
          message: 'Ready on day one, with nothing forgotten.',
        }),
      },
      {
        title: translate({
          id: 'useCase.processAutomation.how.compliance.title',
          message: 'Compliance management',
        }),
        description: translate({
          id: 'useCase.processAutomation.how.compliance.description',
          message: 'Policies, certificates and checks must be tracked and proven.',
        }),
        steps: [
          translate({
            id: 'useCase.processAutomation.how.compliance.step1',
            message: 'Checks documents against your policies and deadlines',
          }),
          translate({
            id: 'useCase.processAutomation.how.compliance.step2',
            message: 'Reminds owners before a certificate or review expires',
          }),
          translate({
            id: 'useCase.processAutomation.how.compliance.step3',
            message: 'Keeps an audit trail of every decision',
          }),
        ],
        result: translate({
          id: 'useCase.processAutomation.how.compliance.result',
          message: 'Audits start from a complete, searchable record.',
        }),
      },
    ],
  },
  faqItems: [
    {
      question: translate({
        id: 'useCase.processAutomation.faq.timeline.question',
        message: 'How long does it take to go live?',
      }),
      answer: translate({
        id: 'useCase.processAutomation.faq.timeline.answer',
        message:
          'Most processes are live in 2-4 weeks. Simple workflows can run within days; complex processes with several systems take 4-8 weeks.',
      }),
    },
    {
      question: translate({
        id: 'useCase.processAutomation.faq.accuracy.question',
        message: 'How accurate is the automation?',
      }),
      answer: translate({
        id: 'useCase.processAutomation.faq.accuracy.answer',
        message:
          'Data extraction reaches an accuracy of 99.5%+, and customers see over 95% fewer errors than with manual entry. Uncertain cases are sent to a person.',
      }),
    },
    {
      question: translate({
        id: 'useCase.processAutomation.faq.speed.question',
        message: 'How much faster are processes?',
      }),
      answer: translate({
        id: 'useCase.processAutomation.faq.speed.answer',
        message:
          'Up to 90% faster, mainly because work no longer waits in inboxes between steps.',
      }),
    },
    {
      question: translate({
        id: 'useCase.processAutomation.faq.systems.question',
        message: 'Which systems can it connect to?',
      }),
      answer: translate({
        id: 'useCase.processAutomation.faq.systems.answer',
        message:
          'CRMs such as Salesforce, HubSpot and Zendesk, your own systems through our API, and over 3,000 apps through Zapier.',
      }),
    },
    {
      question: translate({
        id: 'useCase.processAutomation.faq.control.question',
        message: 'Do we keep control over decisions?',
      }),
      answer: translate({
        id: 'useCase.processAutomation.faq.control.answer',
        message:
          'Yes. You define the rules and the approval limits; everything outside them goes to a person, and every step is logged.',
      }),
    },
    {
      question: translate({
        id: 'useCase.processAutomation.faq.first.question',
        message: 'Which process should we automate first?',
      }),
      answer: translate({
        id: 'useCase.processAutomation.faq.first.answer',
        message:
          'A frequent, rule-based process with clear inputs, such as invoice processing. It pays back fastest and builds confidence for the next one.',
      }),
    },
  ],
  callToAction: {
    title: translate({
      id: 'useCase.processAutomation.cta.title',
      message: 'Automate your first process in weeks',
    }),
    description: translate({
      id: 'useCase.processAutomation.cta.description',
      message: 'Tell us about the process that costs you the most time and we will show you how the agent runs it.',
    }),
  },
  seoTitle: translate({
    id: 'useCase.processAutomation.seoTitle',
    message: 'Intelligent Process Automation with AI Agents',
  }),
  seoDescription: translate({
    id: 'useCase.processAutomation.seoDescription',
    message:
      'Automate invoices, onboarding and compliance with AI: up to 90% faster, over 95% fewer errors, 99.5%+ accuracy. Live in 2-4 weeks.',
  }),
  seoKeywords: translate({
    id: 'useCase.processAutomation.seoKeywords',
    message:
      'intelligent process automation, workflow automation, invoice processing AI, employee onboarding automation, compliance automation',
  }),
  service: {serviceType: 'AI Process Automation', price: '349', areaServed: 'Global'},
};

const scheduling: UseCase = {
  ...paths('scheduling'),
  label: translate({id: 'useCase.scheduling.label', message: 'Scheduling and Reminders'}),
  eyebrow: translate({id: 'useCase.scheduling.eyebrow', message: 'Scheduling & booking'}),
  heroTitle: translate({
    id: 'useCase.scheduling.heroTitle',
    message: 'AI Scheduling and Reminders',
  }),
  heroLead: translate({
    id: 'useCase.scheduling.heroLead',
    message:
      'Let clients book, confirm and reschedule in a short conversation at any hour, and let reminders keep your calendar full.',
  }),
  heroImage: {
    src: '/img/use-cases/scheduling.svg',
    alt: translate({
      id: 'useCase.scheduling.heroImage.alt',
      message:
        'A weekly calendar with booked slots and a reminder notification confirming tomorrow’s appointment.',
    }),
  },
  highlights: [
    {
      value: translate({id: 'useCase.scheduling.highlight.bookings.value', message: '35%'}),
      label: translate({
        id: 'useCase.scheduling.highlight.bookings.label',
        message: 'higher booking rates',
      }),
    },
    {
      value: translate({id: 'useCase.scheduling.highlight.admin.value', message: '60%'}),
      label: translate({id: 'useCase.scheduling.highlight.admin.label', message: 'less admin work'}),
    },
    {
      value: translate({id: 'useCase.scheduling.highlight.noShows.value', message: 'Up to 75%'}),
      label: translate({id: 'useCase.scheduling.highlight.noShows.label', message: 'fewer no-shows'}),
    },
    {
      value: translate({id: 'useCase.scheduling.highlight.volume.value', message: 'Up to 40%'}),
      label: translate({
        id: 'useCase.scheduling.highlight.volume.label',
        message: 'more appointment volume',
      }),
    },
  ],
  what: {
    title: translate({
      id: 'useCase.scheduling.what.title',
      message: 'What is AI scheduling?',
    }),
    paragraphs: [
      translate({
        id: 'useCase.scheduling.what.p1',
        message:
          'AI scheduling replaces the phone calls and email threads around every appointment. The agent knows your services, staff and availability, and books the right slot in a short conversation on your website or in chat.',
      }),
      translate({
        id: 'useCase.scheduling.what.p2',
        message:
          'Reminders go out automatically, with an easy way to confirm or move the appointment, so free slots are filled again instead of staying empty.',
      }),
    ],
    points: [
      translate({
        id: 'useCase.scheduling.what.point.booking',
        message: 'Booking, rescheduling and cancelling at any hour',
      }),
      translate({
        id: 'useCase.scheduling.what.point.reminders',
        message: 'Automatic reminders and confirmations',
      }),
      translate({
        id: 'useCase.scheduling.what.point.calendars',
        message: 'Real availability from your calendars',
      }),
      translate({
        id: 'useCase.scheduling.what.point.waitlist',
        message: 'Freed slots offered to waiting clients',
      }),
    ],
  },
  why: {
    title: translate({
      id: 'useCase.scheduling.why.title',
      message: 'Why automate scheduling and reminders?',
    }),
    intro: translate({
      id: 'useCase.scheduling.why.intro',
      message: 'Every missed call and forgotten appointment is lost revenue.',
    }),
    benefits: [
      {
        icon: 'calendar',
        title: translate({id: 'useCase.scheduling.why.bookings.title', message: 'More bookings'}),
        description: translate({
          id: 'useCase.scheduling.why.bookings.description',
          message:
            'Booking rates rise by 35% when clients can book the moment they decide, and volume grows by up to 40%.',
        }),
      },
      {
        icon: 'bell',
        title: translate({id: 'useCase.scheduling.why.attendance.title', message: 'Better attendance'}),
        description: translate({
          id: 'useCase.scheduling.why.attendance.description',
          message:
            'Reminders bring up to 75% fewer no-shows and 70% higher attendance.',
        }),
      },
      {
        icon: 'clock',
        title: translate({id: 'useCase.scheduling.why.admin.title', message: 'Less admin'}),
        description: translate({
          id: 'useCase.scheduling.why.admin.description',
          message: 'Your team spends 60% less time on calls, emails and calendar juggling.',
        }),
      },
    ],
  },
  how: {
    title: translate({
      id: 'useCase.scheduling.how.title',
      message: 'How AI scheduling works in practice',
    }),
    intro: translate({
      id: 'useCase.scheduling.how.intro',
      message: 'Three businesses that run their calendars with an AI agent.',
    }),
    examples: [
      {
        title: translate({
          id: 'useCase.scheduling.how.healthcare.title',
          message: 'Healthcare appointments',
        }),
        description: translate({
          id: 'useCase.scheduling.how.healthcare.description',
          message: 'A clinic with several providers, rooms and visit types.',
        }),
        steps: [
          translate({
            id: 'useCase.scheduling.how.healthcare.step1',
            message: 'Asks for the visit type and preferred provider',
          }),
          translate({
            id: 'useCase.scheduling.how.healthcare.step2',
            message: 'Books a slot of the right length and sends preparation notes',
          }),
          translate({
            id: 'useCase.scheduling.how.healthcare.step3',
            message: 'Reminds the patient and offers a new slot if plans change',
          }),
        ],
        result: translate({
          id: 'useCase.scheduling.how.healthcare.result',
          message: 'Fuller schedules and up to 75% fewer no-shows.',
        }),
      },
      {
        title: translate({
          id: 'useCase.scheduling.how.service.title',
          message: 'Service business scheduling',
        }),
        description: translate({
          id: 'useCase.scheduling.how.service.description',
          message: 'Salons, repair services and studios booking staff and time slots.',
        }),
        steps: [
          translate({
            id: 'useCase.scheduling.how.service.step1',
            message: 'Explains the services, durations and prices',
          }),
          translate({
            id: 'useCase.scheduling.how.service.step2',
            message: 'Books the right team member and time',
          }),
          translate({
            id: 'useCase.scheduling.how.service.step3',
            message: 'Fills cancellations from the waiting list',
          }),
        ],
        result: translate({
          id: 'useCase.scheduling.how.service.result',
          message: 'Up to 40% more appointment volume with the same team.',
        }),
      },
      {
        title: translate({
          id: 'useCase.scheduling.how.financial.title',
          message: 'Financial consultations',
        }),
        description: translate({
          id: 'useCase.scheduling.how.financial.description',
          message: 'Advisers meeting clients for planning, tax or mortgage consultations.',
        }),
        steps: [
          translate({
            id: 'useCase.scheduling.how.financial.step1',
            message: 'Qualifies the request and matches the right adviser',
          }),
          translate({
            id: 'useCase.scheduling.how.financial.step2',
            message: 'Books the consultation and lists the documents to bring',
          }),
          translate({
            id: 'useCase.scheduling.how.financial.step3',
            message: 'Confirms the day before, with a link to reschedule',
          }),
        ],
        result: translate({
          id: 'useCase.scheduling.how.financial.result',
          message: '70% higher attendance and better-prepared meetings.',
        }),
      },
    ],
  },
  faqItems: [
    {
      question: translate({
        id: 'useCase.scheduling.faq.calendars.question',
        message: 'Which calendars does it work with?',
      }),
      answer: translate({
        id: 'useCase.scheduling.faq.calendars.answer',
        message:
          'The agent connects to your booking system or calendar through our integrations, our API or over 3,000 apps through Zapier.',
      }),
    },
    {
      question: translate({
        id: 'useCase.scheduling.faq.noShows.question',
        message: 'How much does it reduce no-shows?',
      }),
      answer: translate({
        id: 'useCase.scheduling.faq.noShows.answer',
        message:
          'Businesses see up to 75% fewer no-shows and 70% higher attendance, because every reminder comes with an easy way to reschedule.',
      }),
    },
    {
      question: translate({
        id: 'useCase.scheduling.faq.bookings.question',
        message: 'Will we really get more bookings?',
      }),
      answer: translate({
        id: 'useCase.scheduling.faq.bookings.answer',
        message:
          'Yes. Booking rates rise by 35% when clients can book outside office hours, and appointment volume grows by up to 40%.',
      }),
    },
    {
      question: translate({
        id: 'useCase.scheduling.faq.rules.question',
        message: 'Can we set our own booking rules?',
      }),
      answer: translate({
        id: 'useCase.scheduling.faq.rules.answer',
        message:
          'Yes: buffers between appointments, minimum notice, durations per service and who may book what.',
      }),
    },
    {
      question: translate({
        id: 'useCase.scheduling.faq.admin.question',
        message: 'How much admin time does it save?',
      }),
      answer: translate({
        id: 'useCase.scheduling.faq.admin.answer',
        message: 'Teams spend 60% less time on scheduling calls, emails and calendar changes.',
      }),
    },
    {
      question: translate({
        id: 'useCase.scheduling.faq.languages.question',
        message: 'Can clients book in their own language?',
      }),
      answer: translate({
        id: 'useCase.scheduling.faq.languages.answer',
        message: 'Yes. The agent books and sends reminders in over 100 languages.',
      }),
    },
  ],
  callToAction: {
    title: translate({
      id: 'useCase.scheduling.cta.title',
      message: 'Fill your calendar, not your inbox',
    }),
    description: translate({
      id: 'useCase.scheduling.cta.description',
      message: 'See the agent book, confirm and reschedule appointments in a live demo.',
    }),
  },
  seoTitle: translate({
    id: 'useCase.scheduling.seoTitle',
    message: 'AI Scheduling and Reminders: More Bookings, Fewer No-Shows',
  }),
  seoDescription: translate({
    id: 'useCase.scheduling.seoDescription',
    message:
      'AI appointment scheduling with automatic reminders: 35% higher booking rates, up to 75% fewer no-shows and 60% less admin work.',
  }),
  seoKeywords: translate({
    id: 'useCase.scheduling.seoKeywords',
    message:
      'AI scheduling, appointment booking automation, appointment reminders, reduce no-shows, online booking assistant',
  }),
  service: {serviceType: 'AI Scheduling and Reminders', price: '0', areaServed: 'Global'},
};

const useCaseRecords: Record<UseCaseId, UseCase> = {
  'customer-support': customerSupport,
  documentation,
  'process-automation': processAutomation,
  scheduling,
};

/** In the order of src/config/ids.ts (the mega menu's 'Solutions by Function'). */
export const useCases: readonly UseCase[] = useCaseIds.map((id) => useCaseRecords[id]);

export function getUseCase(id: UseCaseId): UseCase {
  // Route props arrive as plain strings: an id the table lacks is a build error, said plainly.
  const found = Object.hasOwn(useCaseRecords, id) ? useCaseRecords[id] : undefined;
  if (!found) throw new Error(`No use case "${id}" in src/data/useCases.ts`);
  return found;
}
