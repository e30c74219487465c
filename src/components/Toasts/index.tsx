import React from 'react';
import {Toaster, toast} from 'sonner';
import {limits} from '@site/src/config/site';
import styles from './styles.module.css';

/** The site's one toast outlet (SPEC §9: at most 5 toasts, 5000 ms, 420 px wide). */
export function SiteToaster(): React.JSX.Element {
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

export function notifySuccess(title: string, description?: string): void {
  toast.success(title, {description});
}

export function notifyWarning(title: string, description?: string): void {
  toast.warning(title, {description});
}

/** Destructive style: failures the user must notice. */
export function notifyError(title: string, description?: string): void {
  toast.error(title, {description});
}
