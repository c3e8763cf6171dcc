import { sanitizeRichText } from '../../platform/html/rich-text.js';

// Pop-up content is shown as HTML to every reader: formatting and pictures only.
export const sanitizeInfoContent = (html: string): string => sanitizeRichText(html, { pictures: true });
