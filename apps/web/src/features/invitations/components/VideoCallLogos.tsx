import type { ComponentType, ReactNode } from 'react';
import { VIDEO_CALL_PROVIDERS, type VideoCallProvider } from '@hgn/domain/constants';

// Small drawings in each service's colours, made here so the page loads no outside images. They sit
// beside the service's name, so screen readers skip them.

interface LogoProps {
  size?: number;
}

function Tile({ size = 24, color, children }: LogoProps & { color: string; children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="5" fill={color} />
      {children}
    </svg>
  );
}

const camera = (
  <>
    <rect x="4" y="8" width="11" height="8" rx="2" fill="#fff" />
    <path d="M16 11l4-2.5v7L16 13z" fill="#fff" />
  </>
);

export const TeamsLogo = ({ size }: LogoProps) => (
  <Tile size={size} color="#5059C9">
    <path d="M6 7h10v2.4h-3.8V18H9.8V9.4H6z" fill="#fff" />
    <circle cx="18.5" cy="8" r="1.8" fill="#C5CAF5" />
  </Tile>
);

export const ZoomLogo = ({ size }: LogoProps) => (
  <Tile size={size} color="#2D8CFF">
    {camera}
  </Tile>
);

export const WebexLogo = ({ size }: LogoProps) => (
  <Tile size={size} color="#07C3F2">
    <path
      d="M4 8l3 8 2.5-6 2.5 6 2.5-6 2.5 6 3-8"
      fill="none"
      stroke="#fff"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </Tile>
);

export const SkypeLogo = ({ size }: LogoProps) => (
  <Tile size={size} color="#00AFF0">
    <path
      d="M15.5 8.5c-.8-1-2.1-1.5-3.5-1.5-2 0-3.3 1-3.3 2.4 0 3 6.6 1.6 6.6 4.8 0 1.5-1.4 2.8-3.6 2.8-1.6 0-3-.6-3.7-1.8"
      fill="none"
      stroke="#fff"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </Tile>
);

export const DiscordLogo = ({ size }: LogoProps) => (
  <Tile size={size} color="#5865F2">
    <path
      d="M6 8.5c2-1.5 4-1.8 6-1.8s4 .3 6 1.8c1 2.5 1.3 5 1 7.5-1.5 1.1-3 1.6-4 1.8l-.9-1.5H9.9L9 17.8c-1-.2-2.5-.7-4-1.8-.3-2.5 0-5 1-7.5z"
      fill="#fff"
    />
    <circle cx="9.6" cy="12.6" r="1.3" fill="#5865F2" />
    <circle cx="14.4" cy="12.6" r="1.3" fill="#5865F2" />
  </Tile>
);

export const MeetLogo = ({ size }: LogoProps) => (
  <Tile size={size} color="#00897B">
    <rect x="4" y="8" width="11" height="8" rx="1" fill="#FFBA00" />
    <rect x="4" y="8" width="5.5" height="4" fill="#4285F4" />
    <path d="M16 11l4-2.5v7L16 13z" fill="#fff" />
  </Tile>
);

export const FacetimeLogo = ({ size }: LogoProps) => (
  <Tile size={size} color="#34C759">
    {camera}
  </Tile>
);

export const WeChatLogo = ({ size }: LogoProps) => (
  <Tile size={size} color="#07C160">
    <ellipse cx="10" cy="10" rx="6" ry="4.6" fill="#fff" />
    <ellipse cx="15" cy="14.5" rx="5" ry="3.8" fill="#fff" stroke="#07C160" strokeWidth="1" />
    <circle cx="8" cy="9.5" r="0.9" fill="#07C160" />
    <circle cx="12" cy="9.5" r="0.9" fill="#07C160" />
  </Tile>
);

export const ChimeLogo = ({ size }: LogoProps) => (
  <Tile size={size} color="#232F3E">
    <path
      d="M12 5l6 3.5v7L12 19l-6-3.5v-7z"
      fill="none"
      stroke="#FF9900"
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <circle cx="12" cy="12" r="2.2" fill="#FF9900" />
  </Tile>
);

const logos: Record<VideoCallProvider, ComponentType<LogoProps>> = {
  Teams: TeamsLogo,
  Zoom: ZoomLogo,
  Webex: WebexLogo,
  Skype: SkypeLogo,
  Discord: DiscordLogo,
  Meet: MeetLogo,
  Facetime: FacetimeLogo,
  WeChat: WeChatLogo,
  Chime: ChimeLogo,
};

/** The services offered for video calls, in the spec's order, each with its logo. */
export const videoCallProviders: ReadonlyArray<{ name: VideoCallProvider; Logo: ComponentType<LogoProps> }> =
  VIDEO_CALL_PROVIDERS.map((name) => ({ name, Logo: logos[name] }));
