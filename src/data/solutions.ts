/**
 * Copy of the solutions overview (/solutions) and the integration page
 * (/solutions/seamless-integration): SPEC §1 use cases and claims, §2 "Solutions and industry
 * overview", §9 figures.
 */
import {translate} from '@docusaurus/Translate';
import {pathForUseCase, type IndustryId} from '@site/src/config/ids';
import type {ContentEntry, Highlight} from '@site/src/data/industryContent/types';

/** A use-case card; `link` points at the page that covers it, when there is one. */
export type SolutionUseCase = ContentEntry & {
  id: string;
  link?: string;
};

export type PageSeoText = {
  title: string;
  description: string;
  /** Comma-separated. */
  keywords: string;
};

export const solutionsSeo: PageSeoText = {
  title: translate({id: 'solutions.seo.title', message: 'AI Agent Solutions for Every Business and Industry'}),
  description: translate({
    id: 'solutions.seo.description',
    message:
      'AI agents for customer service, sales, SOPs, tax resolution, finance operations and property management, tailored to eight industries. Available 24/7 in over 100 languages.',
  }),
  keywords: translate({
    id: 'solutions.seo.keywords',
    message:
      'AI agent solutions, AI customer service, AI sales assistant, SOP assistant, industry AI agents, business automation',
  }),
};

export const solutionsHero = {
  eyebrow: translate({id: 'solutions.hero.eyebrow', message: 'Solutions'}),
  title: translate({id: 'solutions.hero.title', message: 'AI Agents for Every Part of Your Business'}),
  lead: translate({
    id: 'solutions.hero.lead',
    message:
      'From the first customer question to the last invoice: agents that answer from your own knowledge base, work around the clock in over 100 languages and bring in your team whenever a human touch is needed.',
  }),
};

/** SPEC §2: customer service, sales assistance, SOPs, tax resolution, finance operations, property management. */
export const solutionUseCases: readonly SolutionUseCase[] = [
  {
    id: 'customer-service',
    icon: 'chat',
    title: translate({id: 'solutions.useCases.customerService.title', message: 'Customer Service'}),
    description: translate({
      id: 'solutions.useCases.customerService.description',
      message:
        'Resolve up to 80% of routine inquiries instantly and hand complex cases to your team with the full conversation.',
    }),
    link: pathForUseCase('customer-support'),
  },
  {
    id: 'sales-assistance',
    icon: 'cart',
    title: translate({id: 'solutions.useCases.salesAssistance.title', message: 'Sales Assistance'}),
    description: translate({
      id: 'solutions.useCases.salesAssistance.description',
      message:
        'Answer product questions, qualify leads and book meetings while prospects are still interested.',
    }),
  },
  {
    id: 'sops',
    icon: 'book',
    title: translate({id: 'solutions.useCases.sops.title', message: 'SOP Guidance'}),
    description: translate({
      id: 'solutions.useCases.sops.description',
      message:
        'Give employees the right standard operating procedure, step by step, the moment they need it.',
    }),
    link: pathForUseCase('documentation'),
  },
  {
    id: 'tax-resolution',
    icon: 'document',
    title: translate({id: 'solutions.useCases.taxResolution.title', message: 'Tax Resolution'}),
    description: translate({
      id: 'solutions.useCases.taxResolution.description',
      message:
        'Take in tax cases, explain the process, collect the documents and keep clients informed about their status.',
    }),
  },
  {
    id: 'finance-operations',
    icon: 'chart',
    title: translate({id: 'solutions.useCases.financeOperations.title', message: 'Finance Operations'}),
    description: translate({
      id: 'solutions.useCases.financeOperations.description',
      message:
        'Automate invoice processing, payment questions and approvals with an accuracy of 99.5%+.',
    }),
    link: pathForUseCase('process-automation'),
  },
  {
    id: 'property-management',
    icon: 'calendar',
    title: translate({id: 'solutions.useCases.propertyManagement.title', message: 'Property Management'}),
    description: translate({
      id: 'solutions.useCases.propertyManagement.description',
      message:
        'Answer tenants around the clock, log maintenance requests and schedule viewings and repairs.',
    }),
    link: pathForUseCase('scheduling'),
  },
];

/** Benefits every customer gets, whatever the industry (SPEC §1 general claims, §9 figures). */
export const universalBenefits: readonly ContentEntry[] = [
  {
    icon: 'clock',
    title: translate({id: 'solutions.benefits.allDay.title', message: 'Always on'}),
    description: translate({
      id: 'solutions.benefits.allDay.description',
      message: 'Your agent works 24/7, including nights, weekends and holidays.',
    }),
  },
  {
    icon: 'globe',
    title: translate({id: 'solutions.benefits.languages.title', message: 'Over 100 languages'}),
    description: translate({
      id: 'solutions.benefits.languages.description',
      message: 'Every customer is answered in their own language from a single knowledge base.',
    }),
  },
  {
    icon: 'book',
    title: translate({id: 'solutions.benefits.knowledge.title', message: 'Your knowledge, your answers'}),
    description: translate({
      id: 'solutions.benefits.knowledge.description',
      message: 'Answers come only from your private knowledge base, never from guesswork.',
    }),
  },
  {
    icon: 'users',
    title: translate({id: 'solutions.benefits.handoff.title', message: 'Human handoff'}),
    description: translate({
      id: 'solutions.benefits.handoff.description',
      message: 'When a person is needed, the agent hands over with the full conversation.',
    }),
  },
];

/** The figures under the universal benefits (SPEC §9 marketing figures). */
export const universalFigures: readonly Highlight[] = [
  {
    value: translate({id: 'solutions.figures.cost.value', message: 'Up to 70%'}),
    label: translate({id: 'solutions.figures.cost.label', message: 'lower support costs'}),
  },
  {
    value: translate({id: 'solutions.figures.time.value', message: '85%'}),
    label: translate({id: 'solutions.figures.time.label', message: 'less time spent per inquiry'}),
  },
  {
    value: translate({id: 'solutions.figures.routine.value', message: '80%'}),
    label: translate({id: 'solutions.figures.routine.label', message: 'of routine inquiries automated'}),
  },
];

export const whyChoose: readonly ContentEntry[] = [
  {
    icon: 'bolt',
    title: translate({id: 'solutions.why.fast.title', message: 'Live in days, not months'}),
    description: translate({
      id: 'solutions.why.fast.description',
      message: 'Start in 1-2 days with the content you already have; no big technical team needed.',
    }),
  },
  {
    icon: 'chart',
    title: translate({id: 'solutions.why.roi.title', message: 'Proven return'}),
    description: translate({
      id: 'solutions.why.roi.description',
      message: 'An 85% resolution rate and a 347% average ROI across 127 satisfied clients.',
    }),
  },
  {
    icon: 'shield',
    title: translate({id: 'solutions.why.security.title', message: 'Secure by default'}),
    description: translate({
      id: 'solutions.why.security.description',
      message:
        'TLS 1.3 in transit, AES-256 at rest, and chat data typically kept no more than 24 hours.',
    }),
  },
  {
    icon: 'link',
    title: translate({id: 'solutions.why.integrations.title', message: 'Fits your stack'}),
    description: translate({
      id: 'solutions.why.integrations.description',
      message: 'Website widget, CRM connectors, a REST API and Zapier access to over 3,000 apps.',
    }),
  },
];

/** One line per industry card of the grid (the industry pages carry the full story). */
export const industryTeasers: Record<IndustryId, string> = {
  healthcare: translate({
    id: 'solutions.industries.healthcare.teaser',
    message: 'Booking, reminders and patient questions, with no-shows down 35%.',
  }),
  retail: translate({
    id: 'solutions.industries.retail.teaser',
    message: 'Product advice, stock checks and order support that lift conversion by 28%.',
  }),
  technology: translate({
    id: 'solutions.industries.technology.teaser',
    message: 'Tier-1 support, onboarding and docs answers, with 80% of tickets resolved.',
  }),
  manufacturing: translate({
    id: 'solutions.industries.manufacturing.teaser',
    message: 'Order status, manuals and spare parts for partners in 20+ languages.',
  }),
  media: translate({
    id: 'solutions.industries.media.teaser',
    message: 'Subscriber logins, billing and plan changes, at 60% lower support cost.',
  }),
  'business-services': translate({
    id: 'solutions.industries.business-services.teaser',
    message: 'Lead qualification, bookings and client questions, live in 2-3 weeks.',
  }),
  ecommerce: translate({
    id: 'solutions.industries.ecommerce.teaser',
    message: 'A shopping assistant that cuts cart abandonment by up to 30%.',
  }),
  'professional-services': translate({
    id: 'solutions.industries.professional-services.teaser',
    message: 'Client intake, consultation booking and document checklists, around the clock.',
  }),
};

export const demoSection = {
  title: translate({id: 'solutions.demo.title', message: 'See your agent in action'}),
  description: translate({
    id: 'solutions.demo.description',
    message:
      'Book a demo and we will set up an agent with your own content, or compare plans and get started today.',
  }),
};

/** /solutions/seamless-integration */
export const integrationSeo: PageSeoText = {
  title: translate({id: 'integration.seo.title', message: 'Seamless Integration: Website, CRM, API and Zapier'}),
  description: translate({
    id: 'integration.seo.description',
    message:
      'Connect your AI agent to your website with one snippet, to Salesforce, HubSpot, Zendesk and more, to your own systems through the API, and to over 3,000 apps through Zapier.',
  }),
  keywords: translate({
    id: 'integration.seo.keywords',
    message: 'AI agent integration, chat widget, CRM integration, AI API, Zapier AI agent',
  }),
};

export const integrationHero = {
  eyebrow: translate({id: 'integration.hero.eyebrow', message: 'Seamless integration'}),
  title: translate({id: 'integration.hero.title', message: 'Connect Your AI Agent to the Tools You Already Use'}),
  lead: translate({
    id: 'integration.hero.lead',
    message:
      'Add the agent to your website in minutes, let it work inside your CRM, build on it with our API, or reach over 3,000 apps through Zapier.',
  }),
};

export type IntegrationChannel = ContentEntry & {
  id: 'website' | 'crm' | 'api' | 'zapier';
  points: readonly string[];
};

export const integrationChannels: readonly IntegrationChannel[] = [
  {
    id: 'website',
    icon: 'chat',
    title: translate({id: 'integration.channels.website.title', message: 'Website widget'}),
    description: translate({
      id: 'integration.channels.website.description',
      message: 'Generate a snippet in the dashboard under Integrations > Website and paste it into the head of your page.',
    }),
    points: [
      translate({id: 'integration.channels.website.point.position', message: 'Choose position, colours and welcome message'}),
      translate({id: 'integration.channels.website.point.anySite', message: 'Works on any website or web app'}),
      translate({id: 'integration.channels.website.point.light', message: 'Loads without slowing your page down'}),
    ],
  },
  {
    id: 'crm',
    icon: 'users',
    title: translate({id: 'integration.channels.crm.title', message: 'CRM and help desk'}),
    description: translate({
      id: 'integration.channels.crm.description',
      message: 'Conversations, contacts and escalated tickets land in the CRM your team already works in.',
    }),
    points: [
      translate({id: 'integration.channels.crm.point.contacts', message: 'Visitors saved as contacts or leads'}),
      translate({id: 'integration.channels.crm.point.tickets', message: 'Escalations created as tickets with the transcript'}),
      translate({id: 'integration.channels.crm.point.mapping', message: 'Field mapping you control'}),
    ],
  },
  {
    id: 'api',
    icon: 'gear',
    title: translate({id: 'integration.channels.api.title', message: 'REST API'}),
    description: translate({
      id: 'integration.channels.api.description',
      message: 'Ask questions, read conversations and add knowledge from your own applications.',
    }),
    points: [
      translate({id: 'integration.channels.api.point.ask', message: 'Ask endpoint with sources and follow-ups'}),
      translate({id: 'integration.channels.api.point.webhooks', message: 'Webhooks for new conversations and messages'}),
      translate({id: 'integration.channels.api.point.libraries', message: 'Client libraries for Node.js, Python, PHP, Ruby, Java and Go'}),
    ],
  },
  {
    id: 'zapier',
    icon: 'link',
    title: 'Zapier',
    description: translate({
      id: 'integration.channels.zapier.description',
      message: 'Reach over 3,000 apps without writing code: spreadsheets, calendars, messaging and more.',
    }),
    points: [
      translate({id: 'integration.channels.zapier.point.noCode', message: 'No-code workflows in minutes'}),
      translate({id: 'integration.channels.zapier.point.triggers', message: 'Trigger actions from any conversation'}),
      translate({id: 'integration.channels.zapier.point.apps', message: 'Over 3,000 apps available'}),
    ],
  },
];

/** SPEC §9 supported CRMs; product names are not translated. */
export const supportedCrms = [
  'Salesforce',
  'HubSpot',
  'Zendesk',
  'Zoho',
  'Dynamics',
  'Pipedrive',
  'Freshsales',
  'Monday',
] as const;

export const integrationSteps: readonly ContentEntry[] = [
  {
    icon: 'book',
    title: translate({id: 'integration.steps.knowledge.title', message: 'Build your knowledge base'}),
    description: translate({
      id: 'integration.steps.knowledge.description',
      message: 'Upload documents or connect your help center so the agent knows your business.',
    }),
  },
  {
    icon: 'link',
    title: translate({id: 'integration.steps.connect.title', message: 'Connect your channels'}),
    description: translate({
      id: 'integration.steps.connect.description',
      message: 'Add the website snippet, authorise your CRM or create an API key.',
    }),
  },
  {
    icon: 'check',
    title: translate({id: 'integration.steps.test.title', message: 'Test in a safe preview'}),
    description: translate({
      id: 'integration.steps.test.description',
      message: 'Ask real questions and check answers, handoffs and data mapping before launch.',
    }),
  },
  {
    icon: 'bolt',
    title: translate({id: 'integration.steps.launch.title', message: 'Go live'}),
    description: translate({
      id: 'integration.steps.launch.description',
      message: 'Publish and follow every conversation on your dashboard.',
    }),
  },
];

export const integrationSecurity: readonly Highlight[] = [
  {
    value: 'TLS 1.3',
    label: translate({id: 'integration.security.tls.label', message: 'encryption in transit'}),
  },
  {
    value: 'AES-256',
    label: translate({id: 'integration.security.aes.label', message: 'encryption at rest'}),
  },
  {
    value: translate({id: 'integration.security.retention.value', message: '24 hours'}),
    label: translate({
      id: 'integration.security.retention.label',
      message: 'typical chat data retention',
    }),
  },
  {
    value: translate({id: 'integration.security.zapier.value', message: '3,000+'}),
    label: translate({id: 'integration.security.zapier.label', message: 'apps through Zapier'}),
  },
];
