// Texts of info pop-ups, quoted by the spec word for word (including its spelling: users and the
// existing client match on these strings).
export const infoMessages = {
  saved: '✔ The info was saved successfully!',
  saveFailed: '✘ The info could not be saved!',
} as const;
