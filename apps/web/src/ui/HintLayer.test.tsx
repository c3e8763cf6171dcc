import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HintLayer, hint } from './HintLayer';

function renderPage() {
  render(
    <>
      <button type="button" aria-label="Remove Ada from Roof" {...hint('Remove user from task')}>
        <svg data-testid="icon" />
      </button>
      <button type="button" {...hint('Refresh the board')}>
        Refresh
      </button>
      <p>Plain words</p>
      <HintLayer />
    </>,
  );
  return {
    remove: screen.getByRole('button', { name: 'Remove Ada from Roof' }),
    refresh: screen.getByRole('button', { name: 'Refresh' }),
    plain: screen.getByText('Plain words'),
  };
}

const shownHint = () => screen.queryByRole('tooltip');

describe('HintLayer', () => {
  it("shows an element's hint while it holds the keyboard's focus", () => {
    const { remove, refresh } = renderPage();
    expect(shownHint()).toBeNull();
    act(() => remove.focus());
    expect(shownHint()).toHaveTextContent('Remove user from task');
    act(() => refresh.focus());
    expect(shownHint()).toHaveTextContent('Refresh the board');
    act(() => refresh.blur());
    expect(shownHint()).toBeNull();
  });

  it("keeps the focused element's hint while the pointer passes over words without one", () => {
    const { remove, refresh, plain } = renderPage();
    act(() => remove.focus());
    fireEvent.pointerOver(plain);
    expect(shownHint()).toHaveTextContent('Remove user from task');
    fireEvent.pointerOver(refresh);
    expect(shownHint()).toHaveTextContent('Refresh the board');
    fireEvent.pointerOut(refresh, { relatedTarget: plain });
    expect(shownHint()).toHaveTextContent('Remove user from task');
  });

  it('shows the hint of the element under the pointer, from any part of it, until it is left', () => {
    const { remove, plain } = renderPage();
    fireEvent.pointerOver(screen.getByTestId('icon'));
    expect(shownHint()).toHaveTextContent('Remove user from task');
    fireEvent.pointerOut(screen.getByTestId('icon'), { relatedTarget: remove });
    expect(shownHint()).toHaveTextContent('Remove user from task');
    fireEvent.pointerOut(remove, { relatedTarget: plain });
    expect(shownHint()).toBeNull();
  });

  it('hides the hint of an element that leaves the page while hovered or focused', async () => {
    function Row() {
      const [removed, setRemoved] = useState(false);
      return removed ? (
        <p>Removed</p>
      ) : (
        <button type="button" onClick={() => setRemoved(true)} {...hint('Remove user from task')}>
          Remove
        </button>
      );
    }
    render(
      <>
        <Row />
        <HintLayer />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Remove' });
    fireEvent.pointerOver(button);
    act(() => button.focus());
    expect(shownHint()).toHaveTextContent('Remove user from task');
    fireEvent.click(button);
    await waitFor(() => expect(shownHint()).toBeNull());
    expect(screen.getByText('Removed')).toBeInTheDocument();
  });

  it('hides the hint on Escape until its element is left and found again', () => {
    const { remove, plain } = renderPage();
    fireEvent.pointerOver(remove);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(shownHint()).toBeNull();
    fireEvent.pointerOver(screen.getByTestId('icon'));
    expect(shownHint()).toBeNull();
    fireEvent.pointerOver(plain);
    fireEvent.pointerOver(remove);
    expect(shownHint()).toHaveTextContent('Remove user from task');
  });

  it('keeps the hint of a tapped element until the next tap, and keeps it as the page scrolls', () => {
    const { remove, plain } = renderPage();
    fireEvent.pointerOver(remove, { pointerType: 'touch' });
    fireEvent.pointerOut(remove, { pointerType: 'touch', relatedTarget: null });
    expect(shownHint()).toHaveTextContent('Remove user from task');
    fireEvent.pointerOver(plain, { pointerType: 'touch' });
    expect(shownHint()).toBeNull();
    fireEvent.pointerOver(remove);
    fireEvent.scroll(document);
    expect(shownHint()).toHaveTextContent('Remove user from task');
  });
});
