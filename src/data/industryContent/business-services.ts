import {translate} from '@docusaurus/Translate';
import {industries} from '@site/src/data/industries';
import {industryPath} from '@site/src/config/ids';
import type {IndustryContent} from './types';

/** SPEC §2 claims on this page: implementation in 2-3 weeks. */
const businessServices: IndustryContent = {
  id: 'business-services',
  name: industries['business-services'].label,
  route: industryPath('business-services'),
  icon: 'briefcase',
  description: translate({
    id: 'industry.business-services.description',
    message:
      'Client questions, bookings and lead qualification handled for agencies, staffing firms and service providers.',
  }),
  headline: translate({
    id: 'industry.business-services.headline',
    message: 'AI Agents for Business Services',
  }),
  overview: translate({
    id: 'industry.business-services.overview',
    message:
      'Agencies, staffing firms, facility managers and outsourcing providers live from responsiveness. Yet the same questions about services, prices, availability and status arrive at every hour. An AgentWorks agent answers them from your service catalogue and client records, qualifies new leads and books meetings, and brings your account managers in for anything that needs judgement. Implementation takes 2-3 weeks.',
  }),
  heroImage: {
    src: '/img/industries/business-services.svg',
    alt: translate({
      id: 'industry.business-services.heroImage.alt',
      message:
        'A briefcase and a meeting calendar beside a chat bubble in which the agent proposes a call with an account manager.',
    }),
  },
  highlights: [
    {
      value: translate({id: 'industry.business-services.highlight.launch.value', message: '2-3 weeks'}),
      label: translate({
        id: 'industry.business-services.highlight.launch.label',
        message: 'implementation',
      }),
    },
    {
      value: '24/7',
      label: translate({
        id: 'industry.business-services.highlight.allDay.label',
        message: 'lead capture',
      }),
    },
    {
      value: translate({id: 'industry.business-services.highlight.languages.value', message: '100+'}),
      label: translate({
        id: 'industry.business-services.highlight.languages.label',
        message: 'languages supported',
      }),
    },
  ],
  aiSolutions: [
    {
      icon: 'users',
      title: translate({
        id: 'industry.business-services.aiSolutions.leads.title',
        message: 'Lead qualification',
      }),
      description: translate({
        id: 'industry.business-services.aiSolutions.leads.description',
        message:
          'The agent asks the questions your sales team would, records the answers in your CRM and books a meeting with qualified prospects.',
      }),
    },
    {
      icon: 'chat',
      title: translate({
        id: 'industry.business-services.aiSolutions.clients.title',
        message: 'Client service desk',
      }),
      description: translate({
        id: 'industry.business-services.aiSolutions.clients.description',
        message: 'Existing clients get status updates, documents and answers without waiting for their account manager.',
      }),
    },
    {
      icon: 'calendar',
      title: translate({
        id: 'industry.business-services.aiSolutions.booking.title',
        message: 'Booking and scheduling',
      }),
      description: translate({
        id: 'industry.business-services.aiSolutions.booking.description',
        message: 'Consultations, site visits and service appointments booked into the right calendar.',
      }),
    },
    {
      icon: 'document',
      title: translate({
        id: 'industry.business-services.aiSolutions.invoices.title',
        message: 'Invoice and contract questions',
      }),
      description: translate({
        id: 'industry.business-services.aiSolutions.invoices.description',
        message: 'Billing periods, payment terms and contract details explained from your own records.',
      }),
    },
  ],
  howItWorks: [
    {
      icon: 'book',
      title: translate({
        id: 'industry.business-services.howItWorks.catalogue.title',
        message: 'Describe your services',
      }),
      description: translate({
        id: 'industry.business-services.howItWorks.catalogue.description',
        message: 'Service descriptions, pricing rules and client FAQs form the knowledge base.',
      }),
    },
    {
      icon: 'link',
      title: translate({
        id: 'industry.business-services.howItWorks.crm.title',
        message: 'Connect CRM and calendars',
      }),
      description: translate({
        id: 'industry.business-services.howItWorks.crm.description',
        message: 'Leads and bookings land where your team already works.',
      }),
    },
    {
      icon: 'users',
      title: translate({
        id: 'industry.business-services.howItWorks.handoff.title',
        message: 'Agree on escalation',
      }),
      description: translate({
        id: 'industry.business-services.howItWorks.handoff.description',
        message: 'Key accounts and sensitive topics go straight to the responsible person.',
      }),
    },
    {
      icon: 'chart',
      title: translate({
        id: 'industry.business-services.howItWorks.launch.title',
        message: 'Live in 2-3 weeks',
      }),
      description: translate({
        id: 'industry.business-services.howItWorks.launch.description',
        message: 'Launch on your website and client portal, then refine with real conversations.',
      }),
    },
  ],
  keyBenefits: [
    {
      icon: 'bolt',
      title: translate({
        id: 'industry.business-services.keyBenefits.speed.title',
        message: 'Instant response',
      }),
      description: translate({
        id: 'industry.business-services.keyBenefits.speed.description',
        message: 'Prospects get an answer while they are still comparing providers.',
      }),
    },
    {
      icon: 'briefcase',
      title: translate({
        id: 'industry.business-services.keyBenefits.focus.title',
        message: 'Billable hours protected',
      }),
      description: translate({
        id: 'industry.business-services.keyBenefits.focus.description',
        message: 'Your experts spend their time on client work, not on routine status questions.',
      }),
    },
    {
      icon: 'check',
      title: translate({
        id: 'industry.business-services.keyBenefits.quality.title',
        message: 'Better-qualified pipeline',
      }),
      description: translate({
        id: 'industry.business-services.keyBenefits.quality.description',
        message: 'Every lead arrives with needs, budget and timing already recorded.',
      }),
    },
    {
      icon: 'clock',
      title: translate({
        id: 'industry.business-services.keyBenefits.launch.title',
        message: 'Quick to start',
      }),
      description: translate({
        id: 'industry.business-services.keyBenefits.launch.description',
        message: 'Implementation takes 2-3 weeks, without a large IT project.',
      }),
    },
  ],
  faqItems: [
    {
      question: translate({
        id: 'industry.business-services.faq.timeline.question',
        message: 'How quickly can we start?',
      }),
      answer: translate({
        id: 'industry.business-services.faq.timeline.answer',
        message:
          'Implementation takes 2-3 weeks: a few days to prepare your content, then connections to your CRM and calendars, testing and launch.',
      }),
    },
    {
      question: translate({
        id: 'industry.business-services.faq.crm.question',
        message: 'Which CRMs does it work with?',
      }),
      answer: translate({
        id: 'industry.business-services.faq.crm.answer',
        message:
          'Salesforce, HubSpot, Zendesk, Zoho, Dynamics, Pipedrive, Freshsales and Monday, plus any system with an API.',
      }),
    },
    {
      question: translate({
        id: 'industry.business-services.faq.pricing.question',
        message: 'Can the agent quote prices?',
      }),
      answer: translate({
        id: 'industry.business-services.faq.pricing.answer',
        message:
          'It can share the prices and ranges you publish. Custom quotes are prepared by your team, with the details the agent collected.',
      }),
    },
    {
      question: translate({
        id: 'industry.business-services.faq.clients.question',
        message: 'Will our clients know they are talking to an AI?',
      }),
      answer: translate({
        id: 'industry.business-services.faq.clients.answer',
        message:
          'Yes. The agent introduces itself as an assistant and offers a person whenever the client prefers one.',
      }),
    },
  ],
  useCases: [
    translate({id: 'industry.business-services.useCases.leads', message: 'Qualifying inbound leads'}),
    translate({id: 'industry.business-services.useCases.booking', message: 'Booking consultations and visits'}),
    translate({id: 'industry.business-services.useCases.status', message: 'Project and order status updates'}),
    translate({id: 'industry.business-services.useCases.billing', message: 'Invoice and contract questions'}),
    translate({id: 'industry.business-services.useCases.onboarding', message: 'Onboarding new clients'}),
  ],
  benefits: [
    translate({id: 'industry.business-services.benefits.launch', message: 'Implementation in 2-3 weeks'}),
    translate({id: 'industry.business-services.benefits.leads', message: 'No lead left waiting'}),
    translate({id: 'industry.business-services.benefits.focus', message: 'More time for billable work'}),
    translate({id: 'industry.business-services.benefits.crm', message: 'Everything recorded in your CRM'}),
    translate({id: 'industry.business-services.benefits.handoff', message: 'Key accounts always reach a person'}),
  ],
  seoTitle: translate({
    id: 'industry.business-services.seoTitle',
    message: 'AI Agents for Business Services: Leads, Bookings and Client Support',
  }),
  seoDescription: translate({
    id: 'industry.business-services.seoDescription',
    message:
      'AI agents for agencies and service firms: qualify leads, book meetings and answer client questions 24/7. Implementation in 2-3 weeks.',
  }),
  seoKeywords: translate({
    id: 'industry.business-services.seoKeywords',
    message:
      'business services AI agent, lead qualification, client service chatbot, appointment booking, agency automation',
  }),
  schemaType: 'Service',
  callToAction: {
    title: translate({
      id: 'industry.business-services.cta.title',
      message: 'Answer every client and prospect on time',
    }),
    description: translate({
      id: 'industry.business-services.cta.description',
      message: 'Start your free trial today and go live in 2-3 weeks.',
    }),
    buttonText: translate({id: 'industry.business-services.cta.button', message: 'Get Started Free'}),
    buttonLink: '/landing',
  },
};

export default businessServices;
