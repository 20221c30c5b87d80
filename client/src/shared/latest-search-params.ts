import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

type Change = Record<string, string | null>;
interface ChangeOptions {
  replace?: boolean;
  fresh?: boolean;
}

/**
 * `useSearchParams`, with changes that build on each other. React Router draws a new URL in a transition, so two
 * changes made before the screen redraws (two selects on a busy phone) would both start from the URL drawn last,
 * and the second would undo the first. Here each change starts from the last URL asked for until the screen has
 * drawn it. A `null` value removes the parameter; `fresh` starts from no parameters at all.
 */
export function useLatestSearchParams(): [
  URLSearchParams,
  (change: Change, options?: ChangeOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    // Drawn: from now on the URL on screen is the latest.
    if (asked.current?.toString() === params.toString()) asked.current = null;
  }, [params]);

  const change = useCallback(
    (values: Change, { replace = false, fresh = false }: ChangeOptions = {}) => {
      const next = new URLSearchParams(fresh ? undefined : (asked.current ?? params));
      for (const [name, value] of Object.entries(values)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      asked.current = next;
      setParams(next, { replace });
    },
    [params, setParams],
  );
  return [params, change];
}
