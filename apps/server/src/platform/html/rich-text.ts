import sanitizeHtml from 'sanitize-html';

// Rich text is written in an editor and shown as HTML to other readers, so only formatting
// survives: no scripts, no event handlers, no styles, links to safe places only. Pictures are kept
// only where the text may carry them (pop-up content); elsewhere they are left out.
const FORMATTING_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'a',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const formatting: sanitizeHtml.IOptions = {
  allowedTags: FORMATTING_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the opener to the page it opens.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

const withPictures: sanitizeHtml.IOptions = {
  ...formatting,
  allowedTags: [...FORMATTING_TAGS, 'img'],
  allowedAttributes: { ...formatting.allowedAttributes, img: ['src', 'alt', 'title', 'width', 'height'] },
  allowedSchemesByTag: { img: ['https', 'data'] },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    (frame.attribs.src ?? '').startsWith('data:') &&
    !/^data:image\/(png|jpe?g|gif|webp);/i.test(frame.attribs.src ?? ''),
};

/** The HTML with only formatting left, and pictures (https or inline png, jpeg, gif, webp) when allowed. */
export const sanitizeRichText = (html: string, options: { pictures: boolean }): string =>
  sanitizeHtml(html, options.pictures ? withPictures : formatting);
