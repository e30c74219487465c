/**
 * What every form does around its fields, once: ids for its controls and its one error line,
 * the invalid flags and where focus goes when they are set, the schema check (loaded on
 * demand), one request in flight at a time, the submission key, and the translated text for
 * a refusal code.
 */
import {useEffect, useId, useRef, useState, type RefObject} from 'react';
import type {ZodType} from 'zod';
import {createSubmissionKey, type FormIssue} from '@site/src/lib/forms/common';
import {loadFormSchemas, type FormSchemas} from './loadSchemas';

export type FieldError<F extends string> = {code: FormIssue['code']; fields: F[]};

export type FormSubmission<F extends string> = {
  ids: {error: string; field(name: string): string};
  formRef: RefObject<HTMLFormElement | null>;
  error: FieldError<F> | null;
  isInvalid(field: F): boolean;
  /** Shows `issue` and flags its fields (those the form shows); focus goes to the first. */
  flag(issue: Pick<FormIssue, 'code' | 'fields'>, shown?: (field: string) => F[]): void;
  /** Editing a flagged field takes its flag away; the message goes with the last flag. */
  clearFlag(field: F): void;
  clearError(): void;
  submitting: boolean;
  /** Starts loading the schemas (on first focus), so the first submit does not wait. */
  warmUp(): void;
  /** The value as the schema cleans it, or null after flagging the problem. */
  check<T>(pick: (schemas: FormSchemas) => ZodType<T>, input: unknown, shown?: (field: string) => F[]): Promise<T | null>;
  /**
   * Runs one submission at a time: a second submit while one runs is ignored. `submitting`
   * is on while `send` runs and stays on after a success when `holdAfterSuccess` says so (a
   * redirect is coming).
   */
  submit(task: (helpers: {send<R extends {ok: boolean}>(request: () => Promise<R>): Promise<R>}) => Promise<void>, options?: {holdAfterSuccess?: boolean}): Promise<void>;
  /** The submission key (wire name csrfToken): one per submission, kept across retries. */
  submissionKey(): string;
  /** After a success, the next submission is a new one with a new key. */
  newSubmission(): void;
};

export function useFormSubmission<F extends string>(): FormSubmission<F> {
  const baseId = useId();
  const [error, setError] = useState<FieldError<F> | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const key = useRef<string | null>(null);
  const focusFirstInvalid = useRef(false);

  useEffect(() => {
    if (!focusFirstInvalid.current) return;
    focusFirstInvalid.current = false;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A radiogroup carries the flag itself; its first radio takes the focus.
    const control = invalid?.matches('input, select, textarea') ? invalid : invalid?.querySelector<HTMLElement>('input');
    control?.focus();
  });

  const flag: FormSubmission<F>['flag'] = (issue, shown = (field) => [field as F]) => {
    const fields = issue.fields.flatMap(shown);
    setError({code: issue.code, fields: [...new Set(fields)]});
    focusFirstInvalid.current = true;
  };

  return {
    ids: {error: `${baseId}-error`, field: (name) => `${baseId}-${name}`},
    formRef,
    error,
    isInvalid: (field) => error?.fields.includes(field) ?? false,
    flag,
    clearFlag: (field) =>
      setError((current) => {
        if (!current?.fields.includes(field)) return current;
        const fields = current.fields.filter((f) => f !== field);
        return fields.length > 0 ? {...current, fields} : null;
      }),
    clearError: () => setError(null),
    submitting,
    warmUp: () => void loadFormSchemas().catch(() => undefined),
    check: async (pick, input, shown) => {
      const schemas = await loadFormSchemas();
      const result = schemas.parseForm(pick(schemas), input);
      if (result.ok) return result.value;
      flag(result.issue, shown);
      return null;
    },
    submit: async (task, {holdAfterSuccess = false} = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      let hold = false;
      try {
        await task({
          send: async (request) => {
            setSubmitting(true);
            setError(null);
            const result = await request();
            hold = result.ok && holdAfterSuccess;
            if (!hold) setSubmitting(false);
            return result;
          },
        });
      } finally {
        // Held after a success: the button stays disabled until the page changes.
        if (!hold) inFlight.current = false;
      }
    },
    submissionKey: () => (key.current ??= createSubmissionKey()),
    newSubmission: () => {
      key.current = null;
    },
  };
}
