import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './returnPath';

describe('return after sign-in', () => {
  it('goes back to the page first asked for, with its query', () => {
    expect(returnPathFrom({ from: { pathname: '/userprofile/u2', search: '?tab=1', hash: '' } })).toBe(
      '/userprofile/u2?tab=1',
    );
  });

  it('goes to the dashboard when nothing was asked for, or it was sign-in or sign-out', () => {
    expect(returnPathFrom(null)).toBe('/dashboard');
    expect(returnPathFrom({ from: { pathname: '/logout' } })).toBe('/dashboard');
    expect(returnPathFrom({ from: { pathname: '/login' } })).toBe('/dashboard');
  });
});
