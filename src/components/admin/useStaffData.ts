/**
 * What a staff card shows from one GET of the staff API: the answer (null while loading), the
 * card's error line (the refusal's translated text, or what a later action reports), and a
 * reload after the card changed something.
 */
import {useCallback, useEffect, useState} from 'react';
import {useStaffSession} from './StaffSession';
import {staffErrorText} from './text';

export function useStaffData<T>(path: string) {
  const {api} = useStaffSession();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const result = await api<T>('GET', path);
    if (!result.ok) return setError(staffErrorText(result.code));
    setError(null);
    setData(result.data);
  }, [api, path]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return {data, error, setError, reload};
}
