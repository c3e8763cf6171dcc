import type { ProfileSetup } from '@hgn/domain/auth';
import { SETUP_INVITATION_LIFETIME_DAYS } from '@hgn/domain/constants';
import { formatUSDateTimePT } from '@hgn/domain/time';
import type { EmailMessage } from '../../platform/email/outbox.js';
import { escapeHtml, paragraphsHtml } from '../../platform/email/html.js';

/** The invitation with its set-up link; the link is the only place the token ever appears. */
export function invitationEmail(to: string, link: string, expiresAt: Date): EmailMessage {
  // The organisation's clock, as the pending invitations table shows it.
  const expiry = formatUSDateTimePT(expiresAt);
  const lines = [
    'Hello,',
    'You have been invited to join the Highest Good Network as a volunteer.',
    `Please complete your profile setup within ${SETUP_INVITATION_LIFETIME_DAYS} days, before ${expiry}, using this link:`,
  ];
  const after = ['The link works once. If it has expired, ask the person who invited you to send a new one.'];
  return {
    to: [to],
    subject: 'Complete your Highest Good Network profile setup',
    text: [...lines, link, ...after].join('\n\n'),
    html: `${paragraphsHtml(lines)}\n<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>\n${paragraphsHtml(after)}`,
  };
}

type NewVolunteerDetails = Pick<
  ProfileSetup,
  'firstName' | 'lastName' | 'phoneNumber' | 'jobTitle' | 'collaborationPreference' | 'timeZone' | 'location'
> & { email: string; weeklyCommittedHours: number; homeCountry: string };

/** Tells the organisation a volunteer has joined, with what to set up for them next. */
export function newVolunteerEmail(to: string, v: NewVolunteerDetails): EmailMessage {
  const details = [
    `Name: ${v.firstName} ${v.lastName}`,
    `Email: ${v.email}`,
    `Phone: ${v.phoneNumber}`,
    `Weekly committed hours: ${v.weeklyCommittedHours}`,
    `Job title: ${v.jobTitle}`,
    `Video call preference: ${v.collaborationPreference}`,
    `Time zone: ${v.timeZone}`,
    `Location: ${v.location.userProvided}`,
    `Home country: ${v.homeCountry}`,
  ];
  const todo = [
    'Create their admin document and add its link to the profile.',
    'Create their media folder and add its link to the profile.',
    'Assign their projects.',
    'Give them their team code.',
    'Add them to a team.',
  ];
  const heading = 'A new volunteer has completed the profile setup.';
  return {
    to: [to],
    subject: `NEW USER REGISTERED: ${v.firstName} ${v.lastName}`,
    text: [heading, '', ...details, '', 'To do:', ...todo.map((t, i) => `${i + 1}. ${t}`)].join('\n'),
    html: [
      `<p>${escapeHtml(heading)}</p>`,
      `<ul>${details.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>`,
      '<p>To do:</p>',
      `<ol>${todo.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ol>`,
    ].join('\n'),
  };
}
