import type { ReactNode, SVGProps } from "react";

// The storefront's one icon module. Lucide's outline icons (ISC licence, lucide-react 1.77 — the shapes are copied
// here from its icon data), 24×24, stroke 2, drawn as plain SVG by `icon()` below: no client component and no icon
// runtime, so a server component's icon costs no JavaScript and a client component's only its own paths (issue 14).
// Like lucide, an icon is aria-hidden="true" unless an aria-label is given, so icons stay decorative: give the
// surrounding button or link its name. Brand marks (Facebook, Instagram, TikTok) are drawn here too.
// To add an icon: copy `__iconData.node` of node_modules/lucide-react/dist/esm/icons/<name>.mjs (without the keys).

type IconProps = SVGProps<SVGSVGElement>;

function labelled(props: IconProps): boolean {
  return Boolean(props["aria-label"] || props["aria-labelledby"]);
}

/** An outline icon with lucide's attributes and class names (`lucide lucide-<name>`). Each icon below is its own
 * small component (no factory call at module level), so a bundle keeps only the icons it uses. */
function Svg({ name, className, children, ...props }: IconProps & { name: string; children: ReactNode }) {
  return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden={labelled(props) ? undefined : "true"}
        {...props}
      >
        {children}
      </svg>
  );
}

export const MenuIcon = (props: IconProps) => (
  <Svg name="menu" {...props}>
    <path d="M4 5h16" /><path d="M4 12h16" /><path d="M4 19h16" />
  </Svg>
);
export const CloseIcon = (props: IconProps) => (
  <Svg name="x" {...props}>
    <path d="M18 6 6 18" /><path d="m6 6 12 12" />
  </Svg>
);
export const ChevronLeftIcon = (props: IconProps) => (
  <Svg name="chevron-left" {...props}>
    <path d="m15 18-6-6 6-6" />
  </Svg>
);
export const ChevronRightIcon = (props: IconProps) => (
  <Svg name="chevron-right" {...props}>
    <path d="m9 18 6-6-6-6" />
  </Svg>
);
export const BagIcon = (props: IconProps) => (
  <Svg name="shopping-bag" {...props}>
    <path d="M16 10a4 4 0 0 1-8 0" /><path d="M3.103 6.034h17.794" /><path d="M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z" />
  </Svg>
);
export const UserIcon = (props: IconProps) => (
  <Svg name="user" {...props}>
    <path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2" /><circle cx="12" cy="7" r="4" />
  </Svg>
);
export const PhoneIcon = (props: IconProps) => (
  <Svg name="smartphone" {...props}>
    <rect width="14" height="20" x="5" y="2" rx="2" ry="2" /><path d="M12 18h.01" />
  </Svg>
);
export const WalletIcon = (props: IconProps) => (
  <Svg name="wallet" {...props}>
    <path d="M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1" /><path d="M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4" />
  </Svg>
);
export const ReceiptIcon = (props: IconProps) => (
  <Svg name="receipt" {...props}>
    <path d="M12 17V7" /><path d="M16 8h-6a2 2 0 0 0 0 4h4a2 2 0 0 1 0 4H8" /><path d="M4 3a1 1 0 0 1 1-1 1.3 1.3 0 0 1 .7.2l.933.6a1.3 1.3 0 0 0 1.4 0l.934-.6a1.3 1.3 0 0 1 1.4 0l.933.6a1.3 1.3 0 0 0 1.4 0l.933-.6a1.3 1.3 0 0 1 1.4 0l.934.6a1.3 1.3 0 0 0 1.4 0l.933-.6A1.3 1.3 0 0 1 19 2a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1 1.3 1.3 0 0 1-.7-.2l-.933-.6a1.3 1.3 0 0 0-1.4 0l-.934.6a1.3 1.3 0 0 1-1.4 0l-.933-.6a1.3 1.3 0 0 0-1.4 0l-.933.6a1.3 1.3 0 0 1-1.4 0l-.934-.6a1.3 1.3 0 0 0-1.4 0l-.933.6a1.3 1.3 0 0 1-.7.2 1 1 0 0 1-1-1z" />
  </Svg>
);
export const HeartIcon = (props: IconProps) => (
  <Svg name="heart" {...props}>
    <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />
  </Svg>
);
export const ChatIcon = (props: IconProps) => (
  <Svg name="message-circle" {...props}>
    <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />
  </Svg>
);
export const SmileIcon = (props: IconProps) => (
  <Svg name="face-slightly-smiling" {...props}>
    <path d="M15 10V9" /><path d="M16.472 15a6 6 0 01-8.943 0" /><path d="M9 10V9" /><circle cx="12" cy="12" r="10" />
  </Svg>
);
export const CameraIcon = (props: IconProps) => (
  <Svg name="camera" {...props}>
    <path d="M13.997 4a2 2 0 0 1 1.76 1.05l.486.9A2 2 0 0 0 18.003 7H20a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h1.997a2 2 0 0 0 1.759-1.048l.489-.904A2 2 0 0 1 10.004 4z" /><circle cx="12" cy="13" r="3" />
  </Svg>
);
export const ImageIcon = (props: IconProps) => (
  <Svg name="image" {...props}>
    <rect width="18" height="18" x="3" y="3" rx="2" ry="2" /><circle cx="9" cy="9" r="2" /><path d="m21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21" />
  </Svg>
);
export const MicIcon = (props: IconProps) => (
  <Svg name="mic" {...props}>
    <path d="M12 19v3" /><path d="M19 10v2a7 7 0 0 1-14 0v-2" /><rect x="9" y="2" width="6" height="13" rx="3" />
  </Svg>
);
export const SendIcon = (props: IconProps) => (
  <Svg name="send-horizontal" {...props}>
    <path d="M3.714 3.048a.498.498 0 0 0-.683.627l2.843 7.627a2 2 0 0 1 0 1.396l-2.842 7.627a.498.498 0 0 0 .682.627l18-8.5a.5.5 0 0 0 0-.904z" /><path d="M6 12h16" />
  </Svg>
);
export const TrashIcon = (props: IconProps) => (
  <Svg name="trash" {...props}>
    <path d="M10 11v6" /><path d="M14 11v6" /><path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" /><path d="M3 6h18" /><path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </Svg>
);
export const TagIcon = (props: IconProps) => (
  <Svg name="tag" {...props}>
    <path d="M12.586 2.586A2 2 0 0 0 11.172 2H4a2 2 0 0 0-2 2v7.172a2 2 0 0 0 .586 1.414l8.704 8.704a2.426 2.426 0 0 0 3.42 0l6.58-6.58a2.426 2.426 0 0 0 0-3.42z" /><circle cx="7.5" cy="7.5" r=".5" fill="currentColor" />
  </Svg>
);
export const MapIcon = (props: IconProps) => (
  <Svg name="map" {...props}>
    <path d="M14.106 5.553a2 2 0 0 0 1.788 0l3.659-1.83A1 1 0 0 1 21 4.619v12.764a1 1 0 0 1-.553.894l-4.553 2.277a2 2 0 0 1-1.788 0l-4.212-2.106a2 2 0 0 0-1.788 0l-3.659 1.83A1 1 0 0 1 3 19.381V6.618a1 1 0 0 1 .553-.894l4.553-2.277a2 2 0 0 1 1.788 0z" /><path d="M15 5.764v15" /><path d="M9 3.236v15" />
  </Svg>
);
export const SettingsIcon = (props: IconProps) => (
  <Svg name="sliders-horizontal" {...props}>
    <path d="M10 5H3" /><path d="M12 19H3" /><path d="M14 3v4" /><path d="M16 17v4" /><path d="M21 12h-9" /><path d="M21 19h-5" /><path d="M21 5h-7" /><path d="M8 10v4" /><path d="M8 12H3" />
  </Svg>
);
export const BookIcon = (props: IconProps) => (
  <Svg name="book-open" {...props}>
    <path d="M12 5v16" /><path d="M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z" />
  </Svg>
);
export const DownloadIcon = (props: IconProps) => (
  <Svg name="download" {...props}>
    <path d="M12 15V3" /><path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" /><path d="m7 10 5 5 5-5" />
  </Svg>
);
export const DocumentIcon = (props: IconProps) => (
  <Svg name="file-text" {...props}>
    <path d="M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z" /><path d="M14 2v5a1 1 0 0 0 1 1h5" /><path d="M10 9H8" /><path d="M16 13H8" /><path d="M16 17H8" />
  </Svg>
);
export const ShieldIcon = (props: IconProps) => (
  <Svg name="shield" {...props}>
    <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />
  </Svg>
);
export const LogoutIcon = (props: IconProps) => (
  <Svg name="log-out" {...props}>
    <path d="m16 17 5-5-5-5" /><path d="M21 12H9" /><path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
  </Svg>
);
export const StoreIcon = (props: IconProps) => (
  <Svg name="store" {...props}>
    <path d="M15 21v-5a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v5" /><path d="M17.774 10.31a1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.451 0 1.12 1.12 0 0 0-1.548 0 2.5 2.5 0 0 1-3.452 0 1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.77-3.248l2.889-4.184A2 2 0 0 1 7 2h10a2 2 0 0 1 1.653.873l2.895 4.192a2.5 2.5 0 0 1-3.774 3.244" /><path d="M4 10.95V19a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8.05" />
  </Svg>
);
export const BikeIcon = (props: IconProps) => (
  <Svg name="bike" {...props}>
    <circle cx="18.5" cy="17.5" r="3.5" /><circle cx="5.5" cy="17.5" r="3.5" /><circle cx="15" cy="5" r="1" /><path d="M12 17.5V14l-3-3 4-3 2 3h2" />
  </Svg>
);
export const ScooterIcon = (props: IconProps) => (
  <Svg name="motorbike" {...props}>
    <path d="m18 14-1-3" /><path d="m3 9 6 2a2 2 0 0 1 2-2h2a2 2 0 0 1 1.99 1.81" /><path d="M8 17h3a1 1 0 0 0 1-1 6 6 0 0 1 6-6 1 1 0 0 0 1-1v-.75A5 5 0 0 0 17 5" /><circle cx="19" cy="17" r="3" /><circle cx="5" cy="17" r="3" />
  </Svg>
);
export const GlobeIcon = (props: IconProps) => (
  <Svg name="globe" {...props}>
    <circle cx="12" cy="12" r="10" /><path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20" /><path d="M2 12h20" />
  </Svg>
);
export const InfoIcon = (props: IconProps) => (
  <Svg name="info" {...props}>
    <circle cx="12" cy="12" r="10" /><path d="M12 16v-4" /><path d="M12 8h.01" />
  </Svg>
);
export const CheckCircleIcon = (props: IconProps) => (
  <Svg name="circle-check" {...props}>
    <circle cx="12" cy="12" r="10" /><path d="m16 9-5.5 5.5L8 12" />
  </Svg>
);
export const WarningIcon = (props: IconProps) => (
  <Svg name="triangle-exclamation-point" {...props}>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" /><path d="M12 9v4" /><path d="M12 17h.01" />
  </Svg>
);
export const ErrorIcon = (props: IconProps) => (
  <Svg name="circle-x" {...props}>
    <circle cx="12" cy="12" r="10" /><path d="m15 9-6 6" /><path d="m9 9 6 6" />
  </Svg>
);
export const SearchIcon = (props: IconProps) => (
  <Svg name="search" {...props}>
    <path d="m21 21-4.34-4.34" /><circle cx="11" cy="11" r="8" />
  </Svg>
);
export const ClockIcon = (props: IconProps) => (
  <Svg name="clock" {...props}>
    <circle cx="12" cy="12" r="10" /><path d="M12 6v6l4 2" />
  </Svg>
);
export const CrosshairIcon = (props: IconProps) => (
  <Svg name="locate-fixed" {...props}>
    <line x1="2" x2="5" y1="12" y2="12" /><line x1="19" x2="22" y1="12" y2="12" /><line x1="12" x2="12" y1="2" y2="5" /><line x1="12" x2="12" y1="19" y2="22" /><circle cx="12" cy="12" r="7" /><circle cx="12" cy="12" r="3" />
  </Svg>
);
export const PinIcon = (props: IconProps) => (
  <Svg name="map-pin" {...props}>
    <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" /><circle cx="12" cy="10" r="3" />
  </Svg>
);
export const FilterIcon = (props: IconProps) => (
  <Svg name="list-filter" {...props}>
    <path d="M2 5h20" /><path d="M6 12h12" /><path d="M9 19h6" />
  </Svg>
);
export const MailIcon = (props: IconProps) => (
  <Svg name="mail" {...props}>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" /><rect x="2" y="4" width="20" height="16" rx="2" />
  </Svg>
);
export const ChefIcon = (props: IconProps) => (
  <Svg name="chef-hat" {...props}>
    <path d="M10 11v5" /><path d="M14 11v5" /><path d="M6 12.65c0-.457-.316-.844-.727-1.041A4 4 0 017.52 4.034a1.53 1.53 0 001.367-.547 4 4 0 016.225 0 1.53 1.53 0 001.367.547 4 4 0 012.248 7.575c-.411.197-.727.584-.727 1.04V19a2 2 0 01-2 2H8a2 2 0 01-2-2z" /><path d="M6 16h12" />
  </Svg>
);
export const WifiIcon = (props: IconProps) => (
  <Svg name="wifi" {...props}>
    <path d="M12 20h.01" /><path d="M2 8.82a15 15 0 0 1 20 0" /><path d="M5 12.859a10 10 0 0 1 14 0" /><path d="M8.5 16.429a5 5 0 0 1 7 0" />
  </Svg>
);
export const ShareIcon = (props: IconProps) => (
  <Svg name="share-2" {...props}>
    <circle cx="18" cy="5" r="3" /><circle cx="6" cy="12" r="3" /><circle cx="18" cy="19" r="3" /><line x1="8.59" x2="15.42" y1="13.51" y2="17.49" /><line x1="15.41" x2="8.59" y1="6.51" y2="10.49" />
  </Svg>
);
export const LockIcon = (props: IconProps) => (
  <Svg name="lock" {...props}>
    <rect width="18" height="11" x="3" y="11" rx="2" ry="2" /><path d="M7 11V7a5 5 0 0 1 10 0v4" />
  </Svg>
);
export const CalendarIcon = (props: IconProps) => (
  <Svg name="calendar" {...props}>
    <path d="M8 2v3" /><path d="M16 2v3" /><rect x="3" y="3" width="18" height="18" rx="2" /><path d="M3 9h18" />
  </Svg>
);
export const PauseIcon = (props: IconProps) => (
  <Svg name="pause" {...props}>
    <rect x="14" y="3" width="5" height="18" rx="1" /><rect x="5" y="3" width="5" height="18" rx="1" />
  </Svg>
);
export const PlayIcon = (props: IconProps) => (
  <Svg name="play" {...props}>
    <path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z" />
  </Svg>
);
export const GiftIcon = (props: IconProps) => (
  <Svg name="gift" {...props}>
    <path d="M12 7v14" /><path d="M20 11v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8" /><path d="M7.5 7a1 1 0 0 1 0-5A4.8 8 0 0 1 12 7a4.8 8 0 0 1 4.5-5 1 1 0 0 1 0 5" /><rect x="3" y="7" width="18" height="4" rx="1" />
  </Svg>
);
export const EyeIcon = (props: IconProps) => (
  <Svg name="eye" {...props}>
    <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" /><circle cx="12" cy="12" r="3" />
  </Svg>
);
export const EyeOffIcon = (props: IconProps) => (
  <Svg name="eye-off" {...props}>
    <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" /><path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" /><path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" /><path d="m2 2 20 20" />
  </Svg>
);
export const MoreIcon = (props: IconProps) => (
  <Svg name="ellipsis-vertical" {...props}>
    <circle cx="12" cy="12" r="1" /><circle cx="12" cy="5" r="1" /><circle cx="12" cy="19" r="1" />
  </Svg>
);
export const ReplyIcon = (props: IconProps) => (
  <Svg name="reply" {...props}>
    <path d="M20 18v-2a4 4 0 0 0-4-4H4" /><path d="m9 17-5-5 5-5" />
  </Svg>
);
export const CopyIcon = (props: IconProps) => (
  <Svg name="copy" {...props}>
    <rect width="14" height="14" x="8" y="8" rx="2" ry="2" /><path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />
  </Svg>
);
export const ForwardIcon = (props: IconProps) => (
  <Svg name="forward" {...props}>
    <path d="m15 17 5-5-5-5" /><path d="M4 18v-2a4 4 0 0 1 4-4h12" />
  </Svg>
);
export const BellIcon = (props: IconProps) => (
  <Svg name="bell" {...props}>
    <path d="M10.268 21a2 2 0 0 0 3.464 0" /><path d="M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326" />
  </Svg>
);
export const BellOffIcon = (props: IconProps) => (
  <Svg name="bell-off" {...props}>
    <path d="M10.268 21a2 2 0 0 0 3.464 0" /><path d="M17 17H4a1 1 0 0 1-.74-1.673C4.59 13.956 6 12.499 6 8a6 6 0 0 1 .258-1.742" /><path d="m2 2 20 20" /><path d="M8.668 3.01A6 6 0 0 1 18 8c0 2.687.77 4.653 1.707 6.05" />
  </Svg>
);
export const UserPlusIcon = (props: IconProps) => (
  <Svg name="user-plus" {...props}>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" /><circle cx="9" cy="7" r="4" /><line x1="19" x2="19" y1="8" y2="14" /><line x1="22" x2="16" y1="11" y2="11" />
  </Svg>
);
export const UsersIcon = (props: IconProps) => (
  <Svg name="users" {...props}>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" /><path d="M16 3.128a4 4 0 0 1 0 7.744" /><path d="M22 21v-2a4 4 0 0 0-3-3.87" /><circle cx="9" cy="7" r="4" />
  </Svg>
);

const Star = (props: IconProps) => (
  <Svg name="star" {...props}>
    <path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z" />
  </Svg>
);

/** A rating star, filled by default; `filled={false}` draws the empty ones of a row. */
export function StarIcon({ filled = true, ...props }: IconProps & { filled?: boolean }) {
  return <Star fill={filled ? "currentColor" : "none"} strokeWidth={1.5} {...props} />;
}

function Brand({ children, outline = false, ...props }: IconProps & { children: ReactNode; outline?: boolean }) {
  const paint = outline ? { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round" as const, strokeLinejoin: "round" as const } : { fill: "currentColor" };
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" {...paint} aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export const FacebookIcon = (p: IconProps) => (
  <Brand {...p}>
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z" />
  </Brand>
);

export const InstagramIcon = (p: IconProps) => (
  <Brand outline {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </Brand>
);

export const TikTokIcon = (p: IconProps) => (
  <Brand {...p}>
    <path d="M16.6 3c.3 2.2 1.6 3.6 3.9 3.8v2.6c-1.4.1-2.6-.3-3.9-1.1v5.6c0 7-7.7 9.2-10.8 4.2-2-3.2-.8-8.9 5.6-9.1v2.7c-.5.1-1 .2-1.4.4-1.5.5-2.3 1.4-2 3 .4 3.2 6.2 4.1 5.7-2.1V3h2.9Z" />
  </Brand>
);
