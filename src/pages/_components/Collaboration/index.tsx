import React, {type ReactNode, useId} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {figureData} from '@site/src/config/site';
import {localFigure} from '@site/src/data/siteFigures';
import styles from './styles.module.css';

type Point = {key: string; icon: ReactNode; title: string; description: string};

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

// SPEC §1 "General claims of the agent".
const points: readonly Point[] = [
  {
    key: 'knowledge',
    icon: (
      <svg {...iconProps}>
        <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
        <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
      </svg>
    ),
    title: translate({id: 'home.collaboration.knowledge.title', message: 'Your knowledge, your answers'}),
    description: translate({
      id: 'home.collaboration.knowledge.description',
      message: 'The agent answers from your private knowledge base, not from guesswork.',
    }),
  },
  {
    key: 'always-on',
    icon: (
      <svg {...iconProps}>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
    ),
    title: translate({id: 'home.collaboration.alwaysOn.title', message: 'Always on, 24/7'}),
    description: translate({
      id: 'home.collaboration.alwaysOn.description',
      message: 'Nights, weekends and holidays: customers get help the moment they ask.',
    }),
  },
  {
    key: 'languages',
    icon: (
      <svg {...iconProps}>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </svg>
    ),
    title: translate(
      {id: 'home.collaboration.languages.title', message: 'Over {count} languages'},
      {count: localFigure(figureData.languages)},
    ),
    description: translate({
      id: 'home.collaboration.languages.description',
      message: 'Every customer is served in their own language, with no extra staff.',
    }),
  },
  {
    key: 'handoff',
    icon: (
      <svg {...iconProps}>
        <circle cx="9" cy="7" r="4" />
        <path d="M2 21v-2a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v2M16 11h6m-3-3 3 3-3 3" />
      </svg>
    ),
    title: translate({
      id: 'home.collaboration.handoff.title',
      message: 'A human when it matters',
    }),
    description: translate({
      id: 'home.collaboration.handoff.description',
      message:
        'Complex or sensitive conversations go to your team, with the full history attached.',
    }),
  },
];

export default function Collaboration(): React.JSX.Element {
  const headingId = useId();
  const illustration = useBaseUrl('/img/home/collaboration.svg');
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={clsx('container', styles.inner)}>
        <img
          className={styles.illustration}
          src={illustration}
          alt=""
          width={480}
          height={400}
          loading="lazy"
          decoding="async"
        />
        <div>
          <h2 id={headingId} className={styles.title}>
            <Translate id="home.collaboration.title">
              Seamless AI and Human Collaboration
            </Translate>
          </h2>
          <p className={styles.lead}>
            <Translate id="home.collaboration.lead">
              Your AI agent takes care of the routine questions so your people can focus on the
              conversations where they make the difference.
            </Translate>
          </p>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point.key} className={styles.point}>
                <span className={styles.icon}>{point.icon}</span>
                <div>
                  <h3 className={styles.pointTitle}>{point.title}</h3>
                  <p className={styles.pointText}>{point.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
