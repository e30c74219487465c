import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {figureData} from '@site/src/config/site';
import {localFigure} from '@site/src/data/siteFigures';
import styles from './styles.module.css';

type Question = {key: string; question: ReactNode; answer: ReactNode};

const questions: Question[] = [
  {
    key: 'start',
    question: (
      <Translate id="landing.questions.start.question">How quickly can we get started?</Translate>
    ),
    answer: (
      <Translate id="landing.questions.start.answer">
        Most businesses are up and running in 1-2 days. We train your AI agent on your own
        content and help you place it on your website.
      </Translate>
    ),
  },
  {
    key: 'team',
    question: (
      <Translate id="landing.questions.team.question">Do we need a big tech team?</Translate>
    ),
    answer: (
      <Translate id="landing.questions.team.answer">
        No. You do not need a big tech team: we handle the setup, and your agent works with the
        website and tools you already use.
      </Translate>
    ),
  },
  {
    key: 'cost',
    question: <Translate id="landing.questions.cost.question">What does it cost?</Translate>,
    answer: (
      <Translate
        id="landing.questions.cost.answer"
        values={{
          price: localFigure(figureData.plansFromPerMonth),
          savings: localFigure(figureData.monthlySavings),
          weeks: localFigure(figureData.paybackWeeks),
        }}>
        {
          'Plans start from {price}/month. On average, businesses save over {savings} monthly, and the investment pays for itself within {weeks} weeks.'
        }
      </Translate>
    ),
  },
  {
    key: 'data',
    question: <Translate id="landing.questions.data.question">Is our data safe?</Translate>,
    answer: (
      <Translate id="landing.questions.data.answer">
        Yes. Your data is encrypted in transit and at rest, used only to answer your customers,
        and never shared with anyone else.
      </Translate>
    ),
  },
];

/** SPEC §2 landing: the 'Common Questions' grid of four cards. */
export default function CommonQuestions(): React.JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="landing-questions-title">
      <div className="container">
        <h2 id="landing-questions-title" className={styles.title}>
          <Translate id="landing.questions.title">Common Questions</Translate>
        </h2>
        <ul className={styles.grid}>
          {questions.map((item) => (
            <li key={item.key} className={styles.card}>
              <Heading as="h3" className={styles.question}>
                {item.question}
              </Heading>
              <p className={styles.answer}>{item.answer}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
