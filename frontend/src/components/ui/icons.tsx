import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** Outline icons drawn on a 24-unit grid; callers may resize them. */
export const baseIconProps: IconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
};

export const CheckCircleIcon = (props: IconProps) => (
  <svg {...baseIconProps} {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </svg>
);

export const CircleIcon = (props: IconProps) => (
  <svg {...baseIconProps} {...props}>
    <circle cx="12" cy="12" r="10" />
  </svg>
);

export const CardIcon = (props: IconProps) => (
  <svg {...baseIconProps} {...props}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </svg>
);

export const MenuIcon = (props: IconProps) => (
  <svg {...baseIconProps} {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const CloseIcon = (props: IconProps) => (
  <svg {...baseIconProps} {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);

export const AlertIcon = (props: IconProps) => (
  <svg {...baseIconProps} {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v5M12 16h.01" />
  </svg>
);

export const LogoMark = (props: IconProps) => (
  <svg {...baseIconProps} viewBox="0 0 32 32" stroke="none" {...props}>
    <rect width="32" height="32" rx="8" fill="currentColor" />
    <path d="M9 17.5l4.5 4.5L23 11" fill="none" stroke="#2dd4bf" strokeWidth="3.5" />
  </svg>
);
