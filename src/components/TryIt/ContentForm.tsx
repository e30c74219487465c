/** The three ways in: paste text, upload files, or a public page or sitemap address. */
import React, {useId} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {acceptedFileTypes, tryItLimits} from '@site/src/lib/api/tryIt';
import styles from './styles.module.css';

export type Method = 'text' | 'files' | 'address';
export type ContentInput = {method: Method; text: string; files: File[]; address: string};

type Props = {
  input: ContentInput;
  onChange: (input: ContentInput) => void;
  onSubmit: () => void;
  busy: boolean;
  errorId: string;
  invalid: boolean;
};

export default function ContentForm({input, onChange, onSubmit, busy, errorId, invalid}: Props): React.JSX.Element {
  const id = useId();
  const set = (change: Partial<ContentInput>) => onChange({...input, ...change});
  const described = invalid ? errorId : undefined;
  const methods: Array<[Method, string]> = [
    ['text', translate({id: 'tryIt.method.text', message: 'Paste text'})],
    ['files', translate({id: 'tryIt.method.files', message: 'Upload files'})],
    ['address', translate({id: 'tryIt.method.address', message: 'A web page or sitemap'})],
  ];
  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}>
      <fieldset className={styles.methods}>
        <legend>
          <Translate id="tryIt.method.legend">How would you like to add your content?</Translate>
        </legend>
        {methods.map(([method, label]) => (
          <label key={method} className={styles.method}>
            <input type="radio" name={`${id}-method`} value={method} checked={input.method === method} onChange={() => set({method})} />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      {input.method === 'text' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-text`}>
            {translate({id: 'tryIt.text.label', message: 'Your text (Markdown headings become sections)'})}
          </label>
          <textarea
            id={`${id}-text`}
            rows={10}
            value={input.text}
            maxLength={tryItLimits.textChars}
            aria-describedby={[`${id}-count`, described].filter(Boolean).join(' ')}
            aria-invalid={invalid || undefined}
            onChange={(event) => set({text: event.target.value})}
          />
          <p id={`${id}-count`} className={styles.hint}>
            {translate(
              {id: 'tryIt.text.count', message: '{count} of {max} characters'},
              {count: input.text.length.toLocaleString(), max: tryItLimits.textChars.toLocaleString()},
            )}
          </p>
        </div>
      )}
      {input.method === 'files' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-files`}>
            {translate({id: 'tryIt.files.label', message: 'Your files'})}
          </label>
          <input
            id={`${id}-files`}
            type="file"
            multiple
            accept={acceptedFileTypes}
            aria-describedby={[`${id}-files-hint`, described].filter(Boolean).join(' ')}
            aria-invalid={invalid || undefined}
            onChange={(event) => set({files: [...(event.target.files ?? [])]})}
          />
          <p id={`${id}-files-hint`} className={styles.hint}>
            {translate(
              {id: 'tryIt.files.hint', message: 'PDF, DOCX, Markdown, HTML or plain text; up to {count} files of {size} MB each.'},
              {count: tryItLimits.files, size: tryItLimits.fileBytes / (1024 * 1024)},
            )}
          </p>
        </div>
      )}
      {input.method === 'address' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-address`}>
            {translate({id: 'tryIt.address.label', message: 'Address of a public page or sitemap'})}
          </label>
          <input
            id={`${id}-address`}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://www.example.com/help"
            value={input.address}
            aria-describedby={[`${id}-address-hint`, described].filter(Boolean).join(' ')}
            aria-invalid={invalid || undefined}
            onChange={(event) => set({address: event.target.value})}
          />
          <p id={`${id}-address-hint`} className={styles.hint}>
            {translate({id: 'tryIt.address.hint', message: 'A sitemap brings up to 25 pages of the same site.'})}
          </p>
        </div>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        <Translate id="tryIt.submit">Build my agent</Translate>
      </button>
    </form>
  );
}
