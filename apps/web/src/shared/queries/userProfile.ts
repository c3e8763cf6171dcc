import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserProfileJson } from '@hgn/domain/users';
import { call } from '../api/call';
import { usersEndpoints as users } from '../api/endpoints/users';
import { keepAnswer } from './keepAnswer';

export const userProfileKeys = {
  all: ['userprofile'] as const,
  one: (userId: string) => ['userprofile', userId] as const,
};

// The shell itself needs the profile (header, dark mode), so its query lives here for every feature.
// A 401 on this call aborts silently (spec 000 section 8): other calls sign the user out.
export const userProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: userProfileKeys.one(userId),
    queryFn: ({ signal }) => call(users.get, { params: { userId } }, { signal, onUnauthorized: 'silent' }),
  });

export const useUserProfile = (userId: string | undefined) =>
  useQuery({ ...userProfileQuery(userId ?? ''), enabled: Boolean(userId) });

export const useSaveDarkMode = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (darkMode: boolean) => call(users.setPreferences, { params: { userId }, body: { darkMode } }),
    onSuccess: ({ darkMode }) =>
      keepAnswer<UserProfileJson>(queryClient, userProfileKeys.one(userId), (profile) =>
        profile ? { ...profile, preferences: { ...profile.preferences, darkMode } } : profile,
      ),
  });
};
