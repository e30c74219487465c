/**
 * What the white paper offers on pricing, landing and case studies say of the paper: staff's
 * title and description for the offered paper (issue 20 §2), or the page's own copy (SPEC §3)
 * until staff offer one, while the server is asked and when it cannot say. Callers render
 * staff's words as React text children, so markup in them shows as typed, never as HTML.
 */
import {useEffect, useState} from 'react';
import {offeredWhitePaper, type OfferedWhitePaper} from '@site/src/lib/api/whitePapers';

/**
 * The offer as the server answers it after hydration (the prerendered HTML has the page's own
 * copy); `update` records a fresher answer, such as the one asked for at submission.
 */
export function useOfferedWhitePaper(fetchImpl?: typeof fetch, skip = false) {
  const [offer, update] = useState<OfferedWhitePaper | undefined>(undefined);
  useEffect(() => {
    if (skip) return undefined;
    let current = true;
    void offeredWhitePaper(fetchImpl).then((answer) => {
      if (current && answer) update(answer);
    });
    return () => {
      current = false;
    };
  }, [fetchImpl, skip]);
  return {offer, update};
}
