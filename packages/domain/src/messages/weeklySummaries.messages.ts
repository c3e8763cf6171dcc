// Texts of weekly summaries, quoted by spec 001 (sections 5 and 8) word for word where it gives them.
export const weeklySummaryMessages = {
  minimumWords: 'The summary must contain a minimum of 50 words.',
  /** The time log's inline editor says it this way. */
  inlineMinimumWords: 'Please enter a valid summary with at least 50 words.',
  mediaConfirm: 'Please confirm that you have provided the required media files.',
  editorConfirm: 'Please confirm that you used an AI editor to write your summary.',
  proofreadConfirm: 'Please confirm that you have proofread your summary.',
  picturesNotAllowed: 'Pictures are not allowed here!',
  saved: '✔ The data was saved successfully!',
  notSaved: '✘ The data could not be saved!',
  timesUp: "Time's up!",
  fetchError: 'Fetch error!',
  // The spec asks for a required, valid media URL without quoting the words.
  mediaUrlRequired: 'Please enter the link to your media files.',
  mediaUrlInvalid: 'Please enter a valid media link starting with http:// or https://.',
  // Ours: refusals the spec does not word.
  recipientInactive: 'This person is inactive: only active people receive the weekly summaries e-mail.',
  sameWeek: 'Please choose another week to move the summary to.',
  nothingToMove: 'There is no summary in this week to move.',
  weekTaken:
    'The week you chose already has a summary. Move that one elsewhere or clear it first, then move this one.',
} as const;
