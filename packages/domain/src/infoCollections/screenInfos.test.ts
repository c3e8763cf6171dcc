import { describe, expect, it } from 'vitest';
import { INFO_TOPICS, SCREEN_INFOS, screenInfosOf } from './screenInfos';

const readable = [
  { infoName: 'BadgesInfo', infoContent: '<p>b</p>' },
  { infoName: 'timeOffInfo', infoContent: '<p>t</p>' },
  { infoName: 'somethingElse', infoContent: '' },
];

describe('screen infos', () => {
  it('offers the dashboard the pop-ups the reader may see, in the screen’s order, ignoring case', () => {
    expect(screenInfosOf('/dashboard', readable)).toEqual([
      { ...INFO_TOPICS.badges, info: readable[0] },
      { ...INFO_TOPICS.timeOff, info: readable[1] },
    ]);
  });

  it('offers nothing on a screen without pop-ups or when none is readable', () => {
    expect(screenInfosOf('/infoCollections', readable)).toEqual([]);
    expect(screenInfosOf('/usermanagement', readable)).toEqual([]);
  });

  it('gives every screen of the issue an info and every info a topic', () => {
    for (const screen of [
      '/dashboard',
      '/userprofile/:userId',
      '/userprofileedit/:userId',
      '/usermanagement',
      '/teams',
      '/projects',
      '/badgemanagement',
    ])
      expect(SCREEN_INFOS[screen]?.length, screen).toBeGreaterThan(0);
    for (const info of Object.values(SCREEN_INFOS).flat()) expect(info.topic).not.toBe('');
  });
});
