import { describe, expect, it } from 'vitest';
import type { LessonJson } from '@hgn/domain/buildingManagement';
import { cutText, isInPeriod, LESSON_TEXT_CUT, shownLessons } from './lessonList';

const lesson = (id: string, date: string, fields: Partial<LessonJson> = {}): LessonJson => ({
  _id: id,
  title: `Lesson ${id}`,
  date,
  tags: [],
  content: '<p>text</p>',
  author: { id: 'u-1', name: 'Lena Writer' },
  relatedProject: { id: 'p-1', name: 'Earthbag Village' },
  totalLikes: 0,
  allowedRoles: [],
  files: [],
  likedByMe: false,
  ...fields,
});

// Thursday 26 November 2026, noon Pacific.
const now = new Date('2026-11-26T20:00:00.000Z');
const lessons = [
  lesson('old', '2025-06-01T18:00:00.000Z', { totalLikes: 5, tags: ['Building 1'] }),
  lesson('march', '2026-03-10T18:00:00.000Z', { totalLikes: 2 }),
  lesson('early-nov', '2026-11-02T18:00:00.000Z', { totalLikes: 2, tags: ['Building 1'] }),
  lesson('this-week', '2026-11-23T18:00:00.000Z', { tags: ['Building 2'] }),
];
const ids = (list: LessonJson[]) => list.map((l) => l._id);

describe('lesson filters', () => {
  it('keeps every lesson with no period, or the Pacific year, month or week holding now', () => {
    const by = (period: Parameters<typeof isInPeriod>[1]) =>
      ids(shownLessons(lessons, { period, tag: null, sort: 'Newest' }, now));
    expect(by('none')).toEqual(['this-week', 'early-nov', 'march', 'old']);
    expect(by('This Year')).toEqual(['this-week', 'early-nov', 'march']);
    expect(by('This Month')).toEqual(['this-week', 'early-nov']);
    expect(by('This Week')).toEqual(['this-week']);
  });

  it('reads the week from Sunday midnight Pacific', () => {
    // Saturday 21 November, 11 pm Pacific, is last week; Sunday 22 November, 1 am Pacific, this week.
    expect(isInPeriod('2026-11-22T07:00:00.000Z', 'This Week', now)).toBe(false);
    expect(isInPeriod('2026-11-22T09:00:00.000Z', 'This Week', now)).toBe(true);
  });

  it('keeps the lessons carrying the chosen tag', () => {
    expect(ids(shownLessons(lessons, { period: 'none', tag: 'Building 1', sort: 'Newest' }, now))).toEqual([
      'early-nov',
      'old',
    ]);
  });
});

describe('lesson sorts', () => {
  it('puts the newest first for Newest and for Date', () => {
    for (const sort of ['Newest', 'Date'] as const)
      expect(ids(shownLessons(lessons, { period: 'none', tag: null, sort }, now))).toEqual([
        'this-week',
        'early-nov',
        'march',
        'old',
      ]);
  });

  it('puts the most liked first for Likes, the newer first among equals', () => {
    expect(ids(shownLessons(lessons, { period: 'none', tag: null, sort: 'Likes' }, now))).toEqual([
      'old',
      'early-nov',
      'march',
      'this-week',
    ]);
  });

  it('leaves the list it is given as it was', () => {
    const given = [...lessons];
    shownLessons(given, { period: 'none', tag: null, sort: 'Likes' }, now);
    expect(given).toEqual(lessons);
  });
});

describe('the 1500-character cut', () => {
  it('shows a text of 1500 characters whole', () => {
    const text = 'a'.repeat(LESSON_TEXT_CUT);
    expect(cutText(text)).toEqual({ shown: text, isCut: false });
  });

  it('cuts a longer text at 1500 characters', () => {
    const { shown, isCut } = cutText(`${'b'.repeat(LESSON_TEXT_CUT)}rest`);
    expect(isCut).toBe(true);
    expect(shown).toBe(`${'b'.repeat(LESSON_TEXT_CUT)}…`);
  });

  it('never splits a character made of two code units', () => {
    const { shown } = cutText('😀'.repeat(LESSON_TEXT_CUT + 1));
    expect(Array.from(shown)).toHaveLength(LESSON_TEXT_CUT + 1);
    expect(shown.endsWith('😀…')).toBe(true);
  });
});
