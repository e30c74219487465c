/**
 * What the public forms say of the paper they offer (issue 20 §2): staff give a title and a
 * description when they offer a paper, and can change both for the paper offered. Checked here
 * with the server's own rule (src/lib/staff/whitePapers.ts) before anything is sent.
 */
import React, {useRef, useState, type FormEvent} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {parseStaffInput} from '@site/src/lib/staff/credentials';
import {
  offerDescriptionMaxLength,
  offerTitleMaxLength,
  whitePaperOfferSchema,
  type WhitePaperOfferView,
} from '@site/src/lib/staff/whitePapers';
import fieldStyles from '@site/src/css/formFields.module.css';
import {Field} from '../fields';
import {staffErrorText} from '../text';
import styles from '../styles.module.css';

type Words = Pick<WhitePaperOfferView, 'title' | 'description'>;
type WordField = keyof Words;

export type OfferFormProps = {
  name: string;
  /** The words shown now, when this paper is the one offered. */
  current?: Words;
  /** Sends the offer; a refusal names its code and, when it is about one, the field. */
  send(offer: WhitePaperOfferView): Promise<{ok: boolean; code?: string; field?: string}>;
  onCancel(): void;
};

const isWordField = (field: string | undefined): field is WordField => field === 'title' || field === 'description';

export function OfferForm({name, current, send, onCancel}: OfferFormProps): React.JSX.Element {
  const [words, setWords] = useState<Words>(current ?? {title: '', description: ''});
  const [problem, setProblem] = useState<{text: string; field?: WordField} | null>(null);
  const [sending, setSending] = useState(false);
  const fieldRefs = {title: useRef<HTMLInputElement>(null), description: useRef<HTMLTextAreaElement>(null)};
  const id = 'white-paper-offer';
  const errorId = `${id}-error`;

  const refuse = (code: string | undefined, field: string | undefined) => {
    const flagged = isWordField(field) ? field : undefined;
    setProblem({text: staffErrorText(code), field: flagged});
    if (flagged) fieldRefs[flagged].current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseStaffInput(whitePaperOfferSchema, {name, ...words});
    if (!parsed.ok) return refuse(parsed.code, parsed.field);
    setSending(true);
    const result = await send(parsed.value);
    setSending(false);
    if (!result.ok) refuse(result.code, result.field);
  };

  const update = (field: WordField, value: string) => {
    setWords((previous) => ({...previous, [field]: value}));
    if (problem?.field === field) setProblem(null);
  };

  const invalid = (field: WordField) => (problem?.field === field ? {'aria-invalid': true, 'aria-describedby': errorId} : {});
  const heading = current
    ? translate({id: 'admin.whitePaper.offerEditTitle', message: 'Title and description of {name}'}, {name})
    : translate({id: 'admin.whitePaper.offerFormTitle', message: 'Offer {name}'}, {name});

  const submitLabel = current
    ? translate({id: 'admin.whitePaper.offerSave', message: 'Save title and description'})
    : translate({id: 'admin.whitePaper.offerSubmit', message: 'Offer this paper'});

  return (
    <form className={styles.stack} aria-label={heading} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Heading as="h3">{heading}</Heading>
      <p className={styles.muted}>
        <Translate id="admin.whitePaper.offerFormIntro">
          The pricing, landing and case-study pages show this title and description with the form. They are shown as plain text.
        </Translate>
      </p>
      <Field id={`${id}-title`} label={translate({id: 'admin.whitePaper.offerTitle', message: 'Title'})}>
        <input
          ref={fieldRefs.title}
          id={`${id}-title`}
          type="text"
          required
          maxLength={offerTitleMaxLength}
          className={fieldStyles.input}
          value={words.title}
          onChange={(event) => update('title', event.target.value)}
          {...invalid('title')}
        />
      </Field>
      <Field id={`${id}-description`} label={translate({id: 'admin.whitePaper.offerDescription', message: 'Description'})}>
        <textarea
          ref={fieldRefs.description}
          id={`${id}-description`}
          required
          maxLength={offerDescriptionMaxLength}
          className={`${fieldStyles.input} ${fieldStyles.textarea}`}
          value={words.description}
          onChange={(event) => update('description', event.target.value)}
          {...invalid('description')}
        />
      </Field>
      {problem && (
        <p id={errorId} role="alert" className={styles.error}>
          {problem.text}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary button--sm" disabled={sending}>
          {submitLabel}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={onCancel} disabled={sending}>
          {translate({id: 'admin.whitePaper.offerCancel', message: 'Cancel'})}
        </button>
      </div>
    </form>
  );
}
