/**
 * SPEC §4: 30 minutes (the server's idle timeout, which it tells the page) without mouse down,
 * mouse move, key press, scroll or touch start logs the person out. The same activity is
 * reported to the server at most once a minute, so the server's idle expiry and this timer
 * agree: neither ends a session the other still considers alive.
 */
import {useEffect, useRef} from 'react';

export const activityEvents = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart'] as const;

/** How often activity is reported to the server at most. */
export const activityReportMs = 60_000;

export function useInactivityLogout({
  idleTimeoutMs,
  onTimeout,
  reportActivity,
  enabled,
}: {
  idleTimeoutMs: number;
  onTimeout(): void;
  reportActivity(): void;
  enabled: boolean;
}): void {
  const callbacks = useRef({onTimeout, reportActivity});
  callbacks.current = {onTimeout, reportActivity};

  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    let lastReport = Date.now();
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => callbacks.current.onTimeout(), idleTimeoutMs);
    };
    const onActivity = () => {
      arm();
      const now = Date.now();
      // Report sooner when the timeout is short, so the server never expires first.
      if (now - lastReport >= Math.min(activityReportMs, idleTimeoutMs / 2)) {
        lastReport = now;
        callbacks.current.reportActivity();
      }
    };
    arm();
    for (const event of activityEvents) window.addEventListener(event, onActivity, {passive: true, capture: true});
    return () => {
      clearTimeout(timer);
      for (const event of activityEvents) window.removeEventListener(event, onActivity, {capture: true});
    };
  }, [enabled, idleTimeoutMs]);
}
