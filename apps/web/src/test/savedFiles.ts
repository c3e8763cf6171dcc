import { onTestFinished, vi } from 'vitest';

/**
 * Catches the files a page saves through `ui/saveFile` instead of downloading them: each one's name
 * and its contents, in the order they were saved.
 */
export function catchSavedFiles() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:saved');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const names: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  onTestFinished(() => click.mockRestore());
  return { names, contents: () => createObjectURL.mock.calls.map(([blob]) => blob) };
}
