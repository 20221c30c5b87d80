import { useEffect, useRef, useState } from 'react';

/**
 * An object URL for generated audio bytes. spec §4: the previous URL is released when audio is generated again,
 * and the last one when the screen goes away.
 */
export function useAudioUrl() {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );

  const show = (blob: Blob | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = blob ? URL.createObjectURL(blob) : null;
    setUrl(current.current);
  };
  return [url, show] as const;
}
