import clsx from 'clsx';
import React, {useEffect, useId, useRef, useState, type FormEvent} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme/CodeBlock';
import {requestSandbox} from '@site/src/lib/api/sandbox';
import {copyToClipboard} from '@site/src/lib/clipboard';
import {
  buildRequest,
  curlCommand,
  idsFromAnswer,
  isProblem,
  startingBody,
  startingValues,
  type BuildProblem,
  type BuiltRequest,
  type TryOperation,
} from '@site/src/lib/apiReference/tryIt';
import {useSandbox} from '@site/src/components/Sandbox';
import fieldStyles from '@site/src/css/formFields.module.css';
import styles from './styles.module.css';

export type Props = TryOperation;

type Answer = {status: number; statusText: string; ms: number; body: string; json: boolean};

function problemText(problem: BuildProblem): string {
  switch (problem.kind) {
    case 'missingKey':
      return translate({id: 'apiTryIt.problem.missingKey', message: 'Enter an API key, or get a sandbox key first.'});
    case 'missingParameter':
      return translate({id: 'apiTryIt.problem.missingParameter', message: 'Fill in {name}: the request needs it.'}, {name: problem.name});
    case 'invalidJson':
      return translate({id: 'apiTryIt.problem.invalidJson', message: 'The body is not valid JSON: {detail}'}, {detail: problem.detail});
  }
}

function expiryText(expiresAt: string, locale: string): string {
  return new Date(expiresAt).toLocaleString(locale, {dateStyle: 'medium', timeStyle: 'short'});
}

/**
 * "Try it" on an API reference page (issue 13 §2): sends the operation to our own server (same
 * origin, no proxy) with the reader's key, shows the request as cURL and the answer with its
 * status and time. "Get a sandbox key" makes a throwaway agent for 24 hours; the ids a call
 * returns (a document, a conversation, an answer) fill in the next operation's fields.
 */
export default function ApiTryIt(operation: Props): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const {i18n} = useDocusaurusContext();
  const id = useId();
  const {sandbox, ids, keep, remember} = useSandbox();
  const [key, setKey] = useState('');
  const [values, setValues] = useState<Record<string, string>>(() => startingValues(operation, {}));
  const [bodyText, setBodyText] = useState(() => startingBody(operation, {}));
  const [sent, setSent] = useState<BuiltRequest | undefined>();
  const [answer, setAnswer] = useState<Answer | undefined>();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState<'sandbox' | 'send' | undefined>();
  // A key is a password: masked on screen (and in the cURL shown) until the reader asks to see it.
  const [keyShown, setKeyShown] = useState(false);
  const [copyNote, setCopyNote] = useState('');
  const touched = useRef(false);

  // The sandbox (and what earlier calls made) fill the fields until the reader edits them.
  useEffect(() => {
    if (sandbox) setKey(sandbox.key);
    if (touched.current) return;
    setValues(startingValues(operation, ids));
    setBodyText(startingBody(operation, ids));
    // The operation's props never change on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sandbox, ids]);

  async function getSandbox() {
    setBusy('sandbox');
    setProblem('');
    const result = await requestSandbox();
    setBusy(undefined);
    if (result.ok) {
      keep(result.sandbox);
      setKey(result.sandbox.key);
    } else if (result.code === 'rateLimited') {
      setProblem(
        translate(
          {id: 'apiTryIt.sandbox.rateLimited', message: 'You have made several sandboxes in the last hour. Please try again in {minutes} minutes.'},
          {minutes: String(Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60)))},
        ),
      );
    } else {
      setProblem(translate({id: 'apiTryIt.sandbox.failed', message: 'No sandbox could be made: {error}'}, {error: result.error}));
    }
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = buildRequest(operation, {key, values, bodyText}, window.location.origin);
    if (isProblem(request)) {
      setProblem(problemText(request));
      return;
    }
    setProblem('');
    setCopyNote('');
    setBusy('send');
    setSent(request);
    const started = performance.now();
    try {
      const response = await fetch(request.url, {method: request.method, headers: request.headers, body: request.body, credentials: 'omit'});
      const text = await response.text();
      const ms = Math.round(performance.now() - started);
      let body = text;
      let json = false;
      try {
        const parsed: unknown = JSON.parse(text);
        body = JSON.stringify(parsed, null, 2);
        json = true;
        if (response.ok) remember(idsFromAnswer(operation.operationId, parsed));
      } catch {
        // Not JSON (the widget script): shown as it came.
      }
      setAnswer({status: response.status, statusText: response.statusText, ms, body, json});
    } catch {
      setAnswer(undefined);
      setProblem(translate({id: 'apiTryIt.network', message: 'The request did not reach the server. Check your connection and try again.'}));
    } finally {
      setBusy(undefined);
    }
  }

  async function copyKey() {
    try {
      await copyToClipboard(key);
      setCopyNote(translate({id: 'apiTryIt.key.copied', message: 'The API key is copied to the clipboard.'}));
    } catch {
      setCopyNote(translate({id: 'apiTryIt.key.copyFailed', message: 'The browser did not allow copying: show the key, select it and copy it.'}));
    }
  }

  const field = (name: string) => `${id}-${name}`;
  const statusLine = answer
    ? translate(
        {id: 'apiTryIt.status', message: 'Status {status} {statusText}, in {ms} ms'},
        {status: String(answer.status), statusText: answer.statusText, ms: String(answer.ms)},
      )
    : '';

  return (
    <section className={styles.console} aria-labelledby={`${id}-title`} data-try-it="">
      <p id={`${id}-title`} className={styles.title}>
        <Translate id="apiTryIt.title" values={{method: operation.method.toUpperCase(), path: operation.path}}>
          {'Send {method} {path} to this server'}
        </Translate>
      </p>

      <div className={clsx(fieldStyles.field, styles.field)}>
        <label htmlFor={field('key')} className={fieldStyles.label}>
          <Translate id="apiTryIt.key.label">API key</Translate>
        </label>
        <div className={styles.keyInputs}>
          <input
            id={field('key')}
            type={keyShown ? 'text' : 'password'}
            className={clsx(fieldStyles.input, styles.code)}
            value={key}
            onChange={(event) => setKey(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={field('key-hint')}
          />
          <button type="button" className="button button--secondary" aria-pressed={keyShown} aria-controls={field('key')} onClick={() => setKeyShown(!keyShown)}>
            <Translate id="apiTryIt.key.show">Show key</Translate>
          </button>
          <button type="button" className="button button--secondary" onClick={() => void copyKey()} disabled={!isBrowser || !key}>
            <Translate id="apiTryIt.key.copy">Copy key</Translate>
          </button>
          <button type="button" className="button button--secondary" onClick={() => void getSandbox()} disabled={!isBrowser || busy !== undefined}>
            {busy === 'sandbox' ? (
              <Translate id="apiTryIt.sandbox.creating">Creating…</Translate>
            ) : (
              <Translate id="apiTryIt.sandbox.get">Get a sandbox key</Translate>
            )}
          </button>
        </div>
        <p id={field('key-hint')} className={fieldStyles.hint}>
          {sandbox ? (
            <Translate id="apiTryIt.sandbox.active" values={{agent: <code>{sandbox.agentId}</code>, expires: expiryText(sandbox.expiresAt, i18n.currentLocale)}}>
              {'Your sandbox agent {agent} has its own knowledge, empty at first, and is deleted with everything in it after {expires}.'}
            </Translate>
          ) : (
            <Translate id="apiTryIt.sandbox.none">
              A sandbox key needs no sign-up: it belongs to a throwaway agent of your own, with empty knowledge, for 24 hours.
            </Translate>
          )}
        </p>
      </div>

      <form onSubmit={(event) => void send(event)} aria-busy={busy === 'send' || undefined}>
        {operation.parameters.map((parameter) => (
          <div key={parameter.name} className={clsx(fieldStyles.field, styles.field)}>
            <label htmlFor={field(parameter.name)} className={fieldStyles.label}>
              <code>{parameter.name}</code>{' '}
              {parameter.required ? (
                <Translate id="apiTryIt.required">(required)</Translate>
              ) : (
                <Translate id="apiTryIt.optional">(optional)</Translate>
              )}
            </label>
            <input
              id={field(parameter.name)}
              className={clsx(fieldStyles.input, styles.code)}
              value={values[parameter.name] ?? ''}
              required={parameter.required}
              spellCheck={false}
              onChange={(event) => {
                touched.current = true;
                setValues({...values, [parameter.name]: event.target.value});
              }}
            />
          </div>
        ))}
        {operation.body !== undefined && (
          <div className={clsx(fieldStyles.field, styles.field)}>
            <label htmlFor={field('body')} className={fieldStyles.label}>
              <Translate id="apiTryIt.body.label">Request body (JSON)</Translate>
            </label>
            <textarea
              id={field('body')}
              className={clsx(fieldStyles.input, fieldStyles.textarea, styles.code)}
              value={bodyText}
              rows={Math.min(16, bodyText.split('\n').length + 1)}
              spellCheck={false}
              onChange={(event) => {
                touched.current = true;
                setBodyText(event.target.value);
              }}
            />
          </div>
        )}
        <button type="submit" className="button button--primary" disabled={!isBrowser || busy !== undefined}>
          {busy === 'send' ? <Translate id="apiTryIt.sending">Sending…</Translate> : <Translate id="apiTryIt.send">Send request</Translate>}
        </button>
      </form>

      <p role="alert" className={fieldStyles.alert}>
        {problem}
      </p>
      <p role="status" className={styles.status}>
        {copyNote || statusLine}
      </p>
      {sent && (
        <div className={styles.result}>
          <p className={styles.resultTitle}>
            <Translate id="apiTryIt.curl">The request as cURL</Translate>
          </p>
          <CodeBlock language="bash">{curlCommand(sent, {hideKey: !keyShown})}</CodeBlock>
        </div>
      )}
      {answer && (
        <div className={styles.result}>
          <p className={styles.resultTitle}>
            <Translate id="apiTryIt.response">The response</Translate>
          </p>
          {answer.body ? (
            <CodeBlock language={answer.json ? 'json' : 'text'}>{answer.body}</CodeBlock>
          ) : (
            <p>
              <Translate id="apiTryIt.emptyBody">No body.</Translate>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
