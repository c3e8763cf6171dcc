// Texts of the lessons learned of the building area. Quoted ones are the spec's (002, 5 and 8).

export const lessonMessages = {
  titleRequired: 'Please enter a title.',
  contentRequired: 'Summary cannot be empty.',
  tagRequired: 'Please enter a tag.',
  tagTaken: (tag: string) => `The tag "${tag}" already exists.`,
  tagsNotFound: "One or more tags don't exist",
  tagInUse: (tag: string) => `The tag "${tag}" is used by a lesson and cannot be deleted.`,
  tagsDeleted: 'Tags deleted successfully',
  tagsNotDeleted: 'Failed to delete tags',
  tagListedTwice: 'Each tag may be listed once.',
  chooseProject: 'Please choose a building project.',
  roleRequired: 'Please choose a role.',
  lessonNotFound: 'This lesson does not exist.',
  loadFailed: 'Failed to load data',
  noLessons: 'No lessons yet.',
  noLessonsMatch: 'No lessons match these filters.',
  lessonSaved: 'Lesson saved.',
  lessonDeleted: 'Lesson deleted.',
  lessonNotDeleted: 'The lesson could not be deleted.',
  likeFailed: 'The like could not be saved.',
} as const;
