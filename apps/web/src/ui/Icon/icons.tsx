import type { ReactNode } from 'react';
import { Icon, type IconProps } from './Icon';

export type IconComponent = (props: IconProps) => ReactNode;

function createIcon(displayName: string, shapes: ReactNode): IconComponent {
  const Component = (props: IconProps) => <Icon {...props}>{shapes}</Icon>;
  Component.displayName = displayName;
  return Component;
}

/* A dot drawn as a zero-length stroke keeps the round cap of the line style. */
const BellIcon = createIcon(
  'BellIcon',
  <>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </>,
);
export const CalendarIcon = createIcon(
  'CalendarIcon',
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="1.5" />
    <path d="M3.5 9.5h17M8 3v4M16 3v4" />
  </>,
);
export const CloseIcon = createIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);
export const FileIcon = createIcon(
  'FileIcon',
  <>
    <path d="M6 3h8l4 4v14H6z" />
    <path d="M14 3v4h4M9 12h6M9 16h6" />
  </>,
);
const heartPath =
  'M12 20.5s-8-4.9-8-10.6A4.4 4.4 0 0 1 12 7a4.4 4.4 0 0 1 8 2.9c0 5.7-8 10.6-8 10.6z';
export const HeartIcon = createIcon('HeartIcon', <path d={heartPath} />);
export const HeartFilledIcon = createIcon(
  'HeartFilledIcon',
  <path d={heartPath} fill="currentColor" />,
);
const LocationIcon = createIcon(
  'LocationIcon',
  <>
    <path d="M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);
const MailIcon = createIcon(
  'MailIcon',
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="1.5" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
  </>,
);
const PhoneIcon = createIcon(
  'PhoneIcon',
  <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A16 16 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4z" />,
);
export const SearchIcon = createIcon(
  'SearchIcon',
  <>
    <circle cx="10.5" cy="10.5" r="6" />
    <path d="M15 15l5.5 5.5" />
  </>,
);
export const ShareIcon = createIcon(
  'ShareIcon',
  <>
    <circle cx="18" cy="5.5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="18.5" r="2.5" />
    <path d="M8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1" />
  </>,
);
const FacebookIcon = createIcon(
  'FacebookIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M15.5 8H14a2 2 0 0 0-2 2v11M9.5 13h5" />
  </>,
);
const InstagramIcon = createIcon(
  'InstagramIcon',
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17 7h0" />
  </>,
);
const LinkedinIcon = createIcon(
  'LinkedinIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10.5V17M8 7.5h0M11.5 17v-6.5M11.5 13.5a2.5 2.5 0 0 1 5 0V17" />
  </>,
);
const PinterestIcon = createIcon(
  'PinterestIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M10.5 8.7c2.9-1 5.4.6 5 3.1-.3 2.1-2 3.4-3.6 3-1-.3-1.4-1.1-1.2-2M11.8 11.2L9.5 20.5" />
  </>,
);
const YoutubeIcon = createIcon(
  'YoutubeIcon',
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
    <path d="M10 9.5v5l4.5-2.5z" />
  </>,
);
const XIcon = createIcon(
  'XIcon',
  <>
    <path d="M4.5 4h4l11 16h-4z" />
    <path d="M19.5 4l-6.5 7.2M11 12.8L4.5 20" />
  </>,
);
const WhatsappIcon = createIcon(
  'WhatsappIcon',
  <>
    <path d="M4 20l1.2-3.8A8.5 8.5 0 1 1 8 19z" />
    <path d="M9.2 8.3c0 3.6 2.9 6.5 6.5 6.5l.9-1.5-2-1-1 .8a4.5 4.5 0 0 1-2.2-2.2l.8-1-1-2z" />
  </>,
);
const WechatIcon = createIcon(
  'WechatIcon',
  <>
    <path d="M10 14.8c-.5.1-1 .2-1.5.2-.8 0-1.6-.1-2.3-.4L4 16l.6-2.3C3.6 12.8 3 11.6 3 10.3 3 7.4 5.5 5 8.5 5c2.7 0 5 1.9 5.4 4.3" />
    <path d="M15.5 10c3 0 5.5 2 5.5 4.5 0 1.3-.6 2.4-1.7 3.2l.4 2-2.2-1.1c-.6.2-1.3.3-2 .3-3 0-5.5-2-5.5-4.4S12.5 10 15.5 10z" />
    <path d="M6.5 8.5h0M10.5 8.5h0M13.5 13.5h0M17.5 13.5h0" />
  </>,
);
export const CartIcon = createIcon(
  'CartIcon',
  <>
    <path d="M3 4h2.5l2 11h11l2-8H6.3" />
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </>,
);
const PlayIcon = createIcon('PlayIcon', <path d="M7 4.5v15l12.5-7.5z" />);
const PauseIcon = createIcon('PauseIcon', <path d="M8 5v14M16 5v14" />);
const speakerPath = 'M4 9.5h3.5L12 5.5v13l-4.5-4H4z';
const MuteIcon = createIcon(
  'MuteIcon',
  <>
    <path d={speakerPath} />
    <path d="M16 9.5l5 5M21 9.5l-5 5" />
  </>,
);
const VolumeIcon = createIcon(
  'VolumeIcon',
  <>
    <path d={speakerPath} />
    <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
  </>,
);
export const TrashIcon = createIcon(
  'TrashIcon',
  <path d="M4 6.5h16M9.5 6.5V4h5v2.5M6 6.5l1 14h10l1-14M10 10.5v6M14 10.5v6" />,
);
export const WarningIcon = createIcon(
  'WarningIcon',
  <>
    <path d="M12 3.5l9.5 16.5h-19z" />
    <path d="M12 10v4.5M12 17.3h0" />
  </>,
);
const ExportIcon = createIcon(
  'ExportIcon',
  <path d="M12 15V3.5M7.5 8L12 3.5 16.5 8M5 12v8.5h14V12" />,
);
export const StoreIcon = createIcon(
  'StoreIcon',
  <path d="M3.5 9L5 4h14l1.5 5M3.5 9h17M3.5 9a2.8 2.8 0 0 0 5.7 0 2.8 2.8 0 0 0 5.6 0 2.8 2.8 0 0 0 5.7 0M5 11.5V20h14v-8.5M10 20v-5h4v5" />,
);
const UserIcon = createIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
  </>,
);
const MenuIcon = createIcon('MenuIcon', <path d="M4 7h16M4 12h16M4 17h16" />);
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', <path d="M15 5l-7 7 7 7" />);
const ChevronRightIcon = createIcon('ChevronRightIcon', <path d="M9 5l7 7-7 7" />);
export const ChevronUpIcon = createIcon('ChevronUpIcon', <path d="M5 15l7-7 7 7" />);
export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="M5 9l7 7 7-7" />);
export const ArrowRightIcon = createIcon('ArrowRightIcon', <path d="M4 12h16M14 6l6 6-6 6" />);
export const PlusIcon = createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
const MinusIcon = createIcon('MinusIcon', <path d="M5 12h14" />);
export const CheckIcon = createIcon('CheckIcon', <path d="M4.5 12.5l5 5L19.5 7" />);
export const InfoIcon = createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.7h0" />
  </>,
);
const DownloadIcon = createIcon(
  'DownloadIcon',
  <path d="M12 3.5V15M7.5 10.5L12 15l4.5-4.5M5 20h14" />,
);
const GlobeIcon = createIcon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
  </>,
);
const EditIcon = createIcon(
  'EditIcon',
  <>
    <path d="M4 20l1-4.5L16 4.5 19.5 8l-11 11z" />
    <path d="M14 6.5l3.5 3.5" />
  </>,
);
const EyeIcon = createIcon(
  'EyeIcon',
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
const FilterIcon = createIcon('FilterIcon', <path d="M4 6h16M7 12h10M10 18h4" />);
const ClockIcon = createIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.5 2" />
  </>,
);

/**
 * The inline icon set of spec 000 §2 by kebab-case name, as the style guide shows it. Icons no
 * feature imports by name are exported only through this map.
 */
export const icons = {
  bell: BellIcon,
  calendar: CalendarIcon,
  close: CloseIcon,
  file: FileIcon,
  heart: HeartIcon,
  'heart-filled': HeartFilledIcon,
  location: LocationIcon,
  mail: MailIcon,
  phone: PhoneIcon,
  search: SearchIcon,
  share: ShareIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedinIcon,
  pinterest: PinterestIcon,
  youtube: YoutubeIcon,
  x: XIcon,
  whatsapp: WhatsappIcon,
  wechat: WechatIcon,
  cart: CartIcon,
  play: PlayIcon,
  pause: PauseIcon,
  mute: MuteIcon,
  volume: VolumeIcon,
  trash: TrashIcon,
  warning: WarningIcon,
  export: ExportIcon,
  store: StoreIcon,
  user: UserIcon,
  menu: MenuIcon,
  'chevron-left': ChevronLeftIcon,
  'chevron-right': ChevronRightIcon,
  'chevron-up': ChevronUpIcon,
  'chevron-down': ChevronDownIcon,
  'arrow-right': ArrowRightIcon,
  plus: PlusIcon,
  minus: MinusIcon,
  check: CheckIcon,
  info: InfoIcon,
  download: DownloadIcon,
  globe: GlobeIcon,
  edit: EditIcon,
  eye: EyeIcon,
  filter: FilterIcon,
  clock: ClockIcon,
} satisfies Record<string, IconComponent>;

export type IconName = keyof typeof icons;
