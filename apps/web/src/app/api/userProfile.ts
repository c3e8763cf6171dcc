import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';

export interface BadgeJson {
  _id: string;
  badgeName: string;
  type: string;
  imageUrl: string;
  description: string;
  ranking: number;
  showReport: boolean;
}

export interface BadgeEntryJson {
  _id: string;
  badge: BadgeJson;
  count: number;
  earnedDate: string[];
  lastModified: string;
  featured: boolean;
}

export interface InfringementJson {
  _id: string;
  date: string;
  description: string;
  createdDate: string;
}

export interface UserProfileJson {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  isActive: boolean;
  profilePic: string;
  jobTitle: string[];
  phoneNumber: string[];
  weeklycommittedHours: number;
  timeZone: string;
  teamCode: string;
  createdDate: string;
  startDate: string;
  teams: { _id: string; teamName: string }[];
  projects: { _id: string; projectName: string; category: string }[];
  badgeCollection: BadgeEntryJson[];
  infringements: InfringementJson[];
  permissions: { frontPermissions: string[]; removedDefaultPermissions: string[] };
  privacySettings: { email: boolean; phoneNumber: boolean; blueSquares: boolean };
  timeOffFrom: string | null;
  timeOffTill: string | null;
  preferences: { darkMode: boolean };
  isProtected: boolean;
  __v: number;
}

export const userProfileKeys = {
  all: ['userprofile'] as const,
  one: (userId: string) => ['userprofile', userId] as const,
};

// The shell itself needs the profile (header, dark mode), so its query lives here for every feature.
// A 401 on this call aborts silently (spec 000 section 8): other calls sign the user out.
export const userProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: userProfileKeys.one(userId),
    queryFn: ({ signal }) =>
      api.get<UserProfileJson>(`/userprofile/${encodeURIComponent(userId)}`, { signal, onUnauthorized: 'silent' }),
  });

export const useUserProfile = (userId: string | undefined) =>
  useQuery({ ...userProfileQuery(userId ?? ''), enabled: Boolean(userId) });

export const useSaveDarkMode = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (darkMode: boolean) =>
      api.put<{ darkMode: boolean }>(`/userprofile/${encodeURIComponent(userId)}/preferences`, { darkMode }),
    onSuccess: ({ darkMode }) => {
      queryClient.setQueryData<UserProfileJson>(userProfileKeys.one(userId), (profile) =>
        profile ? { ...profile, preferences: { ...profile.preferences, darkMode } } : profile,
      );
    },
  });
};
