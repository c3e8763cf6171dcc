import { describe, expect, it } from 'vitest';
import { initialTab, tabOfHash, TIME_LOG_TABS } from './timeLogTabs';

describe('the time log tabs', () => {
  it('maps the seven location hashes to tabs 0 to 6', () => {
    expect(TIME_LOG_TABS.map((tab) => `#${tab.hash}`)).toEqual([
      '#tasks',
      '#currentWeek',
      '#lastWeek',
      '#beforeLastWeek',
      '#dateRange',
      '#weeklySummaries',
      '#badgesearned',
    ]);
    expect(tabOfHash('#lastWeek')).toBe('lastWeek');
    expect(tabOfHash('badgesearned')).toBe('badgesearned');
    expect(tabOfHash('#nowhere')).toBeNull();
    expect(tabOfHash('')).toBeNull();
  });

  it('opens on Tasks for a Volunteer with open tasks and on the current week otherwise', () => {
    expect(initialTab('', { role: 'Volunteer', openTaskCount: 2 })).toBe('tasks');
    expect(initialTab('', { role: 'Volunteer', openTaskCount: 0 })).toBe('currentWeek');
    expect(initialTab('', { role: 'Manager', openTaskCount: 5 })).toBe('currentWeek');
  });

  it('opens on the tab the location hash names, whatever the default', () => {
    expect(initialTab('#dateRange', { role: 'Volunteer', openTaskCount: 2 })).toBe('dateRange');
    expect(initialTab('#tasks', { role: 'Owner', openTaskCount: 0 })).toBe('tasks');
  });
});
