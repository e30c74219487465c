import {translate} from '@docusaurus/Translate';
import {externalLinks} from '@site/src/config/site';
import {industries} from '@site/src/data/industries';
import {industryPath} from '@site/src/config/ids';
import type {IndustryContent} from './types';

/** SPEC §2 names no figures for this industry; the page states only the general product claims. */
const professionalServices: IndustryContent = {
  id: 'professional-services',
  name: industries['professional-services'].label,
  route: industryPath('professional-services'),
  icon: 'document',
  description: translate({
    id: 'industry.professional-services.description',
    message:
      'Client intake, appointment booking and document checklists for law, accounting and consulting firms.',
  }),
  headline: translate({
    id: 'industry.professional-services.headline',
    message: 'AI Agents for Professional Services',
  }),
  overview: translate({
    id: 'industry.professional-services.overview',
    message:
      'Law firms, accountancies, tax advisers and consultancies sell expertise by the hour, yet a large part of the day goes to answering the same first questions, chasing documents and coordinating appointments. An AgentWorks agent handles intake around the clock, explains your services and fees as you describe them, collects documents with clear checklists and books consultations, while every matter of advice stays with your professionals.',
  }),
  heroImage: {
    src: '/img/industries/professional-services.svg',
    alt: translate({
      id: 'industry.professional-services.heroImage.alt',
      message:
        'A document checklist with ticked items and a chat bubble in which the agent books a consultation.',
    }),
  },
  highlights: [
    {
      value: '24/7',
      label: translate({
        id: 'industry.professional-services.highlight.allDay.label',
        message: 'client intake',
      }),
    },
    {
      value: translate({
        id: 'industry.professional-services.highlight.languages.value',
        message: '100+',
      }),
      label: translate({
        id: 'industry.professional-services.highlight.languages.label',
        message: 'languages supported',
      }),
    },
    {
      value: 'AES-256',
      label: translate({
        id: 'industry.professional-services.highlight.encryption.label',
        message: 'encryption at rest',
      }),
    },
  ],
  aiSolutions: [
    {
      icon: 'users',
      title: translate({
        id: 'industry.professional-services.aiSolutions.intake.title',
        message: 'Client intake',
      }),
      description: translate({
        id: 'industry.professional-services.aiSolutions.intake.description',
        message:
          'New enquiries are asked the right first questions, checked for fit and passed to the right professional.',
      }),
    },
    {
      icon: 'calendar',
      title: translate({
        id: 'industry.professional-services.aiSolutions.booking.title',
        message: 'Consultation booking',
      }),
      description: translate({
        id: 'industry.professional-services.aiSolutions.booking.description',
        message: 'Clients choose a slot with the right adviser, with reminders before the meeting.',
      }),
    },
    {
      icon: 'document',
      title: translate({
        id: 'industry.professional-services.aiSolutions.documents.title',
        message: 'Document checklists',
      }),
      description: translate({
        id: 'industry.professional-services.aiSolutions.documents.description',
        message: 'Clear lists of what to bring or upload, with follow-ups until the file is complete.',
      }),
    },
    {
      icon: 'book',
      title: translate({
        id: 'industry.professional-services.aiSolutions.faq.title',
        message: 'Service and fee questions',
      }),
      description: translate({
        id: 'industry.professional-services.aiSolutions.faq.description',
        message: 'How engagements work, what they cost and how long they take, in your own words.',
      }),
    },
  ],
  howItWorks: [
    {
      icon: 'book',
      title: translate({
        id: 'industry.professional-services.howItWorks.services.title',
        message: 'Describe your practice',
      }),
      description: translate({
        id: 'industry.professional-services.howItWorks.services.description',
        message: 'Practice areas, fee structures and intake criteria form the knowledge base.',
      }),
    },
    {
      icon: 'shield',
      title: translate({
        id: 'industry.professional-services.howItWorks.boundaries.title',
        message: 'Set clear boundaries',
      }),
      description: translate({
        id: 'industry.professional-services.howItWorks.boundaries.description',
        message: 'The agent never gives advice: you decide exactly which topics it may explain.',
      }),
    },
    {
      icon: 'calendar',
      title: translate({
        id: 'industry.professional-services.howItWorks.calendars.title',
        message: 'Connect calendars and CRM',
      }),
      description: translate({
        id: 'industry.professional-services.howItWorks.calendars.description',
        message: 'Bookings and client records land in the tools your firm already uses.',
      }),
    },
    {
      icon: 'chart',
      title: translate({
        id: 'industry.professional-services.howItWorks.launch.title',
        message: 'Launch and review',
      }),
      description: translate({
        id: 'industry.professional-services.howItWorks.launch.description',
        message: 'Go live on your website and review transcripts to keep answers precise.',
      }),
    },
  ],
  keyBenefits: [
    {
      icon: 'clock',
      title: translate({
        id: 'industry.professional-services.keyBenefits.hours.title',
        message: 'More billable time',
      }),
      description: translate({
        id: 'industry.professional-services.keyBenefits.hours.description',
        message: 'Professionals stop answering the same first questions and focus on client work.',
      }),
    },
    {
      icon: 'users',
      title: translate({
        id: 'industry.professional-services.keyBenefits.intake.title',
        message: 'Better first meetings',
      }),
      description: translate({
        id: 'industry.professional-services.keyBenefits.intake.description',
        message: 'Clients arrive with their documents and their questions already recorded.',
      }),
    },
    {
      icon: 'shield',
      title: translate({
        id: 'industry.professional-services.keyBenefits.confidentiality.title',
        message: 'Confidentiality respected',
      }),
      description: translate({
        id: 'industry.professional-services.keyBenefits.confidentiality.description',
        message: 'TLS 1.3 in transit, AES-256 at rest and short data retention by default.',
      }),
    },
    {
      icon: 'globe',
      title: translate({
        id: 'industry.professional-services.keyBenefits.languages.title',
        message: 'International clients',
      }),
      description: translate({
        id: 'industry.professional-services.keyBenefits.languages.description',
        message: 'Answer clients in over 100 languages, from your single knowledge base.',
      }),
    },
  ],
  faqItems: [
    {
      question: translate({
        id: 'industry.professional-services.faq.advice.question',
        message: 'Will the agent give legal or tax advice?',
      }),
      answer: translate({
        id: 'industry.professional-services.faq.advice.answer',
        message:
          'No. It explains your services and process and collects information; any question that needs professional judgement goes to your team.',
      }),
    },
    {
      question: translate({
        id: 'industry.professional-services.faq.confidentiality.question',
        message: 'How is client confidentiality protected?',
      }),
      answer: translate({
        id: 'industry.professional-services.faq.confidentiality.answer',
        message:
          'All conversations are encrypted with TLS 1.3 in transit and AES-256 at rest, and chat data is typically kept no more than 24 hours unless it belongs to an active request.',
      }),
    },
    {
      question: translate({
        id: 'industry.professional-services.faq.documents.question',
        message: 'Can clients send documents through the agent?',
      }),
      answer: translate({
        id: 'industry.professional-services.faq.documents.answer',
        message:
          'The agent tells clients exactly which documents are needed and where to upload them in your existing client portal.',
      }),
    },
    {
      question: translate({
        id: 'industry.professional-services.faq.tone.question',
        message: 'Can it match the tone of our firm?',
      }),
      answer: translate({
        id: 'industry.professional-services.faq.tone.answer',
        message:
          'Yes. You set the tone, the greeting and the words it uses, from formal to friendly.',
      }),
    },
  ],
  useCases: [
    translate({id: 'industry.professional-services.useCases.intake', message: 'New client intake and conflict pre-checks'}),
    translate({id: 'industry.professional-services.useCases.booking', message: 'Booking consultations'}),
    translate({id: 'industry.professional-services.useCases.documents', message: 'Document checklists and reminders'}),
    translate({id: 'industry.professional-services.useCases.fees', message: 'Explaining services and fees'}),
    translate({id: 'industry.professional-services.useCases.status', message: 'Matter and engagement status'}),
  ],
  benefits: [
    translate({id: 'industry.professional-services.benefits.hours', message: 'More billable hours'}),
    translate({id: 'industry.professional-services.benefits.intake', message: 'Intake around the clock'}),
    translate({id: 'industry.professional-services.benefits.prepared', message: 'Clients arrive prepared'}),
    translate({id: 'industry.professional-services.benefits.confidential', message: 'Encrypted, confidential conversations'}),
    translate({id: 'industry.professional-services.benefits.advice', message: 'Advice always from your professionals'}),
  ],
  seoTitle: translate({
    id: 'industry.professional-services.seoTitle',
    message: 'AI Agents for Professional Services: Client Intake and Booking',
  }),
  seoDescription: translate({
    id: 'industry.professional-services.seoDescription',
    message:
      'AI agents for law, accounting and consulting firms: 24/7 client intake, consultation booking and document checklists, with advice left to your professionals.',
  }),
  seoKeywords: translate({
    id: 'industry.professional-services.seoKeywords',
    message:
      'professional services AI agent, client intake, law firm chatbot, accounting firm automation, consultation booking',
  }),
  schemaType: 'Service',
  callToAction: {
    title: translate({
      id: 'industry.professional-services.cta.title',
      message: 'Spend your hours on clients, not on intake',
    }),
    description: translate({
      id: 'industry.professional-services.cta.description',
      message: 'See how the agent handles a first enquiry for your practice in a live demo.',
    }),
    buttonText: translate({id: 'industry.professional-services.cta.button', message: 'Book a Demo'}),
    buttonLink: externalLinks.demoScheduler,
  },
};

export default professionalServices;
