import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LessonCreateInput } from '@hgn/domain/buildingManagement';
import { call } from '../../../shared/api/call';
import { lessonsEndpoints as lessons } from '../../../shared/api/endpoints/lessons';

export const lessonKeys = {
  all: ['lessons'] as const,
  list: ['lessons', 'list'] as const,
  tags: ['lessons', 'tags'] as const,
};

export const useLessons = () =>
  useQuery({ queryKey: lessonKeys.list, queryFn: ({ signal }) => call(lessons.list, {}, { signal }) });

export const useLessonTags = () =>
  useQuery({ queryKey: lessonKeys.tags, queryFn: ({ signal }) => call(lessons.tags, {}, { signal }) });

/** A change to lessons or tags refreshes both: a posted lesson may add tags, deleted tags leave the filter. */
const useLessonsMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey: lessonKeys.all }) });
};

export const usePostLesson = () =>
  useLessonsMutation((body: LessonCreateInput) => call(lessons.create, { body }));

export const useEditLesson = () =>
  useLessonsMutation(({ lessonId, content }: { lessonId: string; content: string }) =>
    call(lessons.update, { params: { lessonId }, body: { content } }),
  );

export const useDeleteLesson = () =>
  useLessonsMutation((lessonId: string) => call(lessons.remove, { params: { lessonId } }));

export const useToggleLike = () =>
  useLessonsMutation((lessonId: string) => call(lessons.toggleLike, { params: { lessonId } }));

export const useDeleteTags = () =>
  useLessonsMutation((tags: string[]) => call(lessons.deleteTags, { body: { tags } }));
