import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import NextSteps from './thank-you/_components/NextSteps';

/**
 * SPEC §2: where a successful lead submission lands, with what happens next and where to go
 * meanwhile (issue 20). Kept out of search results.
 */
export default function ThankYouPage(): React.JSX.Element {
  return (
    <Layout
      title={translate({id: 'thankYou.meta.title', message: 'Thank You'})}
      description={translate({
        id: 'thankYou.meta.description',
        message: "We've received your submission and will be in touch shortly.",
      })}>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--xl padding-vert--xl text--center">
        <Heading as="h1" className="hero__title">
          <Translate id="thankYou.title">Thank You!</Translate>
        </Heading>
        <p className="hero__subtitle margin-bottom--lg">
          <Translate id="thankYou.message">
            We've received your submission and will be in touch shortly.
          </Translate>
        </p>
        <Link className="button button--primary button--lg" to="/">
          <Translate id="thankYou.home">Return to Homepage</Translate>
        </Link>
        <NextSteps />
      </main>
    </Layout>
  );
}
