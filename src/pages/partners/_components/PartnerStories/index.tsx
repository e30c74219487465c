import React from 'react';
import QuoteCard from '@site/src/components/QuoteCard';
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
        <QuoteCard
          key={story.id}
          label={programName(story)}
          rating={story.rating}
          quote={story.testimonial}
          initials={story.initials}
          name={story.name}
          detail={`${story.role}, ${story.company}`}
        />
      ))}
    </ul>
  );
}
