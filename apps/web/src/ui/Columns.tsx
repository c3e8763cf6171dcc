import type { CSSProperties, ReactNode } from 'react';
import classes from './Columns.module.css';

/**
 * Two columns from the `from` breakpoint on, one below it: the grid of the dashboard's and profile's
 * lists. A CSS grid of its own rather than Mantine's SimpleGrid, which the dashboard's first download
 * would carry for this alone (the bundle budget, apps/web/README.md).
 */
export function Columns({
  from,
  gap = 'md',
  as: Element = 'div',
  children,
}: {
  from: 'xs' | 'md';
  gap?: 'sm' | 'md';
  /** A list's columns are its items: `ul` with `li` children. */
  as?: 'div' | 'ul';
  children: ReactNode;
}) {
  const style = {
    '--columns-gap': `var(--mantine-spacing-${gap})`,
    ...(Element === 'ul' ? { listStyle: 'none', padding: 0, margin: 0 } : {}),
  } as CSSProperties;
  return (
    <Element className={classes.columns} data-from={from} style={style}>
      {children}
    </Element>
  );
}
