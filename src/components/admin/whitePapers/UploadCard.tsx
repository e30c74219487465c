/**
 * The upload card (SPEC §5 and §8): choose or drop a PDF, see the name it will be stored under,
 * upload with a progress bar, or Clear. The browser checks type, signature, size and name with
 * the server's rules before sending; the server checks all of it again.
 */
import React, {useRef, useState, type DragEvent} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {notifyError, notifySuccess} from '@site/src/components/Toasts';
import {
  hasPdfSignature,
  pdfMimeType,
  pdfSignature,
  storedWhitePaperName,
  whitePaperMaxBytes,
  whitePaperMaxMegabytes,
  type WhitePaperView,
} from '@site/src/lib/staff/whitePapers';
import {RoleHint, useCan} from '../RoleGate';
import {StaffCard} from '../StaffCard';
import {staffErrorText} from '../text';
import styles from '../styles.module.css';
import {sendUpload, type UploadAnswer, type UploadSender} from './uploadRequest';
import {useFileSize} from './useFileSize';

const inputId = 'white-paper-file';

function readHead(file: File): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file.slice(0, pdfSignature.length));
  });
}

/** The server's rules, in its order: name, declared type, size, then the file's first bytes. */
async function fileIssue(file: File): Promise<string | null> {
  const stored = storedWhitePaperName(file.name);
  if (!stored.ok) return staffErrorText(stored.code);
  if (file.type !== pdfMimeType) return staffErrorText('notPdf');
  if (file.size > whitePaperMaxBytes) return staffErrorText('fileTooLarge');
  if (!hasPdfSignature(await readHead(file))) return staffErrorText('notPdf');
  return null;
}

/** SPEC §8: 401/403 read as a permission problem; others by code, or the spec's fallbacks. */
function failureText(answer: Extract<UploadAnswer, {ok: false}>): string {
  if (answer.status === 401 || answer.status === 403) {
    return translate({
      id: 'admin.whitePaper.noPermission',
      message: 'You do not have permission to upload files. Please check your authentication.',
    });
  }
  if (answer.status === 0) {
    return translate(
      {id: 'admin.whitePaper.unexpected', message: 'An unexpected error occurred: {message}'},
      {message: staffErrorText('network')},
    );
  }
  if (answer.code && answer.status < 500) return staffErrorText(answer.code);
  return translate(
    {id: 'admin.whitePaper.failed', message: 'Failed to upload white paper: {message}'},
    {message: answer.error ?? `HTTP ${answer.status}`},
  );
}

export type UploadCardProps = {
  onUploaded(paper: WhitePaperView): void;
  /** Replaces the real request (tests). */
  send?: UploadSender;
};

export function UploadCard({onUploaded, send = sendUpload}: UploadCardProps): React.JSX.Element {
  const formatSize = useFileSize();
  const mayUpload = useCan('whitePapers:write');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const uploading = progress !== null;

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setSuccess(null);
    setError(null);
    const found = chosen ? await fileIssue(chosen) : null;
    setIssue(found);
    setError(found);
  };

  const clear = () => {
    if (input.current) input.current.value = '';
    setFile(null);
    setIssue(null);
    setError(null);
    setSuccess(null);
  };

  const upload = async () => {
    setSuccess(null);
    if (!file) return setError(translate({id: 'admin.whitePaper.selectFirst', message: 'Please select a file first'}));
    if (issue) return setError(issue);
    setError(null);
    setProgress(0);
    const answer = await send(file, setProgress);
    setProgress(null);
    if (!answer.ok) {
      const text = failureText(answer);
      setError(text);
      notifyError(translate({id: 'admin.whitePaper.toastFailed', message: 'Upload Failed'}), text);
      return;
    }
    clear();
    setSuccess(translate({id: 'admin.whitePaper.uploaded', message: 'White paper uploaded successfully!'}));
    notifySuccess(
      translate({id: 'admin.whitePaper.toastUploaded', message: 'Upload Successful'}),
      translate({id: 'admin.whitePaper.uploadedAs', message: 'White paper uploaded as {file}'}, {file: answer.paper.name}),
    );
    onUploaded(answer.paper);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) void choose(event.dataTransfer.files[0] ?? null);
  };

  const stored = file ? storedWhitePaperName(file.name) : null;

  if (!mayUpload) {
    return (
      <StaffCard id="upload" title={<Translate id="admin.whitePaper.uploadTitle">Upload a white paper</Translate>}>
        <RoleHint permission="whitePapers:write" />
      </StaffCard>
    );
  }

  return (
    <StaffCard
      id="upload"
      title={<Translate id="admin.whitePaper.uploadTitle">Upload a white paper</Translate>}
      error={error}>
      <div
        className={clsx(styles.dropZone, dragging && styles.dropZoneActive)}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}>
        <label htmlFor={inputId} className={styles.dropLabel}>
          <Translate id="admin.whitePaper.fileLabel">White paper (PDF)</Translate>
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={`${pdfMimeType},.pdf`}
          disabled={uploading}
          aria-describedby={`${inputId}-hint`}
          aria-invalid={issue ? true : undefined}
          onChange={(event) => void choose(event.target.files?.[0] ?? null)}
        />
        <p id={`${inputId}-hint`} className={styles.muted}>
          <Translate id="admin.whitePaper.dropHint" values={{megabytes: String(whitePaperMaxMegabytes)}}>
            {'Drop a PDF here or choose one. PDF files up to {megabytes} MB.'}
          </Translate>
        </p>
        {file && (
          <p className={styles.muted}>
            {stored?.ok
              ? translate(
                  {id: 'admin.whitePaper.selected', message: '{name} ({size}) will be stored as {stored}.'},
                  {name: file.name, size: formatSize(file.size), stored: stored.name},
                )
              : translate({id: 'admin.whitePaper.selectedOnly', message: 'Selected: {name}'}, {name: file.name})}
          </p>
        )}
      </div>
      {uploading && (
        <div className={styles.progressRow}>
          <label htmlFor="white-paper-progress">
            <Translate id="admin.whitePaper.progress">Upload progress</Translate>
          </label>
          <progress id="white-paper-progress" max={100} value={progress}>
            {progress}%
          </progress>
          <span aria-hidden="true">{progress}%</span>
        </div>
      )}
      <p role="status" className={styles.success}>
        {success}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" disabled={uploading} onClick={() => void upload()}>
          <Translate id="admin.whitePaper.upload">Upload</Translate>
        </button>
        <button type="button" className="button button--secondary" disabled={uploading} onClick={clear}>
          <Translate id="admin.whitePaper.clear">Clear</Translate>
        </button>
      </div>
    </StaffCard>
  );
}
