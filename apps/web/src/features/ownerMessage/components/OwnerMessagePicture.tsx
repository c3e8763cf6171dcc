import { useQuery } from '@tanstack/react-query';
import { ownerMessagePictureId } from '@hgn/domain/ownerMessage';
import { callForBlob } from '../../../shared/api/call';
import { ownerMessageEndpoints as owner } from '../../../shared/api/endpoints/ownerMessage';
import { readFileAsDataUrl } from '../../../ui/readFileAsDataUrl';
import { ownerMessageKeys } from '../api/ownerMessageApi';

/** A header picture, fetched with the session (an <img> cannot send it) and shown as a data URL. */
export function OwnerMessagePicture({ message }: { message: string }) {
  const fileId = ownerMessagePictureId(message) ?? '';
  const { data } = useQuery({
    queryKey: ownerMessageKeys.picture(fileId),
    queryFn: async ({ signal }) =>
      readFileAsDataUrl(await callForBlob(owner.picture, { params: { fileId } }, { signal })),
    staleTime: Infinity,
  });
  return data ? (
    <img src={data} alt="Header message" style={{ height: 32, width: 'auto', objectFit: 'contain' }} />
  ) : null;
}
