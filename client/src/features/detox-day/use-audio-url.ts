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

  /** An object URL made elsewhere (a MediaSource's, decision 0029): released here like the others. */
  const showUrl = (objectUrl: string | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = objectUrl;
    setUrl(objectUrl);
  };
  const show = (blob: Blob | null) => {
    showUrl(blob ? URL.createObjectURL(blob) : null);
  };
  return [url, show, showUrl] as const;
}
