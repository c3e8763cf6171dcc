// A lesson learned in the original API's shape (spec 002, 3): its author and project named, its likes
// counted, and whether the caller likes it.
import { z } from 'zod';

const namedRef = z.strictObject({ id: z.string(), name: z.string() });

export const lessonJson = z.strictObject({
  _id: z.string(),
  title: z.string(),
  date: z.iso.datetime(),
  tags: z.array(z.string()),
  /** Sanitised HTML. */
  content: z.string(),
  author: namedRef,
  relatedProject: namedRef,
  totalLikes: z.number(),
  /** The roles that see the lesson; none means everyone in the building portal. */
  allowedRoles: z.array(z.string()),
  /** Where the lesson's stored files are served (`/api/bm/files/{id}`). */
  files: z.array(z.string()),
  likedByMe: z.boolean(),
});
export type LessonJson = z.infer<typeof lessonJson>;

/** The tag list, by name. */
export const lessonTagsJson = z.array(z.string());
