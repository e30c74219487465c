import {bullets, heading, link, paragraph, toNodes} from './markdown';
import type {PageWriter} from './types';

type SiteModule = typeof import('../../../config/site');
type NetworksModule = typeof import('../../../components/FooterSocialLinks/networks');

/**
 * /contact: the ways to reach the company (src/config/site.ts) and, from the
 * footer every page has, the newsletter and the social profiles: visitors ask how to subscribe or
 * where to follow us, and the footer's parts have no anchor of their own, so they live here.
 */
export const contactPage: PageWriter = ({translate: t, load, localePath}) => {
  const {company, contact, externalLinks} = load<SiteModule>('@site/src/config/site');
  const {street, locality, region, postalCode, country} = contact.postalAddress;
  const {networks, networkLabel} = load<NetworksModule>('@site/src/components/FooterSocialLinks/networks');
  return [
    {
      title: t({id: 'company.contact.meta.title', message: 'Contact Us'}),
      summary: t(
        {
          id: 'company.contact.meta.description',
          message: 'Talk to the {company} team about AI agents for your business: send us a message, call sales or support, or book a demo.',
        },
        {company: company.name},
      ),
      url: localePath('/contact'),
      body: toNodes([
        paragraph(t({id: 'company.contact.lead', message: 'Questions about AI agents, pricing or partnerships? We are happy to help.'})),
        heading(2, t({id: 'company.contact.channels.title', message: 'Other ways to reach us'}), 'contact-channels-title'),
        bullets([
          `${t({id: 'company.contact.channels.sales', message: 'Sales'})}: ${contact.salesPhone.display}, ${contact.salesEmail}`,
          `${t({id: 'company.contact.channels.support', message: 'Customer support'})}: ${contact.phone.display}, ${contact.supportEmail}`,
          `${t({id: 'company.contact.channels.office', message: 'Office'})}: ${company.legalName}, ${street}, ${locality}, ${region} ${postalCode}, ${country}`,
        ]),
        paragraph(t({id: 'company.contact.channels.demo.text', message: 'Prefer to see the agent in action first? Pick a time that suits you.'})),
        link(t({id: 'company.contact.channels.demo.button', message: 'Book a Demo'}), externalLinks.demoScheduler),
        heading(2, t({id: 'newsletter.title', message: 'Newsletter'})),
        paragraph(
          t({id: 'newsletter.hint', message: 'Practical tips on AI agents for support teams, about once a month. Unsubscribe at any time.'}),
        ),
        heading(2, t({id: 'footer.social.listLabel', message: 'Social media'})),
        // Each network with its address written out, so an answer that quotes it gives the address.
        bullets(networks.map((network) => `${networkLabel(network)}: ${externalLinks.social[network]}`)),
      ]),
    },
  ];
};
