import type { LessonJson } from '@hgn/domain/buildingManagement';
import type { LessonRow } from './lessons.repo.js';

export const presentLesson = (row: LessonRow, tags: string[], files: string[]): LessonJson => ({
  _id: row.id,
  title: row.title,
  date: row.createdAt.toISOString(),
  tags,
  content: row.content,
  author: { id: row.authorId, name: `${row.authorFirstName} ${row.authorLastName}`.trim() },
  relatedProject: { id: row.projectId, name: row.projectName },
  totalLikes: row.totalLikes,
  allowedRoles: row.allowedRoles,
  files,
  likedByMe: row.likedByMe,
});
