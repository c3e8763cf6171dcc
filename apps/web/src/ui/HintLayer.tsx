import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import classes from './HintLayer.module.css';

/** Room kept between a hint and its element, and between a hint and the window's edges (px). */
const GAP = 6;

/**
 * Gives an element a hint: its words shown beside it on hover and on keyboard focus, by the one
 * `HintLayer` of the page (`<ActionIcon {...hint('Remove user from task')} />`). The element still needs
 * an accessible name of its own; the hint shows it to the eye.
 */
export const hint = (words: string) => ({ 'data-hint': words });

type Shown = { words: string; around: DOMRect };

const hintedElementOf = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest('[data-hint]') : null;

/**
 * The hints of the page's elements (`hint`), one at a time: above the element under the pointer or
 * holding the keyboard's focus (below it near the window's top, following it as the page scrolls), gone
 * when it is left, leaves the page or Escape is pressed (until it is left and found again). A tap on a touch screen shows the hint until
 * the next tap. One listener for the whole page, where a tooltip for each of a table's hundreds of rows
 * made drawing the table cost a third more.
 */
export function HintLayer() {
  const [shown, setShown] = useState<Shown | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // What the pointer is over and what holds the focus each have a hint; the pointer's shows first.
    let hovered: Element | null = null;
    let focused: Element | null = null;
    let dismissed: Element | null = null;
    let current: Element | null = null;
    // An element that leaves the page (a row removed, a dialog closed) sends no pointerout or focusout.
    const removals = new MutationObserver(() => {
      if (current === null || current.isConnected) return;
      if (!hovered?.isConnected) hovered = null;
      if (!focused?.isConnected) focused = null;
      current = null;
      showAt(null);
      update();
    });
    const showAt = (element: Element | null) => {
      const words = element?.getAttribute('data-hint');
      setShown(element && words ? { words, around: element.getBoundingClientRect() } : null);
      if (element) removals.observe(document.body, { childList: true, subtree: true });
      else removals.disconnect();
    };
    const update = () => {
      if (dismissed !== hovered && dismissed !== focused) dismissed = null;
      const next = [hovered, focused].find((element) => element !== null && element !== dismissed) ?? null;
      if (next === current) return;
      current = next;
      showAt(next);
    };
    const onPointerOver = (event: PointerEvent) => {
      hovered = hintedElementOf(event.target);
      update();
    };
    // A touch leaves its element as it ends: its hint stays until the next tap.
    const onPointerOut = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      hovered = hintedElementOf(event.relatedTarget);
      update();
    };
    const onFocusIn = (event: FocusEvent) => {
      focused = hintedElementOf(event.target);
      update();
    };
    const onFocusOut = (event: FocusEvent) => {
      focused = hintedElementOf(event.relatedTarget);
      update();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || current === null) return;
      dismissed = current;
      current = null;
      setShown(null);
    };
    // A scroll (focusing an element brings it into view) moves the element: the hint follows it.
    const follow = () => {
      if (current) showAt(current);
    };
    const listeners = [
      ['pointerover', onPointerOver],
      ['pointerout', onPointerOut],
      ['focusin', onFocusIn],
      ['focusout', onFocusOut],
      ['keydown', onKeyDown],
      ['scroll', follow],
    ] as const;
    for (const [type, listener] of listeners)
      document.addEventListener(type, listener as EventListener, { capture: true, passive: true });
    return () => {
      removals.disconnect();
      for (const [type, listener] of listeners)
        document.removeEventListener(type, listener as EventListener, { capture: true });
    };
  }, []);

  // Placed once drawn, when its size is known: centred on its element, kept inside the window.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !shown) return;
    const { width, height } = element.getBoundingClientRect();
    const { around } = shown;
    const centre = around.left + around.width / 2;
    const left = Math.min(Math.max(GAP, centre - width / 2), window.innerWidth - width - GAP);
    const above = around.top - height - GAP;
    element.style.left = `${left}px`;
    element.style.top = `${above >= GAP ? above : around.bottom + GAP}px`;
    element.style.visibility = 'visible';
  }, [shown]);

  if (!shown) return null;
  return createPortal(
    <div ref={box} role="tooltip" className={classes.hint} style={{ left: 0, top: 0, visibility: 'hidden' }}>
      {shown.words}
    </div>,
    document.body,
  );
}
