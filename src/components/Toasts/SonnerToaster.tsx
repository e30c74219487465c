import React, {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import {Toaster} from 'sonner';
import {limits} from '@site/src/config/site';
import {isStaffPath} from '@site/src/lib/staff/navigation';
import styles from './styles.module.css';

/**
 * Staff pages put their row actions (Offer, Delete, Revoke...) at the right of tables that fill
 * the page, where a bottom-right toast covered them (issue 20 §3). There the toasts sit at the top
 * centre over the staff bar, whose middle holds no control, in a compact style that keeps them
 * in that band.
 */
const staffOffset = {top: 6};

/** The toast outlet itself (SPEC §9: at most 5 toasts, 5000 ms, 420 px wide). */
export default function SonnerToaster({onMount}: {onMount: () => void}): React.JSX.Element {
  useEffect(onMount, [onMount]);
  const staff = isStaffPath(useLocation().pathname);
  return (
    <Toaster
      position={staff ? 'top-center' : 'bottom-right'}
      offset={staff ? staffOffset : undefined}
      mobileOffset={staff ? staffOffset : undefined}
      visibleToasts={limits.toastMaxVisible}
      duration={limits.toastDurationMs}
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{
        unstyled: true,
        classNames: {
          toast: staff ? `${styles.toast} ${styles.compact}` : styles.toast,
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
