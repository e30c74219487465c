import {translate} from '@docusaurus/Translate';
import {industries} from '@site/src/data/industries';
import {industryPath} from '@site/src/config/ids';
import type {IndustryContent} from './types';

/**
 * SPEC §2 claims on this page: implementation in 1-3 weeks, 30+ languages, up to 30% less cart
 * abandonment, up to 25% more order value.
 */
const ecommerce: IndustryContent = {
  id: 'ecommerce',
  name: industries.ecommerce.label,
  route: industryPath('ecommerce'),
  icon: 'cart',
  description: translate({
    id: 'industry.ecommerce.description',
    message:
      'A shopping assistant that answers pre-sale questions, recovers carts and handles order support.',
  }),
  headline: translate({
    id: 'industry.ecommerce.headline',
    message: 'AI Agents for eCommerce',
  }),
  overview: translate({
    id: 'industry.ecommerce.overview',
    message:
      'Online shoppers leave when a question goes unanswered: about a size, a delivery date, a discount code or a return. An AgentWorks agent answers on every product page and at checkout, suggests products that complete the order, and takes care of where-is-my-order and return requests after the sale. Online stores see up to 30% less cart abandonment and up to 25% more order value, in 30+ languages, with implementation in 1-3 weeks.',
  }),
  heroImage: {
    src: '/img/industries/ecommerce.svg',
    alt: translate({
      id: 'industry.ecommerce.heroImage.alt',
      message:
        'A web shop page with a shopping cart and a chat bubble in which the agent confirms delivery by Friday.',
    }),
  },
  highlights: [
    {
      value: translate({id: 'industry.ecommerce.highlight.abandonment.value', message: 'Up to 30%'}),
      label: translate({
        id: 'industry.ecommerce.highlight.abandonment.label',
        message: 'less cart abandonment',
      }),
    },
    {
      value: translate({id: 'industry.ecommerce.highlight.orderValue.value', message: 'Up to 25%'}),
      label: translate({
        id: 'industry.ecommerce.highlight.orderValue.label',
        message: 'more order value',
      }),
    },
    {
      value: translate({id: 'industry.ecommerce.highlight.launch.value', message: '1-3 weeks'}),
      label: translate({id: 'industry.ecommerce.highlight.launch.label', message: 'implementation'}),
    },
  ],
  aiSolutions: [
    {
      icon: 'chat',
      title: translate({
        id: 'industry.ecommerce.aiSolutions.presale.title',
        message: 'Pre-sale questions',
      }),
      description: translate({
        id: 'industry.ecommerce.aiSolutions.presale.description',
        message:
          'Sizes, materials, compatibility and delivery options answered right on the product page.',
      }),
    },
    {
      icon: 'cart',
      title: translate({
        id: 'industry.ecommerce.aiSolutions.carts.title',
        message: 'Cart recovery',
      }),
      description: translate({
        id: 'industry.ecommerce.aiSolutions.carts.description',
        message: 'The agent steps in at checkout hesitation and resolves the doubt that would have lost the sale.',
      }),
    },
    {
      icon: 'search',
      title: translate({
        id: 'industry.ecommerce.aiSolutions.recommendations.title',
        message: 'Personal recommendations',
      }),
      description: translate({
        id: 'industry.ecommerce.aiSolutions.recommendations.description',
        message: 'Accessories and bundles that fit what is already in the cart raise the order value.',
      }),
    },
    {
      icon: 'box',
      title: translate({
        id: 'industry.ecommerce.aiSolutions.orders.title',
        message: 'Order tracking and returns',
      }),
      description: translate({
        id: 'industry.ecommerce.aiSolutions.orders.description',
        message: 'Where-is-my-order, address changes and return labels handled without a ticket.',
      }),
    },
  ],
  howItWorks: [
    {
      icon: 'link',
      title: translate({
        id: 'industry.ecommerce.howItWorks.store.title',
        message: 'Connect your store',
      }),
      description: translate({
        id: 'industry.ecommerce.howItWorks.store.description',
        message: 'Sync your product catalogue, shipping rules and order data.',
      }),
    },
    {
      icon: 'book',
      title: translate({
        id: 'industry.ecommerce.howItWorks.policies.title',
        message: 'Add your policies',
      }),
      description: translate({
        id: 'industry.ecommerce.howItWorks.policies.description',
        message: 'Returns, warranties and promotions become part of the knowledge base.',
      }),
    },
    {
      icon: 'gear',
      title: translate({
        id: 'industry.ecommerce.howItWorks.placement.title',
        message: 'Choose where it appears',
      }),
      description: translate({
        id: 'industry.ecommerce.howItWorks.placement.description',
        message: 'Product pages, cart, checkout and order status pages each get the right prompts.',
      }),
    },
    {
      icon: 'chart',
      title: translate({
        id: 'industry.ecommerce.howItWorks.launch.title',
        message: 'Live in 1-3 weeks',
      }),
      description: translate({
        id: 'industry.ecommerce.howItWorks.launch.description',
        message: 'Launch, then follow abandonment, order value and resolution on your dashboard.',
      }),
    },
  ],
  keyBenefits: [
    {
      icon: 'cart',
      title: translate({
        id: 'industry.ecommerce.keyBenefits.abandonment.title',
        message: 'Fewer abandoned carts',
      }),
      description: translate({
        id: 'industry.ecommerce.keyBenefits.abandonment.description',
        message: 'Answering doubts at checkout reduces cart abandonment by up to 30%.',
      }),
    },
    {
      icon: 'chart',
      title: translate({
        id: 'industry.ecommerce.keyBenefits.orderValue.title',
        message: 'Bigger orders',
      }),
      description: translate({
        id: 'industry.ecommerce.keyBenefits.orderValue.description',
        message: 'Relevant suggestions increase order value by up to 25%.',
      }),
    },
    {
      icon: 'globe',
      title: translate({
        id: 'industry.ecommerce.keyBenefits.languages.title',
        message: 'Sell across borders',
      }),
      description: translate({
        id: 'industry.ecommerce.keyBenefits.languages.description',
        message: 'Serve shoppers in 30+ languages without hiring a team for each market.',
      }),
    },
    {
      icon: 'clock',
      title: translate({
        id: 'industry.ecommerce.keyBenefits.launch.title',
        message: 'Fast implementation',
      }),
      description: translate({
        id: 'industry.ecommerce.keyBenefits.launch.description',
        message: 'Most stores are live in 1-3 weeks.',
      }),
    },
  ],
  faqItems: [
    {
      question: translate({
        id: 'industry.ecommerce.faq.platforms.question',
        message: 'Does it work with our shop platform?',
      }),
      answer: translate({
        id: 'industry.ecommerce.faq.platforms.answer',
        message:
          'Yes. The chat widget works on any website, and our API and Zapier connection link it to your catalogue and order system.',
      }),
    },
    {
      question: translate({
        id: 'industry.ecommerce.faq.abandonment.question',
        message: 'How does it reduce cart abandonment?',
      }),
      answer: translate({
        id: 'industry.ecommerce.faq.abandonment.answer',
        message:
          'Most carts are abandoned over an open question about cost, delivery or returns. Answering it on the spot cuts abandonment by up to 30%.',
      }),
    },
    {
      question: translate({
        id: 'industry.ecommerce.faq.pushy.question',
        message: 'Will recommendations feel pushy?',
      }),
      answer: translate({
        id: 'industry.ecommerce.faq.pushy.answer',
        message:
          'No. The agent suggests items only when they fit the conversation or the cart, which is why order value grows by up to 25% without annoying shoppers.',
      }),
    },
    {
      question: translate({
        id: 'industry.ecommerce.faq.timeline.question',
        message: 'How long until we are live?',
      }),
      answer: translate({
        id: 'industry.ecommerce.faq.timeline.answer',
        message: 'Implementation takes 1-3 weeks, depending on your catalogue size and integrations.',
      }),
    },
    {
      question: translate({
        id: 'industry.ecommerce.faq.languages.question',
        message: 'Can we sell in several languages?',
      }),
      answer: translate({
        id: 'industry.ecommerce.faq.languages.answer',
        message:
          'Online stores commonly serve shoppers in 30+ languages; the agent supports over 100 and replies in the shopper’s language.',
      }),
    },
  ],
  useCases: [
    translate({id: 'industry.ecommerce.useCases.presale', message: 'Product questions before purchase'}),
    translate({id: 'industry.ecommerce.useCases.checkout', message: 'Help at checkout'}),
    translate({id: 'industry.ecommerce.useCases.recommendations', message: 'Bundles and recommendations'}),
    translate({id: 'industry.ecommerce.useCases.tracking', message: 'Order tracking'}),
    translate({id: 'industry.ecommerce.useCases.returns', message: 'Returns and refunds'}),
  ],
  benefits: [
    translate({id: 'industry.ecommerce.benefits.abandonment', message: 'Up to 30% less cart abandonment'}),
    translate({id: 'industry.ecommerce.benefits.orderValue', message: 'Up to 25% more order value'}),
    translate({id: 'industry.ecommerce.benefits.languages', message: 'Shoppers served in 30+ languages'}),
    translate({id: 'industry.ecommerce.benefits.launch', message: 'Implementation in 1-3 weeks'}),
    translate({id: 'industry.ecommerce.benefits.allDay', message: 'Support that never closes'}),
  ],
  seoTitle: translate({
    id: 'industry.ecommerce.seoTitle',
    message: 'AI Agents for eCommerce: Shopping Assistant and Order Support',
  }),
  seoDescription: translate({
    id: 'industry.ecommerce.seoDescription',
    message:
      'AI shopping assistants for online stores: up to 30% less cart abandonment, up to 25% more order value, 30+ languages. Live in 1-3 weeks.',
  }),
  seoKeywords: translate({
    id: 'industry.ecommerce.seoKeywords',
    message:
      'ecommerce AI agent, shopping assistant, cart abandonment, order tracking chatbot, online store customer service',
  }),
  schemaType: 'Service',
  callToAction: {
    title: translate({
      id: 'industry.ecommerce.cta.title',
      message: 'Sell more with every conversation',
    }),
    description: translate({
      id: 'industry.ecommerce.cta.description',
      message: 'Pick a plan and have your shopping assistant live in 1-3 weeks.',
    }),
    buttonText: translate({id: 'industry.ecommerce.cta.button', message: 'View Pricing'}),
    buttonLink: '/pricing',
  },
};

export default ecommerce;
