/**
 * SPEC §3 "Add-on" and §9 prices, word for word: CRM $19/month; AI Invoicing $9/month; AI Custom
 * Coach $179 per seat/month; AI Custom App $249 per seat/month; IVR Business Phone $19/month.
 */
import {translate} from '@docusaurus/Translate';

export type AddOnUnit = 'month' | 'seatMonth';

export type AddOn = {
  /** Stable key (kebab-case), also the card's anchor. */
  id: string;
  name: string;
  description: string;
  /** US dollars per unit. */
  price: number;
  unit: AddOnUnit;
};

export const addOns: readonly AddOn[] = [
  {
    id: 'crm',
    name: 'CRM',
    description: translate({
      id: 'pricing.addOn.crm.description',
      message: 'Turn conversations into contacts and deals, and follow up from one simple CRM.',
    }),
    price: 19,
    unit: 'month',
  },
  {
    id: 'ai-invoicing',
    name: translate({id: 'pricing.addOn.aiInvoicing.name', message: 'AI Invoicing'}),
    description: translate({
      id: 'pricing.addOn.aiInvoicing.description',
      message: 'Create and send invoices from a conversation, and let the agent answer billing questions.',
    }),
    price: 9,
    unit: 'month',
  },
  {
    id: 'ai-custom-coach',
    name: translate({id: 'pricing.addOn.aiCustomCoach.name', message: 'AI Custom Coach'}),
    description: translate({
      id: 'pricing.addOn.aiCustomCoach.description',
      message: 'A coach trained on your playbooks that guides each team member through calls, sales and procedures.',
    }),
    price: 179,
    unit: 'seatMonth',
  },
  {
    id: 'ai-custom-app',
    name: translate({id: 'pricing.addOn.aiCustomApp.name', message: 'AI Custom App'}),
    description: translate({
      id: 'pricing.addOn.aiCustomApp.description',
      message: 'An AI app built around one of your own processes, with its own screens and data.',
    }),
    price: 249,
    unit: 'seatMonth',
  },
  {
    id: 'ivr-business-phone',
    name: translate({id: 'pricing.addOn.ivrBusinessPhone.name', message: 'IVR Business Phone'}),
    description: translate({
      id: 'pricing.addOn.ivrBusinessPhone.description',
      message: 'A business phone line with an AI voice menu that answers, routes calls and takes messages around the clock.',
    }),
    price: 19,
    unit: 'month',
  },
];
