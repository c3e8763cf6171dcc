import type { WbsListItemJson } from '@hgn/domain/wbs';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Hours as people write them: at most two decimals, none when whole. */
export const formatHours = (hours: number): string => String(Math.round(hours * 100) / 100);

/** What deleting a WBS takes with it, said before it goes. */
export const deleteWbsQuestion = (wbs: Pick<WbsListItemJson, 'wbsName' | 'taskCount' | 'hoursLogged'>) => ({
  title: `Delete WBS '${wbs.wbsName}'?`,
  consequence:
    wbs.taskCount === 0
      ? 'It has no tasks.'
      : `Its ${counted(wbs.taskCount, 'task', 'tasks')} and ${formatHours(wbs.hoursLogged)} logged ${
          wbs.hoursLogged === 1 ? 'hour' : 'hours'
        } go with it.`,
});

export const wbsNotices = {
  created: 'WBS created.',
  renamed: 'WBS renamed.',
  activated: 'WBS activated.',
  deactivated: 'WBS deactivated.',
  deleted: 'WBS deleted.',
  createFailed: 'The WBS could not be created.',
  updateFailed: 'The WBS could not be changed.',
  deleteFailed: 'The WBS could not be deleted.',
  empty: 'This project has no WBS yet.',
} as const;
