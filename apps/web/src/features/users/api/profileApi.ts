import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody, UserProfileJson } from '@hgn/domain/users';
import { call } from '../../../shared/api/call';
import { locationsEndpoints } from '../../../shared/api/endpoints/locations';
import { usersEndpoints as users } from '../../../shared/api/endpoints/users';
import { userProfileKeys } from '../../../shared/queries/userProfile';
import { keepAnswer } from '../../../shared/queries/keepAnswer';

export const profileEditKeys = { edits: (userId: string) => ['userprofile', userId, 'edits'] as const };

export const useProfileEdits = (userId: string) =>
  useQuery({
    queryKey: profileEditKeys.edits(userId),
    queryFn: ({ signal }) => call(users.edits, { params: { userId } }, { signal }),
  });

/** Saves the changed fields; the profile and its history are read again afterwards. */
export const useSaveProfile = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => call(users.update, { params: { userId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userProfileKeys.one(userId) }),
        queryClient.invalidateQueries({ queryKey: profileEditKeys.edits(userId) }),
      ]),
  });
};

const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

const setPicture = (queryClient: ReturnType<typeof useQueryClient>, userId: string, profilePic: string) =>
  keepAnswer<UserProfileJson>(queryClient, userProfileKeys.one(userId), (profile) =>
    profile ? { ...profile, profilePic } : profile,
  );

/** Uploads a picture at once (it does not wait for Save Changes). */
export const useUploadPicture = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob) =>
      call(users.uploadPicture, { params: { userId }, body: { profilePic: await readAsDataUrl(file) } }),
    onSuccess: ({ profilePic }) => setPicture(queryClient, userId, profilePic),
  });
};

export const useRemovePicture = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(users.removePicture, { params: { userId } }),
    onSuccess: () => setPicture(queryClient, userId, ''),
  });
};

/** The offline gazetteer's places for a typed location. */
export const lookUpLocation = (location: string) => call(locationsEndpoints.lookup, { params: { location } });
