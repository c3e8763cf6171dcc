// Texts of the application frame: errors any page can show, the not-found page, the session and version
// notices, notification fetch failures, and the empty states of lists.

export const shellMessages = {
  unexpectedError: 'Unexpected error',
  serverOffline: '503 (The server is temporarily offline. Please try again later.)',
  httpError: (status: number, statusText: string): string => `${status} (${statusText})`,
  reload: 'Reload',
  pageNotFound: 'PAGE NOT FOUND',
  backHome: 'Go back home',
  nothingHereYet: 'Nothing here yet',
  sessionExpired: 'Your session has expired. Please log in again.',
  newVersionAvailable: 'A newer version of the application is available. Reload the page to use it.',
  outdated: 'outdated',
} as const;

export const notificationMessages = {
  unauthorized: 'You are unauthorized to access the resource.',
  forbidden: 'You are forbidden to access the resource.',
  notFound: 'The resource you are trying to access is not found.',
  serverError: 'Internal server error. Please try again later.',
  unexpected: 'Fetch unread notifications: Unexpected Error.',
  forStatus: (status: number): string => {
    switch (status) {
      case 401:
        return notificationMessages.unauthorized;
      case 403:
        return notificationMessages.forbidden;
      case 404:
        return notificationMessages.notFound;
      case 500:
        return notificationMessages.serverError;
      default:
        return notificationMessages.unexpected;
    }
  },
} as const;

export const emptyStateMessages = {
  noItems: 'No items data',
  noToolsToCheck: 'There are no tools to check in/out for this project.',
  noEvents: 'No events available',
  noActivities: 'No activities found',
  noUsers: 'No users found.',
  noUsersToEdit: 'There are no users to remove or edit.',
  noSummaries: 'No summaries found.',
  noEquipments: 'No equipments data available',
} as const;
