import {translate} from '@docusaurus/Translate';
import {industries} from '@site/src/data/industries';
import {industryPath} from '@site/src/config/ids';
import type {IndustryContent} from './types';

/** SPEC §2 claims on this page: conversion up 28%, implementation in 2-4 weeks, 20+ languages. */
const retail: IndustryContent = {
  id: 'retail',
  name: industries.retail.label,
  route: industryPath('retail'),
  icon: 'cart',
  description: translate({
    id: 'industry.retail.description',
    message:
      'Product advice, stock and order questions answered in store, online and after closing time.',
  }),
  headline: translate({id: 'industry.retail.headline', message: 'AI Agents for Retail'}),
  overview: translate({
    id: 'industry.retail.overview',
    message:
      'Shoppers expect an answer the moment they ask: is it in stock, does it come in my size, when will it arrive, can I return it? An AgentWorks agent answers these questions from your catalogue and store policies on every channel, recommends products the way your best sales associate would, and passes complex cases to your team. Retailers see conversion rise by 28%, serve customers in 20+ languages and go live in 2-4 weeks.',
  }),
  heroImage: {
    src: '/img/industries/retail.svg',
    alt: translate({
      id: 'industry.retail.heroImage.alt',
      message:
        'A shopping bag and a product card beside a chat bubble in which the agent confirms the item is in stock.',
    }),
  },
  highlights: [
    {
      value: translate({id: 'industry.retail.highlight.conversion.value', message: '28%'}),
      label: translate({id: 'industry.retail.highlight.conversion.label', message: 'higher conversion'}),
    },
    {
      value: translate({id: 'industry.retail.highlight.languages.value', message: '20+'}),
      label: translate({id: 'industry.retail.highlight.languages.label', message: 'languages served'}),
    },
    {
      value: translate({id: 'industry.retail.highlight.launch.value', message: '2-4 weeks'}),
      label: translate({id: 'industry.retail.highlight.launch.label', message: 'to go live'}),
    },
  ],
  aiSolutions: [
    {
      icon: 'search',
      title: translate({
        id: 'industry.retail.aiSolutions.advice.title',
        message: 'Product advice',
      }),
      description: translate({
        id: 'industry.retail.aiSolutions.advice.description',
        message:
          'The agent asks what the shopper needs and suggests matching products, sizes and accessories from your catalogue.',
      }),
    },
    {
      icon: 'box',
      title: translate({
        id: 'industry.retail.aiSolutions.stock.title',
        message: 'Stock and store availability',
      }),
      description: translate({
        id: 'industry.retail.aiSolutions.stock.description',
        message:
          'Live answers about what is on the shelf in which store, with click-and-collect options when an item is elsewhere.',
      }),
    },
    {
      icon: 'document',
      title: translate({
        id: 'industry.retail.aiSolutions.orders.title',
        message: 'Orders and returns',
      }),
      description: translate({
        id: 'industry.retail.aiSolutions.orders.description',
        message:
          'Order status, delivery times, exchanges and return labels without a call to customer service.',
      }),
    },
    {
      icon: 'heart',
      title: translate({
        id: 'industry.retail.aiSolutions.loyalty.title',
        message: 'Loyalty and promotions',
      }),
      description: translate({
        id: 'industry.retail.aiSolutions.loyalty.description',
        message:
          'Points balances, current offers and gift cards explained clearly, so promotions turn into purchases.',
      }),
    },
  ],
  howItWorks: [
    {
      icon: 'book',
      title: translate({
        id: 'industry.retail.howItWorks.catalogue.title',
        message: 'Load your catalogue and policies',
      }),
      description: translate({
        id: 'industry.retail.howItWorks.catalogue.description',
        message: 'Import product data, store details and your return and delivery policies.',
      }),
    },
    {
      icon: 'link',
      title: translate({
        id: 'industry.retail.howItWorks.connect.title',
        message: 'Connect your systems',
      }),
      description: translate({
        id: 'industry.retail.howItWorks.connect.description',
        message: 'Link inventory, order management and your CRM so answers reflect the current state.',
      }),
    },
    {
      icon: 'chat',
      title: translate({
        id: 'industry.retail.howItWorks.voice.title',
        message: 'Shape the voice of your brand',
      }),
      description: translate({
        id: 'industry.retail.howItWorks.voice.description',
        message: 'Set tone, greetings and the moments when a store associate takes over.',
      }),
    },
    {
      icon: 'chart',
      title: translate({
        id: 'industry.retail.howItWorks.launch.title',
        message: 'Launch in 2-4 weeks',
      }),
      description: translate({
        id: 'industry.retail.howItWorks.launch.description',
        message: 'Go live on your website and follow conversion and satisfaction on your dashboard.',
      }),
    },
  ],
  keyBenefits: [
    {
      icon: 'cart',
      title: translate({id: 'industry.retail.keyBenefits.conversion.title', message: 'More sales'}),
      description: translate({
        id: 'industry.retail.keyBenefits.conversion.description',
        message: 'Shoppers who get an instant, helpful answer buy more: conversion rises by 28%.',
      }),
    },
    {
      icon: 'globe',
      title: translate({
        id: 'industry.retail.keyBenefits.languages.title',
        message: 'Every shopper understood',
      }),
      description: translate({
        id: 'industry.retail.keyBenefits.languages.description',
        message: 'Serve tourists and local customers alike in 20+ languages.',
      }),
    },
    {
      icon: 'clock',
      title: translate({id: 'industry.retail.keyBenefits.hours.title', message: 'Open after closing'}),
      description: translate({
        id: 'industry.retail.keyBenefits.hours.description',
        message: 'Questions asked at midnight are answered at midnight, not the next morning.',
      }),
    },
    {
      icon: 'users',
      title: translate({
        id: 'industry.retail.keyBenefits.staff.title',
        message: 'Staff on the shop floor',
      }),
      description: translate({
        id: 'industry.retail.keyBenefits.staff.description',
        message: 'Associates help the customers in front of them instead of answering the phone.',
      }),
    },
  ],
  faqItems: [
    {
      question: translate({
        id: 'industry.retail.faq.launch.question',
        message: 'How long does it take to launch?',
      }),
      answer: translate({
        id: 'industry.retail.faq.launch.answer',
        message:
          'Most retailers go live in 2-4 weeks, depending on how many systems the agent connects to.',
      }),
    },
    {
      question: translate({
        id: 'industry.retail.faq.inventory.question',
        message: 'Does the agent know what is in stock?',
      }),
      answer: translate({
        id: 'industry.retail.faq.inventory.answer',
        message:
          'Yes, once connected to your inventory system. Without that connection it answers from your catalogue and points shoppers to the store.',
      }),
    },
    {
      question: translate({
        id: 'industry.retail.faq.languages.question',
        message: 'Which languages can shoppers use?',
      }),
      answer: translate({
        id: 'industry.retail.faq.languages.answer',
        message:
          'Retailers typically serve customers in 20+ languages; the agent itself supports over 100 and replies in the language the shopper writes in.',
      }),
    },
    {
      question: translate({
        id: 'industry.retail.faq.conversion.question',
        message: 'How does a chat agent increase conversion?',
      }),
      answer: translate({
        id: 'industry.retail.faq.conversion.answer',
        message:
          'It removes the doubts that stop a purchase, about sizes, delivery or returns, at the moment they arise. Retailers see conversion go up by 28%.',
      }),
    },
    {
      question: translate({
        id: 'industry.retail.faq.handoff.question',
        message: 'What happens with complaints?',
      }),
      answer: translate({
        id: 'industry.retail.faq.handoff.answer',
        message:
          'The agent recognises frustration and complex cases and hands them to your team with the whole conversation, so the customer never has to repeat themselves.',
      }),
    },
  ],
  useCases: [
    translate({id: 'industry.retail.useCases.advice', message: 'Product advice and sizing'}),
    translate({id: 'industry.retail.useCases.stock', message: 'Stock checks by store'}),
    translate({id: 'industry.retail.useCases.orders', message: 'Order tracking and delivery times'}),
    translate({id: 'industry.retail.useCases.returns', message: 'Returns and exchanges'}),
    translate({id: 'industry.retail.useCases.loyalty', message: 'Loyalty points and promotions'}),
  ],
  benefits: [
    translate({id: 'industry.retail.benefits.conversion', message: 'Conversion up 28%'}),
    translate({id: 'industry.retail.benefits.languages', message: 'Shoppers served in 20+ languages'}),
    translate({id: 'industry.retail.benefits.launch', message: 'Live in 2-4 weeks'}),
    translate({id: 'industry.retail.benefits.allDay', message: 'Answers 24/7, also after closing'}),
    translate({id: 'industry.retail.benefits.staff', message: 'Associates free for in-store customers'}),
  ],
  seoTitle: translate({
    id: 'industry.retail.seoTitle',
    message: 'AI Agents for Retail: Product Advice, Stock and Order Support',
  }),
  seoDescription: translate({
    id: 'industry.retail.seoDescription',
    message:
      'AI shopping assistants for retailers: product advice, stock checks and order support in 20+ languages. Conversion up 28%, live in 2-4 weeks.',
  }),
  seoKeywords: translate({
    id: 'industry.retail.seoKeywords',
    message:
      'retail AI agent, shopping assistant, product recommendations, order tracking chatbot, retail customer service',
  }),
  schemaType: 'Service',
  callToAction: {
    title: translate({
      id: 'industry.retail.cta.title',
      message: 'Turn questions into sales',
    }),
    description: translate({
      id: 'industry.retail.cta.description',
      message: 'Compare plans and start with the one that fits the size of your store network.',
    }),
    buttonText: translate({id: 'industry.retail.cta.button', message: 'View Pricing'}),
    buttonLink: '/pricing',
  },
};

export default retail;
