// The header timer's texts, quoted by spec 001 sections 5 and 8 word for word.
export const timerMessages = {
  timerTooShort: 'Timer cannot be set less than 1 minutes!',
  goalTooLong: 'Goal time cannot be set over 5 hours!',
  goalTooShort: 'Goal time cannot be set less than 1 minutes!',
  remainingLessThan: (minutes: number): string => `Remaining time is already less than ${minutes} minutes!`,
  noRemainingTime: 'There is no more Remaining time, please add more or log your passed time',
  logTooShort: 'You need at least 1 minute to log time!',
  pausedTitle: 'Timer Paused',
  paused:
    'The user timer has been paused due to inactivity or a lost in connection to the server. Please check your internet connection and refresh the page to continue.',
  completeTitle: 'Time Complete',
  /** Refusals the service sends with the state. */
  notAllowed: 'Only an Owner or Administrator may use the timer of another user.',
  unknownAction: (actions: readonly string[]): string =>
    `Unknown action. Valid actions: ${actions.join(', ')}`,
  badValue: 'The value of this action is not valid.',
  nothingToLog: 'The timer is not running, so there is no time to log.',
} as const;
