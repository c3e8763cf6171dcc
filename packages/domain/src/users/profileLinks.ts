// The link rules of spec 000 section 5, shared by the profile form and the server.
import type { ProfileLinkJson } from './userProfileJson';

/** The two admin links every profile has, possibly empty. */
export const DEFAULT_LINK_NAMES = { googleDoc: 'Google Doc', mediaFolder: 'Media Folder' } as const;

// Optional http(s), a domain, a top-level domain of two letters or more, then any path.
const URL_PATTERN = /^(https?:\/\/)?([a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}(\/\S*)?$/i;
const GOOGLE_DOC_PATTERN = /^(https?:\/\/)?docs\.google\.com\/document\/d\/[\w-]+(\/\S*)?$/i;

export const isValidLinkUrl = (url: string): boolean => URL_PATTERN.test(url.trim());
export const isGoogleDocUrl = (url: string): boolean => GOOGLE_DOC_PATTERN.test(url.trim());

const isDefaultName = (name: string): boolean =>
  name === DEFAULT_LINK_NAMES.googleDoc || name === DEFAULT_LINK_NAMES.mediaFolder;

function isValidLink({ Name, Link }: ProfileLinkJson): boolean {
  const name = Name.trim();
  const url = Link.trim();
  if (!name) return false;
  // The default links may stay empty until an administrator fills them in.
  if (isDefaultName(name) && url === '') return true;
  if (!isValidLinkUrl(url)) return false;
  return name !== DEFAULT_LINK_NAMES.googleDoc || isGoogleDocUrl(url);
}

/** True when every link has a name and a valid URL and no two names differ only by case. */
export function areValidLinks(links: readonly ProfileLinkJson[]): boolean {
  const names = links.map((link) => link.Name.trim().toLowerCase());
  return links.every(isValidLink) && new Set(names).size === names.length;
}

/** Where a stored link leads: links are kept as typed, often without their http(s) scheme. */
export const linkHref = (url: string): string =>
  /^https?:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`;

/** The link of the admin links named `name` (ignoring case and spaces around it), or ''. */
const adminLinkNamed = (adminLinks: readonly ProfileLinkJson[], name: string): string =>
  adminLinks.find((link) => link.Name.trim().toLowerCase() === name.toLowerCase())?.Link.trim() ?? '';

/** The user's Google Doc link, or '' when there is none. */
export const googleDocLinkOf = (adminLinks: readonly ProfileLinkJson[]): string =>
  adminLinkNamed(adminLinks, DEFAULT_LINK_NAMES.googleDoc);

/** Media Folder link of the admin links, or '' when there is none. */
export const mediaFolderLinkOf = (adminLinks: readonly ProfileLinkJson[]): string =>
  adminLinkNamed(adminLinks, DEFAULT_LINK_NAMES.mediaFolder);
