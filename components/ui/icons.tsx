
// The storefront's one icon module. Lucide's outline icons (ISC licence, lucide-react 1.77 — the shapes are copied
// here from its icon data), 24×24, stroke 2, drawn as plain SVG by `Svg` (icons/svg.tsx): no client component and no icon
// runtime, so a server component's icon costs no JavaScript and a client component's only its own paths (issue 14).
// Like lucide, an icon is aria-hidden="true" unless an aria-label is given, so icons stay decorative: give the
// surrounding button or link its name. Brand marks (Facebook, Instagram, TikTok) are drawn here too.
// One module per icon in components/ui/icons/, re-exported here for server components. A client component imports
// each icon from its own module ("@/components/ui/icons/x"): the bundler keeps every export of a module that any
// client component uses, so importing this barrel would ship every icon of the app to every page. To add one: a file like icons/menu.tsx with the
// shapes of `__iconData.node` from lucide-react's dist/esm/icons/<name>.mjs (without the keys); lucide-react is not a
// dependency: `npm pack lucide-react@1.77.0` and read it from the tarball.

export { MenuIcon } from "./icons/menu";
export { CloseIcon } from "./icons/x";
export { ChevronLeftIcon } from "./icons/chevron-left";
export { ChevronRightIcon } from "./icons/chevron-right";
export { BagIcon } from "./icons/shopping-bag";
export { UserIcon } from "./icons/user";
export { PhoneIcon } from "./icons/smartphone";
export { WalletIcon } from "./icons/wallet";
export { ReceiptIcon } from "./icons/receipt";
export { HeartIcon } from "./icons/heart";
export { ChatIcon } from "./icons/message-circle";
export { SmileIcon } from "./icons/face-slightly-smiling";
export { CameraIcon } from "./icons/camera";
export { ImageIcon } from "./icons/image";
export { MicIcon } from "./icons/mic";
export { SendIcon } from "./icons/send-horizontal";
export { TrashIcon } from "./icons/trash";
export { TagIcon } from "./icons/tag";
export { MapIcon } from "./icons/map";
export { SettingsIcon } from "./icons/sliders-horizontal";
export { BookIcon } from "./icons/book-open";
export { DownloadIcon } from "./icons/download";
export { DocumentIcon } from "./icons/file-text";
export { ShieldIcon } from "./icons/shield";
export { LogoutIcon } from "./icons/log-out";
export { StoreIcon } from "./icons/store";
export { BikeIcon } from "./icons/bike";
export { ScooterIcon } from "./icons/motorbike";
export { GlobeIcon } from "./icons/globe";
export { InfoIcon } from "./icons/info";
export { CheckCircleIcon } from "./icons/circle-check";
export { WarningIcon } from "./icons/triangle-exclamation-point";
export { ErrorIcon } from "./icons/circle-x";
export { SearchIcon } from "./icons/search";
export { ClockIcon } from "./icons/clock";
export { CrosshairIcon } from "./icons/locate-fixed";
export { PinIcon } from "./icons/map-pin";
export { FilterIcon } from "./icons/list-filter";
export { MailIcon } from "./icons/mail";
export { ChefIcon } from "./icons/chef-hat";
export { WifiIcon } from "./icons/wifi";
export { ShareIcon } from "./icons/share-2";
export { LockIcon } from "./icons/lock";
export { CalendarIcon } from "./icons/calendar";
export { PauseIcon } from "./icons/pause";
export { PlayIcon } from "./icons/play";
export { GiftIcon } from "./icons/gift";
export { EyeIcon } from "./icons/eye";
export { EyeOffIcon } from "./icons/eye-off";
export { MoreIcon } from "./icons/ellipsis-vertical";
export { ReplyIcon } from "./icons/reply";
export { CopyIcon } from "./icons/copy";
export { ForwardIcon } from "./icons/forward";
export { BellIcon } from "./icons/bell";
export { BellOffIcon } from "./icons/bell-off";
export { UserPlusIcon } from "./icons/user-plus";
export { UsersIcon } from "./icons/users";
export { StarIcon } from "./icons/star";
export { FacebookIcon, InstagramIcon, TikTokIcon } from "./icons/brands";
