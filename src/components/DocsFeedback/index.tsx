import clsx from 'clsx';
import React, {useId, useState, type FormEvent} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {sendDocsFeedback} from '@site/src/lib/api/docsFeedback';
import {commentMaxLength, type DocsFeedbackVote} from '@site/src/lib/docsFeedback';
import {localeOfPath} from '@site/src/lib/traffic/pageview';
import fieldStyles from '@site/src/css/formFields.module.css';
import styles from './styles.module.css';

export type Props = {
  /** The docs page's path, locale prefix included: '/es/documentation/intro'. */
  page: string;
  /** The docs version's name: '1.0', 'current'. */
  version: string;
  /** Replaces the call to the server (tests, previews); resolves to whether it was stored. */
  send?: (vote: DocsFeedbackVote) => Promise<boolean>;
};

/** What the reader is told last: nothing yet, thanks for the vote or the comment, or a failure. */
type Outcome = 'none' | 'voted' | 'commented' | 'failed';

/**
 * "Was this page helpful?" at the end of every docs page (issue 13 §3): Yes / No as toggle
 * buttons in a labelled group, then an optional comment. Voting again replaces the vote (one a
 * day per page and reader, kept by the server). Thanks are announced politely, failures at once.
 * Before hydration the buttons are disabled: a click could not reach the server yet.
 */
export default function DocsFeedback({page, version, send = sendDocsFeedback}: Props): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const id = useId();
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('none');
  const vote = (answer: boolean, extra: Pick<DocsFeedbackVote, 'comment'> = {}): DocsFeedbackVote => ({
    page,
    version,
    locale: localeOfPath(page),
    helpful: answer,
    ...extra,
  });

  async function submit(sent: DocsFeedbackVote, success: Outcome): Promise<boolean> {
    setSending(true);
    const stored = await send(sent);
    setSending(false);
    setOutcome(stored ? success : 'failed');
    return stored;
  }

  const onVote = async (answer: boolean) => {
    if (sending) return;
    const previous = helpful;
    setHelpful(answer);
    if (!(await submit(vote(answer), 'voted'))) setHelpful(previous);
  };

  const onComment = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = comment.trim();
    if (sending || helpful === null || text === '') return;
    if (await submit(vote(helpful, {comment: text}), 'commented')) setComment('');
  };

  const yesLabel = translate({id: 'docsFeedback.yes', message: 'Yes', description: 'Answer to "Was this page helpful?"'});
  const noLabel = translate({id: 'docsFeedback.no', message: 'No', description: 'Answer to "Was this page helpful?"'});
  const choices = [
    {answer: true, label: yesLabel},
    {answer: false, label: noLabel},
  ];

  return (
    <div className={styles.feedback}>
      <fieldset className={styles.question}>
        <legend className={styles.legend}>
          <Translate id="docsFeedback.question">Was this page helpful?</Translate>
        </legend>
        <div className={styles.choices}>
          {choices.map(({answer, label}) => (
            <button
              key={String(answer)}
              type="button"
              className={styles.choice}
              aria-pressed={helpful === answer}
              disabled={!isBrowser}
              onClick={() => void onVote(answer)}>
              {label}
            </button>
          ))}
        </div>
      </fieldset>

      {helpful !== null && outcome !== 'commented' && (
        <form className={styles.commentForm} onSubmit={(event) => void onComment(event)} aria-busy={sending || undefined}>
          <label htmlFor={`${id}-comment`} className={styles.label}>
            <Translate id="docsFeedback.comment.label">Tell us more (optional)</Translate>
          </label>
          <p id={`${id}-hint`} className={styles.hint}>
            <Translate id="docsFeedback.comment.hint">What were you looking for? Please leave out personal details.</Translate>
          </p>
          <textarea
            id={`${id}-comment`}
            className={clsx(fieldStyles.input, fieldStyles.textarea, styles.comment)}
            rows={3}
            maxLength={commentMaxLength}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            aria-describedby={`${id}-hint`}
          />
          <button type="submit" className={styles.send} disabled={sending || comment.trim() === ''}>
            {sending ? (
              <Translate id="docsFeedback.comment.sending">Sending…</Translate>
            ) : (
              <Translate id="docsFeedback.comment.send">Send</Translate>
            )}
          </button>
        </form>
      )}

      {/* Both regions stay in the page, empty, so screen readers are already listening. */}
      <p role="status" className={styles.thanks}>
        {outcome === 'voted' && <Translate id="docsFeedback.thanks">Thank you for your feedback!</Translate>}
        {outcome === 'commented' && <Translate id="docsFeedback.thanksComment">Thank you, your comment was sent.</Translate>}
      </p>
      <p role="alert" className={styles.error}>
        {outcome === 'failed' &&
          translate({id: 'docsFeedback.failed', message: 'Your feedback could not be sent. Please try again later.'})}
      </p>
    </div>
  );
}
