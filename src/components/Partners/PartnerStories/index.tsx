import React from 'react';
import StarRating from '@site/src/components/StarRating';
import type {PartnerProgram} from '@site/src/data/partnerPrograms';
import type {PartnerStory} from '@site/src/data/partnerStories';
import styles from './styles.module.css';

export type Props = {
  stories: readonly PartnerStory[];
  programs: readonly PartnerProgram[];
};

/** 'Partner Success Stories' (SPEC §2): the partner's words, who said them, and their program. */
export default function PartnerStories({stories, programs}: Props): React.JSX.Element {
  const programName = (story: PartnerStory) =>
    programs.find((program) => program.id === story.program)?.name ?? story.program;
  return (
    <ul className={styles.grid}>
      {stories.map((story) => (
        <li key={story.id} className={styles.card}>
          <figure className={styles.figure}>
            <p className={styles.program}>{programName(story)}</p>
            <StarRating rating={story.rating} />
            <blockquote className={styles.quote}>
              <p>{story.testimonial}</p>
            </blockquote>
            <figcaption className={styles.author}>
              <span className={styles.avatar} aria-hidden="true">
                {story.initials}
              </span>
              <span>
                <span className={styles.name}>{story.name}</span>
                <span className={styles.role}>
                  {story.role}, {story.company}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
