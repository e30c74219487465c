import React from 'react';
import Translate from '@docusaurus/Translate';
import type {SuccessStory} from '@site/src/data/industryContent/types';
import CheckList from '@site/src/components/sections/CheckList';
import styles from './styles.module.css';

export type Props = {
  stories: readonly SuccessStory[];
};

/** Customer stories (SPEC §3 "Success story"): company, measured results, the customer's words. */
export default function SuccessStories({stories}: Props): React.JSX.Element {
  return (
    <ul className={styles.stories}>
      {stories.map((story) => (
        <li key={story.company} className={styles.story}>
          <h3 className={styles.company}>{story.company}</h3>
          <p className={styles.resultsLabel}>
            <Translate id="industry.technology.stories.results">Results</Translate>
          </p>
          <CheckList items={story.results} className={styles.results} />
          <figure className={styles.figure}>
            <blockquote className={styles.quote}>
              <p>{story.testimonial}</p>
            </blockquote>
            <figcaption className={styles.author}>
              {story.author}, {story.company}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
