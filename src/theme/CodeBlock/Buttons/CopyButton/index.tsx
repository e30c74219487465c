/**
 * The theme's code block copy button, with the outcome reported through the site's toasts
 * (SPEC §2 and §8). Swizzled by ejecting because the original hides its copy promise: a
 * wrapper cannot tell success from failure. Markup, labels and styles follow the original.
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import {notifyError, notifySuccess} from '@site/src/components/Toasts';
import {copyToClipboard} from '@site/src/lib/clipboard';

import styles from './styles.module.css';

const copiedIconMs = 1000;

function buttonTitle(): string {
  return translate({
    id: 'theme.CodeBlock.copy',
    message: 'Copy',
    description: 'The copy button label on code blocks',
  });
}

function ariaLabel(isCopied: boolean): string {
  return isCopied
    ? translate({
        id: 'theme.CodeBlock.copied',
        message: 'Copied',
        description: 'The copied button label on code blocks',
      })
    : translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
        description: 'The ARIA label for copy code blocks button',
      });
}

function announceCopied(): void {
  notifySuccess(
    translate({id: 'docs.codeBlock.copySuccess.title', message: 'Copied to clipboard'}),
    translate({
      id: 'docs.codeBlock.copySuccess.description',
      message: 'Code snippet has been copied to your clipboard',
    }),
  );
}

function announceCopyFailed(): void {
  notifyError(
    translate({id: 'docs.codeBlock.copyError.title', message: 'Failed to copy'}),
    translate({
      id: 'docs.codeBlock.copyError.description',
      message: 'There was an error copying to clipboard',
    }),
  );
}

function useCopyButton() {
  const {
    metadata: {code},
  } = useCodeBlockContext();
  const [isCopied, setIsCopied] = useState(false);
  const copyTimeout = useRef<number | undefined>(undefined);

  const copyCode = useCallback(() => {
    copyToClipboard(code).then(
      () => {
        setIsCopied(true);
        announceCopied();
        window.clearTimeout(copyTimeout.current);
        copyTimeout.current = window.setTimeout(() => setIsCopied(false), copiedIconMs);
      },
      announceCopyFailed,
    );
  }, [code]);

  useEffect(() => () => window.clearTimeout(copyTimeout.current), []);

  return {copyCode, isCopied};
}

export default function CopyButton({className}: Props): ReactNode {
  const {copyCode, isCopied} = useCopyButton();

  return (
    <Button
      aria-label={ariaLabel(isCopied)}
      title={buttonTitle()}
      className={clsx(className, styles.copyButton, isCopied && styles.copyButtonCopied)}
      onClick={copyCode}>
      <span className={styles.copyButtonIcons} aria-hidden="true">
        <IconCopy className={styles.copyButtonIcon} />
        <IconSuccess className={styles.copyButtonSuccessIcon} />
      </span>
    </Button>
  );
}
