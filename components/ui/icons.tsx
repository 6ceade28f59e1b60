import type { ReactNode, SVGProps } from "react";
import { Star, type LucideProps } from "lucide-react";

// The storefront's one icon module. Every icon is a lucide-react icon, imported by name (Next's default
// optimizePackageImports keeps only the used ones), 24×24 outline, stroke 2. Lucide sets aria-hidden="true"
// unless an aria-label/title is given, so icons stay decorative: give the surrounding button or link its name.
// Brand marks (Facebook, Instagram, TikTok) are drawn here, lucide 1 ships no brand icons.
export { Menu as MenuIcon } from "lucide-react";
export { X as CloseIcon } from "lucide-react";
export { ChevronLeft as ChevronLeftIcon } from "lucide-react";
export { ChevronRight as ChevronRightIcon } from "lucide-react";
export { ShoppingBag as BagIcon } from "lucide-react";
export { User as UserIcon } from "lucide-react";
export { Smartphone as PhoneIcon } from "lucide-react";
export { Wallet as WalletIcon } from "lucide-react";
export { Receipt as ReceiptIcon } from "lucide-react";
export { Heart as HeartIcon } from "lucide-react";
export { MessageCircle as ChatIcon } from "lucide-react";
export { Smile as SmileIcon } from "lucide-react";
export { Camera as CameraIcon } from "lucide-react";
export { Image as ImageIcon } from "lucide-react";
export { Mic as MicIcon } from "lucide-react";
export { SendHorizontal as SendIcon } from "lucide-react";
export { Trash2 as TrashIcon } from "lucide-react";
export { Tag as TagIcon } from "lucide-react";
export { Map as MapIcon } from "lucide-react";
export { SlidersHorizontal as SettingsIcon } from "lucide-react";
export { BookOpen as BookIcon } from "lucide-react";
export { Download as DownloadIcon } from "lucide-react";
export { FileText as DocumentIcon } from "lucide-react";
export { Shield as ShieldIcon } from "lucide-react";
export { LogOut as LogoutIcon } from "lucide-react";
export { Store as StoreIcon } from "lucide-react";
export { Bike as BikeIcon } from "lucide-react";
export { Motorbike as ScooterIcon } from "lucide-react";
export { Globe as GlobeIcon } from "lucide-react";
export { Info as InfoIcon } from "lucide-react";
export { CircleCheck as CheckCircleIcon } from "lucide-react";
export { TriangleAlert as WarningIcon } from "lucide-react";
export { CircleX as ErrorIcon } from "lucide-react";
export { Search as SearchIcon } from "lucide-react";
export { Clock as ClockIcon } from "lucide-react";
export { LocateFixed as CrosshairIcon } from "lucide-react";
export { MapPin as PinIcon } from "lucide-react";
export { ListFilter as FilterIcon } from "lucide-react";
export { Mail as MailIcon } from "lucide-react";
export { ChefHat as ChefIcon } from "lucide-react";
export { Wifi as WifiIcon } from "lucide-react";
export { Share2 as ShareIcon } from "lucide-react";
export { Lock as LockIcon } from "lucide-react";
export { Calendar as CalendarIcon } from "lucide-react";
export { Pause as PauseIcon } from "lucide-react";
export { Play as PlayIcon } from "lucide-react";
export { Gift as GiftIcon } from "lucide-react";
export { Eye as EyeIcon } from "lucide-react";
export { EyeOff as EyeOffIcon } from "lucide-react";

/** A rating star, filled by default; `filled={false}` draws the empty ones of a row. */
export function StarIcon({ filled = true, ...props }: LucideProps & { filled?: boolean }) {
  return <Star fill={filled ? "currentColor" : "none"} strokeWidth={1.5} {...props} />;
}

type IconProps = SVGProps<SVGSVGElement>;

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
export { Copy as CopyIcon } from "lucide-react";
