import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme, toRgba } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/** WCAG relative luminance of a CSS colour Mantine can parse (hex or rgba). */
function luminance(color: string): number {
  const { r, g, b } = toRgba(color);
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
}

const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('the light scheme', () => {
  it('gives light and subtle buttons text of at least 4.5:1 on their hover background, in every colour', () => {
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    const { light } = cssVariablesResolver(merged);
    for (const [name, shades] of Object.entries(merged.colors)) {
      const text = light[`--mantine-color-${name}-light-color`];
      expect(text, name).toBeDefined();
      expect(contrast(text!, shades[2]), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives coloured text at least 4.5:1 on white, in every colour', () => {
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    const { light } = cssVariablesResolver(merged);
    for (const name of Object.keys(merged.colors)) {
      const text = light[`--mantine-color-${name}-text`];
      expect(text, name).toBeDefined();
      expect(contrast(text!, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('both schemes', () => {
  it('fill buttons and badges under white text at 4.5:1 or more, but for the light yellow and lime', () => {
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    const resolved = cssVariablesResolver(merged);
    for (const scheme of [resolved.light, resolved.dark])
      for (const [name, shades] of Object.entries(merged.colors)) {
        if (name === 'yellow' || name === 'lime') continue;
        const filled = scheme[`--mantine-color-${name}-filled`] ?? shades[8];
        expect(contrast('#ffffff', filled), name).toBeGreaterThanOrEqual(4.5);
      }
    expect(resolved.light['--mantine-color-orange-filled']).toBeDefined();
    expect(resolved.light['--mantine-color-blue-filled']).toBeUndefined();
  });
});
