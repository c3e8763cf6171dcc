import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ScrollRegion } from './ScrollRegion';

/** Gives the region the layout jsdom lacks: `contentWidth` of table in `width` of region, scrolled to `left`. */
function layOut(region: HTMLElement, { width, contentWidth, left }: Record<string, number>) {
  Object.defineProperty(region, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(region, 'scrollWidth', { configurable: true, value: contentWidth });
  Object.defineProperty(region, 'scrollLeft', { configurable: true, value: left });
  fireEvent.scroll(region);
}

describe('ScrollRegion', () => {
  it('is a named region the keyboard can focus to scroll', () => {
    render(
      <ScrollRegion label="Users">
        <table />
      </ScrollRegion>,
    );
    expect(screen.getByRole('region', { name: 'Users' })).toHaveAttribute('tabindex', '0');
  });

  it('marks each side that hides more of the table, following the scroll', () => {
    render(
      <ScrollRegion label="Users" hasStickyLastColumn>
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Users' });
    const frame = region.parentElement!;
    expect(frame).toHaveAttribute('data-sticky-end');

    layOut(region, { width: 375, contentWidth: 640, left: 0 });
    expect(frame).toHaveAttribute('data-more-end');
    expect(frame).not.toHaveAttribute('data-more-start');

    layOut(region, { width: 375, contentWidth: 640, left: 100 });
    expect(frame).toHaveAttribute('data-more-start');
    expect(frame).toHaveAttribute('data-more-end');

    layOut(region, { width: 375, contentWidth: 640, left: 265 });
    expect(frame).toHaveAttribute('data-more-start');
    expect(frame).not.toHaveAttribute('data-more-end');
  });

  it('shows no shade when the table fits', () => {
    render(
      <ScrollRegion label="Teams">
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Teams' });
    layOut(region, { width: 1200, contentWidth: 1200, left: 0 });
    expect(region.parentElement).not.toHaveAttribute('data-more-end');
    expect(region.parentElement).not.toHaveAttribute('data-more-start');
  });
});
