import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {externalLinks} from '@site/src/config/site';
import styles from './styles.module.css';

/** The sandbox section of the default docs version's getting-started guide. */
export const sandboxGuidePath = '/documentation/getting-started#try-the-api-in-a-sandbox';

function Panel({id, title, children}: {id: string; title: ReactNode; children: ReactNode}) {
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <Heading as="h2" id={id} className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * What follows a lead submission, and what the visitor can do meanwhile. The timing claims are
 * SPEC's own: "in touch shortly" and "start in 1-2 days" (landing page, Common Questions).
 */
export default function NextSteps(): React.JSX.Element {
  const steps: Array<[when: ReactNode, what: ReactNode]> = [
    [
      <Translate id="thankYou.next.now.when">Right now</Translate>,
      <Translate id="thankYou.next.now.what">
        Your details are with our team, who have been notified of your request.
      </Translate>,
    ],
    [
      <Translate id="thankYou.next.reply.when">Shortly</Translate>,
      <Translate id="thankYou.next.reply.what">
        A member of our team replies by e-mail with answers, a tailored demo or a free trial set
        up on your own content.
      </Translate>,
    ],
    [
      <Translate id="thankYou.next.start.when">When you are ready</Translate>,
      <Translate id="thankYou.next.start.what">
        You can start in 1-2 days with the help content you already have, without a big
        technical team.
      </Translate>,
    ],
  ];
  return (
    <div className={styles.layout}>
      <Panel
        id="thank-you-next-title"
        title={<Translate id="thankYou.next.title">What happens next</Translate>}>
        <ol className={styles.steps}>
          {steps.map(([when, what], index) => (
            <li key={index}>
              <strong>{when}</strong> {what}
            </li>
          ))}
        </ol>
      </Panel>
      <Panel
        id="thank-you-meanwhile-title"
        title={<Translate id="thankYou.meanwhile.title">In the meantime</Translate>}>
        <ul className={styles.links}>
          <li>
            <Link className="button button--primary button--block" href={externalLinks.demoScheduler}>
              <Translate id="thankYou.meanwhile.demo">Book a demo</Translate>
            </Link>
          </li>
          <li>
            <Link className="button button--secondary button--block" to="/documentation">
              <Translate id="thankYou.meanwhile.docs">Read the documentation</Translate>
            </Link>
          </li>
          <li>
            <Link className="button button--secondary button--block" to={sandboxGuidePath}>
              <Translate id="thankYou.meanwhile.sandbox">Try the API in a sandbox</Translate>
            </Link>
          </li>
        </ul>
      </Panel>
    </div>
  );
}
