/**
 * "Try it on your content", loaded when the visitor starts it: their content goes into a sandbox
 * agent of their own (POST /api/sandbox, then POST /v1/knowledge with its key), with progress
 * in words and numbers, then the chat. Nothing they typed is lost to a refusal; 'Delete now'
 * deletes the sandbox and everything in it. The agent made is kept for the tab (saved.ts): a reload
 * finds it, its sources and the chat again, once the server confirms the sandbox still exists.
 */
import React, {useEffect, useId, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {scrollToSignup} from '@site/src/components/Landing/SignupButton';
import {requestSandbox, type Sandbox} from '@site/src/lib/api/sandbox';
import {
  addAddress,
  addFiles,
  addText,
  deleteSandbox,
  followImport,
  sandboxState,
  tryItLimits,
  type Added,
  type ImportProgress,
  type MadeDocument,
} from '@site/src/lib/api/tryIt';
import {attachSandbox} from '@site/src/lib/forms/leadAttachedSandbox';
import ChatPanel from './ChatPanel';
import ContentForm, {type ContentInput} from './ContentForm';
import {suggestedQuestions} from './questions';
import {forgetTry, saveTry, savedTry, type SavedTry} from './saved';
import {refusalText} from './text';
import styles from './styles.module.css';

export type Props = {fetchImpl?: typeof fetch};

type Made = SavedTry;

const emptyInput: ContentInput = {method: 'text', text: '', files: [], address: ''};

/** A refusal found before anything is sent: the same codes and words as the server's. */
function checkInput(input: ContentInput): string | null {
  if (input.method === 'text') return input.text.trim() === '' ? 'emptyText' : null;
  if (input.method === 'files') {
    if (input.files.length === 0) return 'noFiles';
    if (input.files.length > tryItLimits.files) return 'tooManyFiles';
    return input.files.some((file) => file.size > tryItLimits.fileBytes) ? 'fileTooLarge' : null;
  }
  return /^https?:\/\/\S+\.\S+/i.test(input.address.trim()) ? null : 'invalidUrl';
}

function sourcesOf(input: ContentInput): string[] {
  if (input.method === 'files') return input.files.map((file) => file.name);
  if (input.method === 'address') return [input.address.trim()];
  return [translate({id: 'tryIt.source.pasted', message: 'pasted text'})];
}

/** The company a web address suggests: its host without "www.", or nothing. */
function companyOf(input: ContentInput): string {
  if (input.method !== 'address') return '';
  try {
    return new URL(input.address.trim()).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

function readingText(input: ContentInput): string {
  if (input.method === 'files') {
    return translate({id: 'tryIt.progress.files', message: 'Reading {count} file(s)…'}, {count: input.files.length});
  }
  if (input.method === 'address') return translate({id: 'tryIt.progress.address', message: 'Reading {address}…'}, {address: input.address.trim()});
  return translate({id: 'tryIt.progress.text', message: 'Reading {count} characters of text…'}, {count: input.text.length.toLocaleString()});
}

/** A job's progress after the words of what is read: "Reading 3 file(s)… 1 of 3 read, 12 section(s) indexed." */
function jobText(reading: string, {total, done, sections}: ImportProgress): string {
  if (total === 0) return reading;
  return `${reading} ${translate({id: 'tryIt.progress.job', message: '{done} of {total} read, {sections} section(s) indexed.'}, {done, total, sections})}`;
}

const sectionCount = (documents: MadeDocument[]) => documents.reduce((sum, doc) => sum + doc.sections.length, 0);

function doneText(documents: MadeDocument[]): string {
  return translate(
    {id: 'tryIt.progress.done', message: 'Done: {documents} document(s) read, {sections} section(s) indexed. Your agent is ready.'},
    {documents: documents.length, sections: sectionCount(documents)},
  );
}

function backText(documents: MadeDocument[]): string {
  return translate(
    {id: 'tryIt.restore.back', message: 'Your agent is still here: {documents} document(s) read, {sections} section(s) indexed.'},
    {documents: documents.length, sections: sectionCount(documents)},
  );
}

const findingText = () => translate({id: 'tryIt.restore.checking', message: 'Finding the agent you made…'});

export default function TryItPanel({fetchImpl}: Props): React.JSX.Element {
  const locale = useDocusaurusContext().i18n.currentLocale;
  const errorId = useId();
  const [input, setInput] = useState<ContentInput>(emptyInput);
  // The agent made before a reload, read once; shown when the server confirms it still exists.
  const [saved] = useState(savedTry);
  const [checking, setChecking] = useState(saved !== null);
  const [restored, setRestored] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(() => (saved ? findingText() : ''));
  const [error, setError] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [made, setMade] = useState<Made | null>(null);
  // A sandbox made for a refused attempt is used for the next one, not made again.
  const sandboxRef = useRef<Sandbox | null>(null);

  const refuse = (code: string, serverText = '') => {
    setError(refusalText(code, serverText));
    setProgress('');
    setBusy(false);
  };

  /** The content is read: the agent is shown, and kept for the tab. */
  const finish = (sandbox: Sandbox, added: Added, given: Pick<Made, 'sources' | 'companyName'>, again: boolean) => {
    setSkipped(added.skipped.map(({source, code, error: text}) => `${source}: ${refusalText(code, text)}`));
    setProgress(doneText(added.documents));
    const next = {sandbox, documents: added.documents, ...given};
    saveTry(next);
    setMade(next);
    setRestored(again);
    setBusy(false);
  };

  useEffect(() => {
    if (!saved) return undefined;
    let current = true;
    const restore = async () => {
      const state = await sandboxState(saved.sandbox.key, fetchImpl);
      if (!current) return;
      if (state !== 'gone' && saved.pending) {
        // Reloaded while the content was read as a job: the same job is followed to its end.
        const {reading, statusUrl} = saved.pending;
        sandboxRef.current = saved.sandbox;
        setProgress(reading);
        const added = await followImport(saved.sandbox.key, statusUrl, {locale, onProgress: (progress) => current && setProgress(jobText(reading, progress))}, fetchImpl);
        if (!current) return;
        setChecking(false);
        if (!added.ok) {
          forgetTry(saved.sandbox.agentId);
          return refuse(added.code, added.error);
        }
        return finish(saved.sandbox, added, {sources: saved.sources, companyName: saved.companyName}, true);
      }
      setChecking(false);
      if (state === 'gone') {
        // Ended, or deleted elsewhere: nothing of it is kept here either, and the form is back.
        forgetTry(saved.sandbox.agentId);
        setProgress(
          translate({id: 'tryIt.restore.gone', message: 'The agent you made has ended or was deleted, with everything in it. You can start again below.'}),
        );
        return;
      }
      // Unreachable is no proof it is gone: the agent stays, and the chat says if it cannot answer.
      sandboxRef.current = saved.sandbox;
      setMade(saved);
      setRestored(true);
      setProgress(backText(saved.documents));
    };
    void restore();
    return () => {
      current = false;
    };
  }, [saved, fetchImpl, locale]);

  const build = async () => {
    const problem = checkInput(input);
    if (problem) return refuse(problem);
    setError(null);
    setSkipped([]);
    setBusy(true);
    let sandbox = sandboxRef.current;
    if (!sandbox || Date.parse(sandbox.expiresAt) <= Date.now()) {
      setProgress(translate({id: 'tryIt.progress.agent', message: 'Making your agent…'}));
      const result = await requestSandbox(fetchImpl);
      if (!result.ok) return refuse(result.code, result.error);
      sandbox = result.sandbox;
      sandboxRef.current = sandbox;
    }
    const reading = readingText(input);
    setProgress(reading);
    const given = {sources: sourcesOf(input), companyName: companyOf(input)};
    const options = {
      locale,
      onProgress: (progress: ImportProgress) => setProgress(jobText(reading, progress)),
      // Read as a job: a reload from now on follows the same job rather than losing it.
      onAccepted: (statusUrl: string) => saveTry({sandbox, documents: [], ...given, pending: {statusUrl, reading}}),
    };
    let added: Added | {ok: false; code: string; error: string};
    if (input.method === 'files') added = await addFiles(sandbox.key, input.files, options, fetchImpl);
    else if (input.method === 'address') added = await addAddress(sandbox.key, input.address.trim(), options, fetchImpl);
    else {
      const title = translate({id: 'tryIt.source.pastedTitle', message: 'Your text'});
      added = await addText(sandbox.key, title, input.text, options, fetchImpl);
    }
    if (!added.ok) {
      // A job that ended without documents leaves nothing to come back to.
      forgetTry(sandbox.agentId);
      return refuse(added.code, added.error);
    }
    finish(sandbox, added, given, false);
  };

  const keep = () => {
    if (!made) return;
    attachSandbox({
      key: made.sandbox.key,
      sources: made.sources,
      companyName: made.companyName,
      message: translate(
        {id: 'tryIt.keep.message', message: 'I tried an agent on my content ({sources}) and would like to keep it.'},
        {sources: made.sources.join(', ')},
      ),
    });
    scrollToSignup();
  };

  const remove = async () => {
    if (!made) return;
    setBusy(true);
    const result = await deleteSandbox(made.sandbox.key, fetchImpl);
    setBusy(false);
    // Already gone (ended, or deleted in another tab) is what the visitor asked for too.
    if (!result.ok && result.code !== 'unauthorized') return refuse(result.code, result.error);
    forgetTry(made.sandbox.agentId);
    attachSandbox(null);
    sandboxRef.current = null;
    setMade(null);
    setSkipped([]);
    setProgress(translate({id: 'tryIt.deleted', message: 'Deleted: your agent, your content and your questions are gone.'}));
  };

  const questions = made
    ? suggestedQuestions(made.documents, {
        aboutHeading: (heading) => translate({id: 'tryIt.question.heading', message: 'What does it say about {heading}?'}, {heading}),
        aboutTitle: (title) => translate({id: 'tryIt.question.title', message: 'What are the main points of {title}?'}, {title}),
      })
    : [];

  return (
    <div className={styles.panel}>
      <p role="status" className={styles.status}>
        {progress}
      </p>
      <p id={errorId} role="alert" className={styles.error}>
        {error}
      </p>
      {skipped.length > 0 && (
        <ul className={styles.skipped} aria-label={translate({id: 'tryIt.skipped', message: 'Not read'})}>
          {skipped.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {made ? (
        <ChatPanel
          sandbox={made.sandbox}
          documents={made.documents}
          questions={questions}
          restored={restored}
          onKeep={keep}
          onDelete={() => void remove()}
          deleting={busy}
        />
      ) : checking ? null : (
        <ContentForm input={input} onChange={setInput} onSubmit={() => void build()} busy={busy} errorId={errorId} invalid={error !== null} />
      )}
    </div>
  );
}
