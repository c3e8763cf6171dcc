import { describe, expect, it } from 'vitest';
import { reordered } from './reordered';

const board = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('reordered', () => {
  it('puts the whole board in the order given when every listing is named', () => {
    expect(reordered(board, ['f', 'e', 'd', 'c', 'b', 'a'])).toEqual(['f', 'e', 'd', 'c', 'b', 'a']);
  });

  it('moves a page of listings within the places they hold, leaving the rest', () => {
    expect(reordered(board, ['d', 'c', 'e'])).toEqual(['a', 'b', 'd', 'c', 'e', 'f']);
    expect(reordered(board, ['b', 'a'])).toEqual(['b', 'a', 'c', 'd', 'e', 'f']);
  });

  it('swaps listings that are apart, keeping everything between', () => {
    expect(reordered(board, ['e', 'b'])).toEqual(['a', 'e', 'c', 'd', 'b', 'f']);
  });

  it('refuses a listing not on the board, or named twice', () => {
    expect(reordered(board, ['a', 'z'])).toBeUndefined();
    expect(reordered(board, ['a', 'a'])).toBeUndefined();
  });
});
