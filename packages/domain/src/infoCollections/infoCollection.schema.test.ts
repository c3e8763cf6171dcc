import { describe, expect, it } from 'vitest';
import { infoCollectionInput, infoCollectionUpdate } from './infoCollection.schema';

describe('info pop-up input', () => {
  it('defaults to visible to everyone and takes numbers or text for visibility', () => {
    expect(infoCollectionInput.parse({ infoName: ' Tips ' })).toEqual({
      infoName: 'Tips',
      infoContent: '',
      visibility: '0',
    });
    expect(infoCollectionInput.parse({ infoName: 'a', visibility: 2 }).visibility).toBe('2');
    expect(infoCollectionInput.safeParse({ infoName: 'a', visibility: '3' }).success).toBe(false);
  });

  it('needs a name', () => {
    expect(infoCollectionInput.safeParse({ infoName: '' }).error?.issues[0]?.message).toBe(
      'Please enter a name for the info.',
    );
    expect(infoCollectionUpdate.parse({ infoContent: '<p>x</p>' })).toEqual({ infoContent: '<p>x</p>' });
  });
});
