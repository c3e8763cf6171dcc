import { describe, expect, it } from 'vitest';
import { SeenIds } from './importContext.js';

describe('the ids read so far of a collection', () => {
  it('knows each id added, apart from ids that end alike or differently', () => {
    const seen = new SeenIds();
    const ids = ['64b7f0c2a1e4d3b2c1a09f00', '64b7f0c2a1e4d3b2c1a09e00', '64b7f0c2a1e4d3b2c1a09f01', 'x'];
    for (const id of ids) expect(seen.has(id)).toBe(false);
    for (const id of ids) seen.add(id);
    for (const id of ids) expect(seen.has(id)).toBe(true);
    expect(seen.has('64b7f0c2a1e4d3b2c1a09d00')).toBe(false);
    expect(seen.has('')).toBe(false);
  });
});
