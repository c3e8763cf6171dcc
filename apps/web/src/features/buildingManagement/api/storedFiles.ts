import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callForBlob } from '../../../shared/api/call';
import { storedFilesEndpoints as files } from '../../../shared/api/endpoints/storedFiles';

/** The id in a stored file's URL (`/api/bm/files/{id}`), or null for any other text. */
const fileIdOf = (url: string | null | undefined): string | null =>
  /^\/api\/bm\/files\/([0-9a-f-]{36})$/i.exec(url ?? '')?.[1] ?? null;

/**
 * A stored picture or file of the building area, fetched with the session (an <img> cannot send it) and
 * offered as an object URL while the component lives; null until it has arrived or when there is none.
 */
export function useStoredFileUrl(url: string | null | undefined): string | null {
  const fileId = fileIdOf(url);
  const { data } = useQuery({
    queryKey: ['storedFile', fileId],
    queryFn: ({ signal }) => callForBlob(files.get, { params: { fileId: fileId ?? '' } }, { signal }),
    enabled: fileId !== null,
    staleTime: Infinity,
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return undefined;
    const made = URL.createObjectURL(data);
    setObjectUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setObjectUrl(null);
    };
  }, [data]);
  return objectUrl;
}

export { readFileAsDataUrl } from '../../../ui/readFileAsDataUrl';
