import {translate} from '@docusaurus/Translate';
import {externalLinks} from '@site/src/config/site';
import {industries} from '@site/src/data/industries';
import {industryPath} from '@site/src/config/ids';
import type {IndustryContent} from './types';

/** SPEC §2 claims on this page: no-shows down 35%, 80% of routine inquiries automated, ROI in 4-6 months. */
const healthcare: IndustryContent = {
  id: 'healthcare',
  name: industries.healthcare.label,
  route: industryPath('healthcare'),
  icon: 'heart',
  description: translate({
    id: 'industry.healthcare.description',
    message:
      'Patient scheduling, reminders and answers to everyday questions, handled around the clock.',
  }),
  headline: translate({
    id: 'industry.healthcare.headline',
    message: 'AI Agents for Healthcare Providers',
  }),
  overview: translate({
    id: 'industry.healthcare.overview',
    message:
      'Front desks in clinics and practices spend most of the day on the phone: booking and moving appointments, explaining insurance and preparation, and chasing patients who forget to come. An AgentWorks agent takes over these routine conversations on your website and by chat, answers only from the information your practice approves, and hands anything clinical or sensitive to your staff. Practices automate 80% of routine inquiries, cut no-shows by 35% and typically see a return on investment within 4-6 months.',
  }),
  heroImage: {
    src: '/img/industries/healthcare.svg',
    alt: translate({
      id: 'industry.healthcare.heroImage.alt',
      message:
        'A patient books an appointment through a chat window next to a calendar with a confirmed visit and a reminder bell.',
    }),
  },
  highlights: [
    {
      value: translate({id: 'industry.healthcare.highlight.noShows.value', message: '35%'}),
      label: translate({id: 'industry.healthcare.highlight.noShows.label', message: 'fewer no-shows'}),
    },
    {
      value: translate({id: 'industry.healthcare.highlight.routine.value', message: '80%'}),
      label: translate({
        id: 'industry.healthcare.highlight.routine.label',
        message: 'of routine inquiries automated',
      }),
    },
    {
      value: translate({id: 'industry.healthcare.highlight.roi.value', message: '4-6 months'}),
      label: translate({
        id: 'industry.healthcare.highlight.roi.label',
        message: 'to return on investment',
      }),
    },
  ],
  aiSolutions: [
    {
      icon: 'calendar',
      title: translate({
        id: 'industry.healthcare.aiSolutions.scheduling.title',
        message: 'Appointment scheduling',
      }),
      description: translate({
        id: 'industry.healthcare.aiSolutions.scheduling.description',
        message:
          'Patients book, move or cancel visits in a short conversation at any hour, and the agent writes the result straight into your calendar.',
      }),
    },
    {
      icon: 'bell',
      title: translate({
        id: 'industry.healthcare.aiSolutions.reminders.title',
        message: 'Reminders and confirmations',
      }),
      description: translate({
        id: 'industry.healthcare.aiSolutions.reminders.description',
        message:
          'Timely reminders with preparation notes, and an easy way to reschedule instead of simply not showing up.',
      }),
    },
    {
      icon: 'chat',
      title: translate({
        id: 'industry.healthcare.aiSolutions.questions.title',
        message: 'Answers to patient questions',
      }),
      description: translate({
        id: 'industry.healthcare.aiSolutions.questions.description',
        message:
          'Opening hours, locations, accepted insurance, prices of self-pay services and visit preparation, answered from your approved content.',
      }),
    },
    {
      icon: 'document',
      title: translate({
        id: 'industry.healthcare.aiSolutions.intake.title',
        message: 'Intake and pre-visit forms',
      }),
      description: translate({
        id: 'industry.healthcare.aiSolutions.intake.description',
        message:
          'The agent collects contact and insurance details before the visit, so check-in takes minutes instead of a clipboard and a queue.',
      }),
    },
  ],
  howItWorks: [
    {
      icon: 'book',
      title: translate({
        id: 'industry.healthcare.howItWorks.knowledge.title',
        message: 'Share your practice information',
      }),
      description: translate({
        id: 'industry.healthcare.howItWorks.knowledge.description',
        message:
          'Upload your service list, policies and patient FAQs. The agent answers only from this private knowledge base.',
      }),
    },
    {
      icon: 'calendar',
      title: translate({
        id: 'industry.healthcare.howItWorks.calendar.title',
        message: 'Connect your calendar',
      }),
      description: translate({
        id: 'industry.healthcare.howItWorks.calendar.description',
        message:
          'Link your scheduling system so the agent sees real availability and books into the right provider and room.',
      }),
    },
    {
      icon: 'users',
      title: translate({
        id: 'industry.healthcare.howItWorks.handoff.title',
        message: 'Set your handoff rules',
      }),
      description: translate({
        id: 'industry.healthcare.howItWorks.handoff.description',
        message:
          'Decide which topics always go to a person. Symptoms, results and urgent requests reach your staff with the full conversation attached.',
      }),
    },
    {
      icon: 'chart',
      title: translate({
        id: 'industry.healthcare.howItWorks.improve.title',
        message: 'Go live and improve',
      }),
      description: translate({
        id: 'industry.healthcare.howItWorks.improve.description',
        message:
          'Place the chat on your website and follow bookings, no-shows and open questions on your dashboard.',
      }),
    },
  ],
  keyBenefits: [
    {
      icon: 'calendar',
      title: translate({id: 'industry.healthcare.keyBenefits.noShows.title', message: 'Fewer empty slots'}),
      description: translate({
        id: 'industry.healthcare.keyBenefits.noShows.description',
        message: 'Reminders and easy rescheduling bring no-shows down by 35%.',
      }),
    },
    {
      icon: 'phone',
      title: translate({id: 'industry.healthcare.keyBenefits.phones.title', message: 'Quieter phone lines'}),
      description: translate({
        id: 'industry.healthcare.keyBenefits.phones.description',
        message: '80% of routine inquiries are answered without anyone picking up the phone.',
      }),
    },
    {
      icon: 'heart',
      title: translate({
        id: 'industry.healthcare.keyBenefits.care.title',
        message: 'More time for patients',
      }),
      description: translate({
        id: 'industry.healthcare.keyBenefits.care.description',
        message: 'Your team spends its day with the people in the waiting room, not on hold music.',
      }),
    },
    {
      icon: 'shield',
      title: translate({
        id: 'industry.healthcare.keyBenefits.privacy.title',
        message: 'Privacy by design',
      }),
      description: translate({
        id: 'industry.healthcare.keyBenefits.privacy.description',
        message:
          'Encrypted with TLS 1.3 in transit and AES-256 at rest; chat data is typically kept no more than 24 hours.',
      }),
    },
  ],
  faqItems: [
    {
      question: translate({
        id: 'industry.healthcare.faq.medicalAdvice.question',
        message: 'Does the agent give medical advice?',
      }),
      answer: translate({
        id: 'industry.healthcare.faq.medicalAdvice.answer',
        message:
          'No. It answers administrative questions from the content you approve and hands anything about symptoms, diagnoses or results to your staff.',
      }),
    },
    {
      question: translate({
        id: 'industry.healthcare.faq.privacy.question',
        message: 'How is patient information protected?',
      }),
      answer: translate({
        id: 'industry.healthcare.faq.privacy.answer',
        message:
          'Conversations are encrypted with TLS 1.3 in transit and AES-256 at rest. Chat data is typically kept no more than 24 hours unless it belongs to an active request, and only your authorised staff can see handed-off conversations.',
      }),
    },
    {
      question: translate({
        id: 'industry.healthcare.faq.calendar.question',
        message: 'Can it book directly into our scheduling system?',
      }),
      answer: translate({
        id: 'industry.healthcare.faq.calendar.answer',
        message:
          'Yes. Through our integrations and API the agent reads real availability and writes bookings, changes and cancellations back to your calendar.',
      }),
    },
    {
      question: translate({
        id: 'industry.healthcare.faq.roi.question',
        message: 'How soon will we see a return?',
      }),
      answer: translate({
        id: 'industry.healthcare.faq.roi.answer',
        message:
          'Most practices see a return on investment within 4-6 months, mainly from fewer no-shows and fewer routine calls.',
      }),
    },
    {
      question: translate({
        id: 'industry.healthcare.faq.languages.question',
        message: 'Can patients use their own language?',
      }),
      answer: translate({
        id: 'industry.healthcare.faq.languages.answer',
        message:
          'Yes. The agent replies in the language the patient writes in, with support for over 100 languages.',
      }),
    },
  ],
  useCases: [
    translate({
      id: 'industry.healthcare.useCases.booking',
      message: 'Booking, moving and cancelling appointments',
    }),
    translate({
      id: 'industry.healthcare.useCases.reminders',
      message: 'Reminders and confirmations before each visit',
    }),
    translate({
      id: 'industry.healthcare.useCases.questions',
      message: 'Questions about hours, locations and insurance',
    }),
    translate({
      id: 'industry.healthcare.useCases.intake',
      message: 'Pre-visit instructions and intake details',
    }),
    translate({
      id: 'industry.healthcare.useCases.afterHours',
      message: 'After-hours requests routed to the right team',
    }),
  ],
  benefits: [
    translate({id: 'industry.healthcare.benefits.noShows', message: 'No-shows down 35%'}),
    translate({
      id: 'industry.healthcare.benefits.routine',
      message: '80% of routine inquiries automated',
    }),
    translate({
      id: 'industry.healthcare.benefits.roi',
      message: 'Return on investment in 4-6 months',
    }),
    translate({id: 'industry.healthcare.benefits.allDay', message: 'Patients get answers 24/7'}),
    translate({
      id: 'industry.healthcare.benefits.handoff',
      message: 'Sensitive questions always reach your staff',
    }),
  ],
  seoTitle: translate({
    id: 'industry.healthcare.seoTitle',
    message: 'AI Agents for Healthcare: Scheduling, Reminders and Patient Support',
  }),
  seoDescription: translate({
    id: 'industry.healthcare.seoDescription',
    message:
      'AI agents for clinics and practices: 24/7 booking, reminders that cut no-shows by 35%, and 80% of routine patient inquiries automated. ROI in 4-6 months.',
  }),
  seoKeywords: translate({
    id: 'industry.healthcare.seoKeywords',
    message:
      'healthcare AI agent, patient scheduling, appointment reminders, reduce no-shows, medical practice chatbot',
  }),
  schemaType: 'MedicalBusiness',
  callToAction: {
    title: translate({
      id: 'industry.healthcare.cta.title',
      message: 'Give your front desk its time back',
    }),
    description: translate({
      id: 'industry.healthcare.cta.description',
      message:
        'See the agent book, remind and answer with your own practice information in a short demo.',
    }),
    buttonText: translate({id: 'industry.healthcare.cta.button', message: 'Book a Demo'}),
    buttonLink: externalLinks.demoScheduler,
  },
};

export default healthcare;
