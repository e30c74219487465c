import {translate} from '@docusaurus/Translate';
import {externalLinks} from '@site/src/config/site';
import {industries} from '@site/src/data/industries';
import {industryPath} from '@site/src/config/ids';
import type {IndustryContent} from './types';

/** SPEC §2 claims on this page: ROI in 4-8 months, implementation in 3-6 weeks, 20+ languages. */
const manufacturing: IndustryContent = {
  id: 'manufacturing',
  name: industries.manufacturing.label,
  route: industryPath('manufacturing'),
  icon: 'gear',
  description: translate({
    id: 'industry.manufacturing.description',
    message:
      'Order status, technical documentation and supplier questions answered for distributors, customers and your own teams.',
  }),
  headline: translate({
    id: 'industry.manufacturing.headline',
    message: 'AI Agents for Manufacturers',
  }),
  overview: translate({
    id: 'industry.manufacturing.overview',
    message:
      'Manufacturers field a constant stream of questions from distributors, customers and the shop floor: where is my order, which part fits this model, what does the safety data sheet say? An AgentWorks agent answers them from your manuals, specifications and order data, in 20+ languages for your international partners, and routes warranty claims and quality issues to the right engineer. Implementation takes 3-6 weeks and manufacturers typically reach a return on investment within 4-8 months.',
  }),
  heroImage: {
    src: '/img/industries/manufacturing.svg',
    alt: translate({
      id: 'industry.manufacturing.heroImage.alt',
      message:
        'Gears and a conveyor belt with boxes, and a chat bubble in which the agent reports an order as shipped.',
    }),
  },
  highlights: [
    {
      value: translate({id: 'industry.manufacturing.highlight.roi.value', message: '4-8 months'}),
      label: translate({
        id: 'industry.manufacturing.highlight.roi.label',
        message: 'to return on investment',
      }),
    },
    {
      value: translate({id: 'industry.manufacturing.highlight.launch.value', message: '3-6 weeks'}),
      label: translate({
        id: 'industry.manufacturing.highlight.launch.label',
        message: 'implementation',
      }),
    },
    {
      value: translate({id: 'industry.manufacturing.highlight.languages.value', message: '20+'}),
      label: translate({
        id: 'industry.manufacturing.highlight.languages.label',
        message: 'languages for global partners',
      }),
    },
  ],
  aiSolutions: [
    {
      icon: 'box',
      title: translate({
        id: 'industry.manufacturing.aiSolutions.orders.title',
        message: 'Order and delivery status',
      }),
      description: translate({
        id: 'industry.manufacturing.aiSolutions.orders.description',
        message:
          'Distributors check production and shipping status themselves, at any hour and in their own language.',
      }),
    },
    {
      icon: 'book',
      title: translate({
        id: 'industry.manufacturing.aiSolutions.docs.title',
        message: 'Technical documentation',
      }),
      description: translate({
        id: 'industry.manufacturing.aiSolutions.docs.description',
        message:
          'Precise answers from manuals, specifications and safety data sheets, with a link to the source page.',
      }),
    },
    {
      icon: 'search',
      title: translate({
        id: 'industry.manufacturing.aiSolutions.parts.title',
        message: 'Spare parts lookup',
      }),
      description: translate({
        id: 'industry.manufacturing.aiSolutions.parts.description',
        message:
          'The agent identifies the right part number for a model and serial range and starts the order.',
      }),
    },
    {
      icon: 'shield',
      title: translate({
        id: 'industry.manufacturing.aiSolutions.warranty.title',
        message: 'Warranty and quality claims',
      }),
      description: translate({
        id: 'industry.manufacturing.aiSolutions.warranty.description',
        message:
          'Claims are collected completely, with photos and batch numbers, and routed to your quality team.',
      }),
    },
  ],
  howItWorks: [
    {
      icon: 'book',
      title: translate({
        id: 'industry.manufacturing.howItWorks.docs.title',
        message: 'Gather your documentation',
      }),
      description: translate({
        id: 'industry.manufacturing.howItWorks.docs.description',
        message: 'Manuals, catalogues, specifications and service bulletins become the knowledge base.',
      }),
    },
    {
      icon: 'link',
      title: translate({
        id: 'industry.manufacturing.howItWorks.erp.title',
        message: 'Connect ERP and order data',
      }),
      description: translate({
        id: 'industry.manufacturing.howItWorks.erp.description',
        message: 'Through our API the agent reads order, shipping and stock status from your systems.',
      }),
    },
    {
      icon: 'users',
      title: translate({
        id: 'industry.manufacturing.howItWorks.routing.title',
        message: 'Define routing',
      }),
      description: translate({
        id: 'industry.manufacturing.howItWorks.routing.description',
        message: 'Decide which questions go to sales, service engineers or quality assurance.',
      }),
    },
    {
      icon: 'chart',
      title: translate({
        id: 'industry.manufacturing.howItWorks.rollout.title',
        message: 'Roll out in 3-6 weeks',
      }),
      description: translate({
        id: 'industry.manufacturing.howItWorks.rollout.description',
        message: 'Start with one product line or market and extend once the answers are proven.',
      }),
    },
  ],
  keyBenefits: [
    {
      icon: 'chart',
      title: translate({
        id: 'industry.manufacturing.keyBenefits.roi.title',
        message: 'Measurable return',
      }),
      description: translate({
        id: 'industry.manufacturing.keyBenefits.roi.description',
        message: 'Manufacturers typically reach a return on investment within 4-8 months.',
      }),
    },
    {
      icon: 'globe',
      title: translate({
        id: 'industry.manufacturing.keyBenefits.global.title',
        message: 'Global partners served',
      }),
      description: translate({
        id: 'industry.manufacturing.keyBenefits.global.description',
        message: 'Distributors and customers get answers in 20+ languages, across every time zone.',
      }),
    },
    {
      icon: 'gear',
      title: translate({
        id: 'industry.manufacturing.keyBenefits.engineers.title',
        message: 'Engineers on engineering',
      }),
      description: translate({
        id: 'industry.manufacturing.keyBenefits.engineers.description',
        message: 'Repetitive documentation questions no longer interrupt your technical staff.',
      }),
    },
    {
      icon: 'check',
      title: translate({
        id: 'industry.manufacturing.keyBenefits.accuracy.title',
        message: 'Consistent answers',
      }),
      description: translate({
        id: 'industry.manufacturing.keyBenefits.accuracy.description',
        message: 'Every answer comes from the current version of your documents, with its source.',
      }),
    },
  ],
  faqItems: [
    {
      question: translate({
        id: 'industry.manufacturing.faq.timeline.question',
        message: 'How long does implementation take?',
      }),
      answer: translate({
        id: 'industry.manufacturing.faq.timeline.answer',
        message:
          'Typically 3-6 weeks. The range depends on the volume of documentation and on how many systems, such as your ERP, the agent connects to.',
      }),
    },
    {
      question: translate({
        id: 'industry.manufacturing.faq.roi.question',
        message: 'When does the investment pay off?',
      }),
      answer: translate({
        id: 'industry.manufacturing.faq.roi.answer',
        message:
          'Manufacturers typically see a return on investment within 4-8 months, through fewer service calls and faster order handling.',
      }),
    },
    {
      question: translate({
        id: 'industry.manufacturing.faq.technical.question',
        message: 'Can it handle very technical questions?',
      }),
      answer: translate({
        id: 'industry.manufacturing.faq.technical.answer',
        message:
          'Yes, as long as the answer is in your documentation. When it is not, the agent says so and routes the question to an engineer instead of guessing.',
      }),
    },
    {
      question: translate({
        id: 'industry.manufacturing.faq.languages.question',
        message: 'Do our international distributors need to write in English?',
      }),
      answer: translate({
        id: 'industry.manufacturing.faq.languages.answer',
        message:
          'No. Manufacturers commonly serve partners in 20+ languages, and the agent answers in the language the question was asked in.',
      }),
    },
    {
      question: translate({
        id: 'industry.manufacturing.faq.internal.question',
        message: 'Can our own employees use the agent too?',
      }),
      answer: translate({
        id: 'industry.manufacturing.faq.internal.answer',
        message:
          'Yes. Many manufacturers give shop-floor and service teams an internal agent for procedures, safety rules and maintenance steps.',
      }),
    },
  ],
  useCases: [
    translate({id: 'industry.manufacturing.useCases.orders', message: 'Order and shipping status for distributors'}),
    translate({id: 'industry.manufacturing.useCases.docs', message: 'Answers from manuals and specifications'}),
    translate({id: 'industry.manufacturing.useCases.parts', message: 'Spare part identification'}),
    translate({id: 'industry.manufacturing.useCases.warranty', message: 'Warranty and quality claims intake'}),
    translate({id: 'industry.manufacturing.useCases.sops', message: 'Shop-floor procedures and safety rules'}),
  ],
  benefits: [
    translate({id: 'industry.manufacturing.benefits.roi', message: 'Return on investment in 4-8 months'}),
    translate({id: 'industry.manufacturing.benefits.launch', message: 'Implementation in 3-6 weeks'}),
    translate({id: 'industry.manufacturing.benefits.languages', message: 'Partners served in 20+ languages'}),
    translate({id: 'industry.manufacturing.benefits.sources', message: 'Answers with their source document'}),
    translate({id: 'industry.manufacturing.benefits.engineers', message: 'Fewer interruptions for engineers'}),
  ],
  seoTitle: translate({
    id: 'industry.manufacturing.seoTitle',
    message: 'AI Agents for Manufacturing: Orders, Documentation and Parts Support',
  }),
  seoDescription: translate({
    id: 'industry.manufacturing.seoDescription',
    message:
      'AI agents for manufacturers: order status, technical documentation and spare parts answered in 20+ languages. Live in 3-6 weeks, ROI in 4-8 months.',
  }),
  seoKeywords: translate({
    id: 'industry.manufacturing.seoKeywords',
    message:
      'manufacturing AI agent, distributor support, technical documentation assistant, spare parts chatbot, B2B order status',
  }),
  schemaType: 'Service',
  callToAction: {
    title: translate({
      id: 'industry.manufacturing.cta.title',
      message: 'See it answer from your own manuals',
    }),
    description: translate({
      id: 'industry.manufacturing.cta.description',
      message: 'Bring a product manual to the demo and ask the agent your hardest questions.',
    }),
    buttonText: translate({id: 'industry.manufacturing.cta.button', message: 'Book a Demo'}),
    buttonLink: externalLinks.demoScheduler,
  },
};

export default manufacturing;
