/**
 * The zod field builders every form schema is made of. Normalisation lives here, inside the
 * schema, so the browser and the server clean text the same way before the same checks run.
 * Each check's message is a stable error code (messages.ts); `firstIssue` turns zod's issues
 * into the one problem a form shows and the server answers.
 */
import {z} from 'zod';
import {
  cleanText,
  fieldMaxLength,
  isRecord,
  submissionKeyPattern,
  type FormIssue,
} from '../common';
import {formErrorPriority, isFormErrorCode, type FormErrorCode} from '../messages';

const isMissing = (value: unknown) => value === undefined || value === null;

type TextOptions = {
  required?: boolean;
  /** Code for an empty required answer (default 'required'). */
  requiredCode?: FormErrorCode;
  max?: number;
  /** Code for an over-long answer (default 'tooLong'). */
  tooLongCode?: FormErrorCode;
  /** Keeps line breaks (a message box); one-line fields lose every control character. */
  multiline?: boolean;
  /** Extra normalisation after cleaning, e.g. lowercasing an e-mail. */
  normalize?: (value: string) => string;
  /** False where markup must reach the rule and be refused instead of silently removed. */
  stripMarkup?: boolean;
};

/** A text answer: missing reads as '', anything but a string is a wrong type, never coerced. */
export function text({
  required = false,
  requiredCode = 'required',
  max = fieldMaxLength,
  tooLongCode = 'tooLong',
  multiline = false,
  normalize = (value) => value,
  stripMarkup = true,
}: TextOptions = {}) {
  const base = z.string({error: 'wrongType'}).max(max, tooLongCode);
  const clean = (value: string) => normalize(cleanText(value, {multiline, stripMarkup}));
  return z.preprocess(
    (value) => (isMissing(value) ? '' : typeof value === 'string' ? clean(value) : value),
    required ? base.min(1, requiredCode) : base,
  );
}

/** A text answer that must pass `rule` when it is not empty. */
export function checkedText(rule: (value: string) => boolean, code: FormErrorCode, options: TextOptions = {}) {
  return text(options).refine((value) => value === '' || rule(value), code);
}

/** One of a closed list of values (a select or a radio group). */
export function choice(options: readonly string[], textOptions: TextOptions = {}) {
  return checkedText((value) => options.includes(value), 'unknownOption', textOptions);
}

type ListOptions = {
  /** Only these values (checkboxes); otherwise any text of up to fieldMaxLength. */
  options?: readonly string[];
  maxItems: number;
  /** Code for an empty list when at least one item is required. */
  emptyCode?: FormErrorCode;
};

/** A list of texts, each cleaned; duplicates and empty items dropped. */
export function list({options, maxItems, emptyCode}: ListOptions) {
  const item = options
    ? z.string({error: 'wrongType'}).refine((value) => options.includes(value), 'unknownOption')
    : z.string({error: 'wrongType'}).max(fieldMaxLength, 'tooLong');
  const base = z.array(item, {error: 'wrongType'}).max(maxItems, 'tooManyItems');
  return z
    .preprocess(
      (value) =>
        isMissing(value)
          ? []
          : Array.isArray(value)
            ? value.map((entry) => (typeof entry === 'string' ? cleanText(entry) : entry))
            : value,
      emptyCode ? base.min(1, emptyCode) : base,
    )
    .transform((items) => [...new Set(items.filter(Boolean))]);
}

/** A yes/no box: missing is false; anything but a boolean is a wrong type. */
export function flag() {
  return z.preprocess((value) => (isMissing(value) ? false : value), z.boolean({error: 'wrongType'}));
}

/** The submission key (wire name `csrfToken`), required: the lead form always sends one. */
export function submissionKey() {
  return text({required: true, requiredCode: 'submissionKey', max: 100, tooLongCode: 'submissionKey'}).refine(
    (value) => submissionKeyPattern.test(value),
    'submissionKey',
  );
}

/** An optional submission key: absent (undefined) or well-formed. */
export function optionalSubmissionKey() {
  return text({max: 100, tooLongCode: 'submissionKey'})
    .refine((value) => value === '' || submissionKeyPattern.test(value), 'submissionKey')
    .transform((value) => value || undefined);
}

/**
 * A form's object schema. A body that is not an object reads as an empty one, so it is refused
 * for its missing answers; fields the form does not know are dropped, never stored.
 */
export function formObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess((value) => (isRecord(value) ? value : {}), z.object(shape));
}

/** The problem a person should fix first, and every field it applies to. */
export function firstIssue(error: z.ZodError): FormIssue {
  const issues = error.issues.map((issue) => ({
    code: isFormErrorCode(issue.message) ? issue.message : ('wrongType' as const),
    field: String(issue.path[0] ?? ''),
  }));
  const rank = (code: FormErrorCode) => {
    const index = formErrorPriority.indexOf(code);
    return index === -1 ? formErrorPriority.length : index;
  };
  const code = issues.reduce((best, issue) => (rank(issue.code) < rank(best) ? issue.code : best), issues[0]!.code);
  const fields = [...new Set(issues.filter((issue) => issue.code === code).map((issue) => issue.field))];
  return {code, field: fields[0]!, fields};
}

export type ParseResult<T> = {ok: true; value: T} | {ok: false; issue: FormIssue};

/** Runs a form schema: the cleaned value, or the one issue to show. */
export function parseForm<T>(schema: z.ZodType<T>, input: unknown): ParseResult<T> {
  const result = schema.safeParse(input);
  return result.success ? {ok: true, value: result.data} : {ok: false, issue: firstIssue(result.error)};
}
