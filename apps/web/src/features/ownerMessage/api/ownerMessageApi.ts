import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { ownerMessageEndpoints as owner } from '../../../shared/api/endpoints/ownerMessage';

export const ownerMessageKeys = {
  message: ['ownerMessage'] as const,
  picture: (fileId: string | undefined) => ['ownerMessage', 'picture', fileId] as const,
};

/** The header message every signed-in person sees. */
export const useOwnerMessage = () =>
  useQuery({
    queryKey: ownerMessageKeys.message,
    queryFn: async ({ signal }) => (await call(owner.get, {}, { signal })).ownerMessage,
  });
