/**
 * A Traffic dashboard report for the chosen period (GET /api/admin/{path}?from&to): null while
 * loading, asked for again when the period changes; an answer that arrives after a newer
 * question is dropped.
 */
import {useEffect, useState} from 'react';
import type {DayRange} from '@site/src/lib/traffic/report';
import {useStaffSession} from '../StaffSession';
import {staffErrorText} from '../text';

export function useRangeReport<T>(path: string, range: DayRange): {report: T | null; error: string | null} {
  const {api} = useStaffSession();
  const [state, setState] = useState<{report: T | null; error: string | null}>({report: null, error: null});

  useEffect(() => {
    let current = true;
    setState({report: null, error: null});
    void api<T>('GET', `${path}?from=${range.from}&to=${range.to}`).then((result) => {
      if (!current) return;
      setState(result.ok ? {report: result.data, error: null} : {report: null, error: staffErrorText(result.code)});
    });
    return () => {
      current = false;
    };
  }, [api, path, range]);

  return state;
}
