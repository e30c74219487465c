/**
 * The company's social networks and their accessible names, without React: the footer links to
 * them and the agent's knowledge (src/plugins/agentKnowledge/pages/contact.ts) names them.
 */
import {translate} from '@docusaurus/Translate';
import {company, externalLinks} from '@site/src/config/site';

export type Network = keyof typeof externalLinks.social;

export const networks: readonly Network[] = ['twitter', 'linkedin', 'facebook', 'instagram'];

/** Accessible names; static translate() calls so the extractor finds every message. */
export function networkLabel(network: Network): string {
  const values = {company: company.name};
  switch (network) {
    case 'twitter':
      return translate({id: 'footer.social.twitter', message: '{company} on Twitter'}, values);
    case 'linkedin':
      return translate({id: 'footer.social.linkedin', message: '{company} on LinkedIn'}, values);
    case 'facebook':
      return translate({id: 'footer.social.facebook', message: '{company} on Facebook'}, values);
    case 'instagram':
      return translate({id: 'footer.social.instagram', message: '{company} on Instagram'}, values);
  }
}
