/**
 * jsdom lays out no text; the rich-text editor measures the caret and the point under the mouse, so
 * give it empty measurements (call once per test file that types into the editor).
 */
export function stubTextLayout(): void {
  Range.prototype.getClientRects = () => document.body.getClientRects();
  Range.prototype.getBoundingClientRect = () => document.body.getBoundingClientRect();
  document.elementFromPoint = () => null;
}
