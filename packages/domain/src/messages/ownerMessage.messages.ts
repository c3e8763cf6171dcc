// The owner's header message words (spec 002 sections 7 and 8, server rules 8), verbatim.
export const ownerMessageMessages = {
  updated: 'Update successfully!',
  deleted: 'Delete successfully!',
  standardSaved: 'Standard message update successfully!',
  messageSaved: 'Message update successfully!',
  messageDeleted: 'Message deleted successfully!',
  standardSaveFailed: (detail: string) => `Standard message save failed! Error: ${detail}`,
  deleteFailed: (detail: string) => `Message deletion failed! Error: ${detail}`,
  invalidImageTitle: 'Please insert a valid image!',
  invalidImage: 'Only .jpg, .jpeg and .png formats are accepted.',
  pictureTooLarge: 'The picture must be at most 1000 x 400 pixels and 100 KB.',
  pictureHint: 'Pictures: at most 1000 x 400 pixels and 100 KB.',
  tooLong: 'The message can have at most 100 characters.',
} as const;
