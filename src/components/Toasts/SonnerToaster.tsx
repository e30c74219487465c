import React, {useEffect} from 'react';
import {Toaster} from 'sonner';
import {limits} from '@site/src/config/site';
import styles from './styles.module.css';

/** The toast outlet itself (SPEC §9: at most 5 toasts, 5000 ms, 420 px wide). */
export default function SonnerToaster({onMount}: {onMount: () => void}): React.JSX.Element {
  useEffect(onMount, [onMount]);
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={limits.toastMaxVisible}
      duration={limits.toastDurationMs}
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{
        unstyled: true,
        classNames: {
          toast: styles.toast,
          title: styles.title,
          description: styles.description,
          error: styles.destructive,
          success: styles.success,
          warning: styles.warning,
          closeButton: styles.close,
        },
      }}
      style={{maxWidth: limits.toastMaxWidthPx}}
    />
  );
}
