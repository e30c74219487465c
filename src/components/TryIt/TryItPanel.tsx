/**
 * "Try it on your content", loaded when the visitor starts it: their content goes into a sandbox
 * agent of their own (POST /api/sandbox, then POST /v1/knowledge with its key), with progress
 * in words and numbers, then the chat. Nothing they typed is lost to a refusal; 'Delete now'
 * deletes the sandbox and everything in it.
 */
import React, {useId, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {scrollToSignup} from '@site/src/components/Landing/SignupButton';
import {requestSandbox, type Sandbox} from '@site/src/lib/api/sandbox';
import {addAddress, addFiles, addText, deleteSandbox, tryItLimits, type Added, type MadeDocument} from '@site/src/lib/api/tryIt';
import {attachSandbox} from '@site/src/lib/lead/attachedSandbox';
import ChatPanel from './ChatPanel';
import ContentForm, {type ContentInput} from './ContentForm';
import {suggestedQuestions} from './questions';
import {refusalText} from './text';
import styles from './styles.module.css';

export type Props = {fetchImpl?: typeof fetch};

type Made = {sandbox: Sandbox; documents: MadeDocument[]; sources: string[]};

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

function doneText(documents: MadeDocument[]): string {
  const sections = documents.reduce((sum, doc) => sum + doc.sections.length, 0);
  return translate(
    {id: 'tryIt.progress.done', message: 'Done: {documents} document(s) read, {sections} section(s) indexed. Your agent is ready.'},
    {documents: documents.length, sections},
  );
}

export default function TryItPanel({fetchImpl}: Props): React.JSX.Element {
  const locale = useDocusaurusContext().i18n.currentLocale;
  const errorId = useId();
  const [input, setInput] = useState<ContentInput>(emptyInput);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState('');
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
    setProgress(readingText(input));
    const options = {locale};
    let added: Added | {ok: false; code: string; error: string};
    if (input.method === 'files') added = await addFiles(sandbox.key, input.files, options, fetchImpl);
    else if (input.method === 'address') added = await addAddress(sandbox.key, input.address.trim(), options, fetchImpl);
    else {
      const title = translate({id: 'tryIt.source.pastedTitle', message: 'Your text'});
      added = await addText(sandbox.key, title, input.text, options, fetchImpl);
    }
    if (!added.ok) return refuse(added.code, added.error);
    setSkipped(added.skipped.map(({source, code, error: text}) => `${source}: ${refusalText(code, text)}`));
    setProgress(doneText(added.documents));
    setMade({sandbox, documents: added.documents, sources: sourcesOf(input)});
    setBusy(false);
  };

  const keep = () => {
    if (!made) return;
    attachSandbox({
      key: made.sandbox.key,
      sources: made.sources,
      companyName: companyOf(input),
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
        <ChatPanel sandbox={made.sandbox} questions={questions} onKeep={keep} onDelete={() => void remove()} deleting={busy} />
      ) : (
        <ContentForm input={input} onChange={setInput} onSubmit={() => void build()} busy={busy} errorId={errorId} invalid={error !== null} />
      )}
    </div>
  );
}
