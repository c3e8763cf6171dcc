import { visibleMenu, type Actor, type MenuEntry, type MenuLink } from '@hgn/domain/permissions';
import { isRegisteredLink } from '../../shared/routing/registeredRoutes';

export interface HeaderMenu {
  /** Entries of the navigation bar, in order. */
  nav: MenuEntry[];
  /** The Welcome {firstName} dropdown. */
  account: MenuLink[];
}

interface HeaderMenuInput {
  actor: Actor;
  displayUserId: string;
  /** A protected account's password is changed only by an Owner. */
  isProtectedAccount: boolean;
  isRegistered?: (href: string) => boolean;
}

/**
 * The domain's menu for this actor, keeping only links to pages this build has, so no entry leads
 * nowhere. Groups left empty disappear. The account entries go to the Welcome dropdown; the picture
 * link is drawn by the header itself.
 */
export function buildHeaderMenu({
  actor,
  displayUserId,
  isProtectedAccount,
  isRegistered = isRegisteredLink,
}: HeaderMenuInput): HeaderMenu {
  const nav: MenuEntry[] = [];
  let account: MenuLink[] = [];
  const context = { displayUserId, isProtectedAccount: isProtectedAccount && actor.role !== 'Owner' };
  for (const entry of visibleMenu(actor, context)) {
    if (entry.kind === 'link') {
      if (entry.id !== 'profilePicture' && isRegistered(entry.to)) nav.push(entry);
      continue;
    }
    const children = entry.children.filter((child) => isRegistered(child.to));
    if (entry.id === 'welcome') account = children;
    else if (children.length > 0) nav.push({ ...entry, children });
  }
  return { nav, account };
}
