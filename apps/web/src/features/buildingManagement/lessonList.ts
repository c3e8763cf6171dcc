// What the lessons list shows: the period and tag filters and the sorts of spec 002 (9), and the
// 1500-character cut of a lesson's text.
import type { LessonJson } from '@hgn/domain/buildingManagement';
import { pacificCivilDate, startOfWeek } from '@hgn/domain/time';

export const LESSON_PERIODS = ['none', 'This Year', 'This Month', 'This Week'] as const;
export type LessonPeriod = (typeof LESSON_PERIODS)[number];

export const LESSON_SORTS = ['Newest', 'Date', 'Likes'] as const;
export type LessonSort = (typeof LESSON_SORTS)[number];

/** The longest text a lesson shows before "Show more". */
export const LESSON_TEXT_CUT = 1500;

/** Whether the lesson was written in the period that holds `now`, on the Pacific calendar. */
export function isInPeriod(date: string, period: LessonPeriod, now: Date): boolean {
  if (period === 'none') return true;
  if (period === 'This Week') return new Date(date) >= startOfWeek(now);
  const day = pacificCivilDate(new Date(date));
  const today = pacificCivilDate(now);
  if (day.year !== today.year) return false;
  return period === 'This Year' || day.month === today.month;
}

const newestFirst = (a: LessonJson, b: LessonJson) => b.date.localeCompare(a.date);

/** The lessons in the period carrying the tag (any tag when null), in the sort's order. */
export function shownLessons(
  lessons: readonly LessonJson[],
  { period, tag, sort }: { period: LessonPeriod; tag: string | null; sort: LessonSort },
  now: Date,
): LessonJson[] {
  const kept = lessons.filter(
    (lesson) => isInPeriod(lesson.date, period, now) && (tag === null || lesson.tags.includes(tag)),
  );
  // Newest and Date both put the latest lesson first; Likes puts the most liked first, newest first among equals.
  return kept.sort(
    sort === 'Likes' ? (a, b) => b.totalLikes - a.totalLikes || newestFirst(a, b) : newestFirst,
  );
}

/** The first `LESSON_TEXT_CUT` characters of a lesson's text, and whether there is more. */
export function cutText(text: string): { shown: string; isCut: boolean } {
  const characters = Array.from(text);
  if (characters.length <= LESSON_TEXT_CUT) return { shown: text, isCut: false };
  return { shown: `${characters.slice(0, LESSON_TEXT_CUT).join('')}…`, isCut: true };
}
