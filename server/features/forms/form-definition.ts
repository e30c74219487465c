/**
 * What a public form is to the server: its endpoint, its schema (which normalises and
 * validates), what only the server can add or refuse, the rows and notification it stores, its
 * answer, and how its no-script post reads and answers. forms.ts holds one per form; the service
 * runs them all the same way.
 */
import type {Kysely} from 'kysely';
import type {z} from 'zod';
import type {FormEndpoint} from '../../../src/config/ids';
import type {RecordInsert} from '../../platform/database/records';
import type {Database} from '../../platform/database/schema';
import type {OutgoingMail} from '../mail';
import type {ObjectStorage} from '../../platform/storage/types';
import type {SubmissionOrigin} from './queries';

/** What the forms need of the server: the database, the stored papers and the mail outbox. */
export type FormDeps = {
  db: Kysely<Database>;
  storage: ObjectStorage;
  /** Who is told of a submission (Settings, else NOTIFY_TO). */
  notifyTo(): Promise<string>;
  /** Tells the outbox relay a message is waiting, so it goes out now, not at the next poll. */
  nudgeOutbox(): void;
};

/** Where a log line of a submission goes (the request's logger over HTTP): a message, or details and a message. */
export type FormLog = {
  info(detailsOrMessage: object | string, message?: string): void;
  error(detailsOrMessage: object | string, message?: string): void;
};

/** One submission as it arrived: where from, and where its log lines go. */
export type SubmissionContext = {origin: SubmissionOrigin; log: FormLog};

/** What an accepted submission writes: its record, rows that go with a new one, its mail. */
export type FormSubmission = {
  record: RecordInsert;
  alsoWhenCreated?: RecordInsert[];
  mail?: OutgoingMail;
};

/** A refusal the schema cannot know about (e.g. the paper is not in storage). */
export type FormRefusal = {status: number; code: string; error: string};

export type FormAnswer = {ok: true} | {downloadUrl: string};

export type FormDefinition<T> = {
  endpoint: FormEndpoint;
  schema: z.ZodType<T>;
  bodyLimit: number;
  /** What a 5xx on this route says (SPEC §8). */
  failureMessage: string;
  honeypotField?: string;
  /** The answer for an accepted submission, and (without a value) for a trapped one. */
  answer(value?: T): FormAnswer;
  /** Adds what only the server knows (e.g. the paper the forms offer) before the check. */
  prepare?(deps: FormDeps, value: T): Promise<T>;
  check?(deps: FormDeps, value: T, log: FormLog): Promise<FormRefusal | undefined>;
  submission(value: T, context: {origin: SubmissionOrigin; notifyTo: string}): FormSubmission;
  /**
   * Runs once the submission is stored, and again for a retry of it (so it must be idempotent):
   * a retry repairs what a failed run left undone.
   */
  afterStored?(deps: FormDeps, value: T): Promise<void>;
  /** How the form's no-script post (url-encoded) reads and answers. */
  noScript?: NoScriptForm;
};

export type NoScriptStep = {name: string; schema: z.ZodType; fields: readonly string[]};

export type NoScriptForm = {
  /** Fields that may repeat (checkbox groups): read as lists. */
  lists?: readonly string[];
  /** Checkboxes: present means true. */
  flags?: readonly string[];
  /** Turns the posted fields into the JSON body the schema expects (e.g. joins two names). */
  toBody?(fields: Record<string, unknown>): Record<string, unknown>;
  /** Where a person goes after a success: a page of the site (per locale) or the answer's link. */
  success: {page: string} | 'downloadUrl';
  /** A form in steps: posting a step checks only its schema and shows the next step. */
  steps?: ReadonlyArray<NoScriptStep>;
};

/** A form that can be posted without JavaScript. */
export type NoScriptDefinition<T> = FormDefinition<T> & {noScript: NoScriptForm};

/** Keeps the value's type when definitions of different forms share one list. */
export function defineForm<T>(definition: FormDefinition<T>): FormDefinition<unknown> {
  return definition as FormDefinition<unknown>;
}
