/**
 * What every form does around its fields, once: ids for its controls and its one error line,
 * the invalid flags and where focus goes when they are set, the schema check (loaded on
 * demand), one request in flight at a time, the submission key, and the translated text for
 * a refusal code.
 */
import {useId, useLayoutEffect, useRef, useState, type RefObject} from 'react';
import type {ZodType} from 'zod';
import type {FormEndpoint} from '@site/src/config/ids';
import {createSubmissionKey, noScriptFormAction, type FormIssue} from '@site/src/lib/forms/common';
import {loadFormSchemas, loadedFormSchemas, type FormSchemas} from './loadSchemas';

export type FieldError<F extends string> = {code: FormIssue['code']; fields: F[]};

export type SubmitHelpers = {
  schemas: FormSchemas;
  send<R extends {ok: boolean}>(request: () => Promise<R>): Promise<R>;
};

export type FormSubmission<F extends string> = {
  ids: {error: string; field(name: string): string};
  formRef: RefObject<HTMLFormElement | null>;
  error: FieldError<F> | null;
  isInvalid(field: F): boolean;
  /**
   * The form element's own props: a real post to the endpoint's no-script twin (a form sent
   * before the page's script runs is a POST with its answers in the body, never in a URL),
   * its ref, and loading the schemas on first focus.
   */
  formProps(endpoint: FormEndpoint): {
    ref: RefObject<HTMLFormElement | null>;
    method: 'post';
    action: string;
    onFocus(): void;
  };
  /** What a field control needs to be tied to the form: id, name and its error wiring. */
  wiring(field: F): {id: string; name: F; invalid: boolean; errorId: string};
  /** Shows `issue` and flags its fields (those the form shows); focus goes to the first. */
  flag(issue: Pick<FormIssue, 'code' | 'fields'>, shown?: (field: string) => F[]): void;
  /** Editing a flagged field takes its flag away; the message goes with the last flag. */
  clearFlag(field: F): void;
  clearError(): void;
  submitting: boolean;
  /** Starts loading the schemas (on first focus), so the first submit does not wait. */
  warmUp(): void;
  /** The value as `schema` cleans it, or null after flagging the problem. */
  check<T>(schema: ZodType<T>, input: unknown, shown?: (field: string) => F[]): T | null;
  /**
   * Runs one submission at a time with the schemas at hand (loaded first if they are not):
   * a second submit while one runs is ignored. `submitting` is on while `send` runs and stays
   * on after a success when `holdAfterSuccess` says so (a redirect is coming).
   */
  submit(task: (helpers: SubmitHelpers) => Promise<void> | void, options?: {holdAfterSuccess?: boolean}): Promise<void>;
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

  // A layout effect: focus moves in the same commit that marks the fields, before paint.
  useLayoutEffect(() => {
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

  const ids = {error: `${baseId}-error`, field: (name: string) => `${baseId}-${name}`};
  const isInvalid = (field: F) => error?.fields.includes(field) ?? false;
  const warmUp = () => void loadFormSchemas().catch(() => undefined);

  return {
    ids,
    formRef,
    error,
    isInvalid,
    formProps: (endpoint) => ({ref: formRef, method: 'post', action: noScriptFormAction(endpoint), onFocus: warmUp}),
    wiring: (field) => ({id: ids.field(field), name: field, invalid: isInvalid(field), errorId: ids.error}),
    flag,
    clearFlag: (field) =>
      setError((current) => {
        if (!current?.fields.includes(field)) return current;
        const fields = current.fields.filter((f) => f !== field);
        return fields.length > 0 ? {...current, fields} : null;
      }),
    clearError: () => setError(null),
    submitting,
    warmUp,
    check: (schema, input, shown) => {
      // Only called from a submit task, so the schemas (and parseForm with them) are here.
      const result = loadedFormSchemas()!.parseForm(schema, input);
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
          // Already loaded (the first focus fetched them): the check runs within this event.
          schemas: loadedFormSchemas() ?? (await loadFormSchemas()),
          send: async (request) => {
            setSubmitting(true);
            setError(null);
            try {
              const result = await request();
              hold = result.ok && holdAfterSuccess;
              return result;
            } finally {
              if (!hold) setSubmitting(false);
            }
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
