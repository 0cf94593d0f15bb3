import { baseIconProps, type IconProps } from './icons';

const baseProps: IconProps = { ...baseIconProps, width: 24, height: 24 };

export const TagPriceIcon = (props: IconProps) => (
  <svg {...baseProps} {...props}>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </svg>
);

export const RouteIcon = (props: IconProps) => (
  <svg {...baseProps} {...props}>
    <circle cx="6" cy="19" r="3" />
    <path d="M9 19h8.5a3.5 3.5 0 0 0 0-7h-11a3.5 3.5 0 0 1 0-7H15" />
    <circle cx="18" cy="5" r="3" />
  </svg>
);

export const TeamIcon = (props: IconProps) => (
  <svg {...baseProps} {...props}>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  </svg>
);

export const ChevronIcon = (props: IconProps) => (
  <svg {...baseProps} {...props}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <svg {...baseProps} {...props}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </svg>
);

export const ArrowRightIcon = (props: IconProps) => (
  <svg {...baseProps} {...props}>
    <path d="M5 12h14M12 5l7 7-7 7" />
  </svg>
);

export const QuoteIcon = (props: IconProps) => (
  <svg {...baseProps} fill="currentColor" stroke="none" {...props}>
    <path d="M9.6 6C6.5 7.4 4.5 10 4.5 13.6V18h5.6v-5.4H7.3c.1-2 1.2-3.6 3.2-4.6L9.6 6Zm9 0c-3.1 1.4-5.1 4-5.1 7.6V18h5.6v-5.4h-2.8c.1-2 1.2-3.6 3.2-4.6L18.6 6Z" />
  </svg>
);

export const ArticleIcon = (props: IconProps) => (
  <svg {...baseProps} {...props}>
    <path d="M4 4h16v16H4z" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </svg>
);

export const ChatIcon = (props: IconProps) => (
  <svg {...baseProps} {...props}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
  </svg>
);

export const MinusIcon = (props: IconProps) => (
  <svg {...baseProps} {...props}>
    <path d="M5 12h14" />
  </svg>
);

export const SendIcon = (props: IconProps) => (
  <svg {...baseProps} {...props}>
    <path d="M22 2 11 13M22 2l-7 20-4-9-9-4 20-7Z" />
  </svg>
);
