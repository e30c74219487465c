import React from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import CompanySeo from '@site/src/components/Company/CompanySeo';
import ContactSection from '@site/src/components/Company/ContactSection';
import Hero from '@site/src/components/sections/Hero';
import {company} from '@site/src/config/site';

/** /contact (SPEC §2 "Other linked paths"): the contact form stores a lead; other channels beside it. */
export default function ContactPage(): React.JSX.Element {
  const title = translate({id: 'company.contact.meta.title', message: 'Contact Us'});
  const description = translate(
    {
      id: 'company.contact.meta.description',
      message:
        'Talk to the {company} team about AI agents for your business: send us a message, call sales or support, or book a demo.',
    },
    {company: company.name},
  );
  return (
    <Layout title={title} description={description}>
      <CompanySeo path="/contact" title={title} description={description} />
      <main>
        <Hero
          tone="brand"
          title={<Translate id="company.contact.title">Contact Us</Translate>}
          lead={
            <Translate id="company.contact.lead">
              Questions about AI agents, pricing or partnerships? We are happy to help.
            </Translate>
          }
        />
        <ContactSection />
      </main>
    </Layout>
  );
}
