/** Line icons for the home page's cards; decorative, so hidden from assistive technology. */
type IconProps = { className?: string };

function Icon({ className = "h-6 w-6", children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const GraduationIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2 9.5 12 5l10 4.5-10 4.5z" />
    <path d="M6 11.3V16c0 1.4 2.7 3 6 3s6-1.6 6-3v-4.7" />
    <path d="M22 9.5V15" />
  </Icon>
);

export const CommunityIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="8" r="3" />
    <path d="M3.5 19c.6-3 2.8-5 5.5-5s4.9 2 5.5 5" />
    <circle cx="17" cy="9" r="2.3" />
    <path d="M15.5 14.3c2.3.1 4.3 1.8 5 4.7" />
  </Icon>
);

export const BookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5z" />
    <path d="M4 20.5A2.5 2.5 0 0 1 6.5 18H20v3H6.5A2.5 2.5 0 0 1 4 20.5" />
    <path d="M9 7.5h7M9 11h5" />
  </Icon>
);

export const TrophyIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
    <path d="M16 5.5h3v1.5a3 3 0 0 1-3 3M8 5.5H5V7a3 3 0 0 0 3 3" />
    <path d="M12 13v4M8.5 20.5h7M9.5 17h5v3.5h-5z" />
  </Icon>
);

export const CapsuleIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.8" y="8.2" width="18.4" height="7.6" rx="3.8" transform="rotate(-45 12 12)" />
    <path d="m9.3 9.3 5.4 5.4" />
  </Icon>
);

export const ShieldCheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6z" />
    <path d="m8.8 12 2.2 2.2 4.3-4.4" />
  </Icon>
);

export const FlaskIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9.5 3h5M10.5 3v5.8L5 18.2A1.9 1.9 0 0 0 6.6 21h10.8a1.9 1.9 0 0 0 1.6-2.8l-5.5-9.4V3" />
    <path d="M7.3 15h9.4" />
  </Icon>
);

export const LeafIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15" />
    <path d="M5 19c3-4 6-6.5 9.5-8.5" />
  </Icon>
);

export const TargetIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="4.5" />
    <circle cx="12" cy="12" r="1" />
  </Icon>
);

export const EyeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const MegaphoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 10v4h3l7 4.5v-13l-7 4.5z" />
    <path d="M17 9a4 4 0 0 1 0 6M6.5 14l1.2 5h2.5l-1-4.3" />
  </Icon>
);

export const ArrowRightIcon = ({ className = "h-4 w-4" }: IconProps) => (
  <Icon className={className}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

export const ExternalLinkIcon = ({ className = "h-3.5 w-3.5" }: IconProps) => (
  <Icon className={className}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
);

export const QuoteIcon = ({ className = "h-8 w-8" }: IconProps) => (
  <svg className={className} viewBox="0 0 32 32" fill="currentColor" aria-hidden="true">
    <path d="M13 8C7.5 9.6 4 13.8 4 19.3 4 23 6.3 25 9 25c2.6 0 4.6-2 4.6-4.6 0-2.5-1.8-4.3-4.2-4.4.5-2.7 2.4-4.9 5-6zM27.5 8c-5.5 1.6-9 5.8-9 11.3 0 3.7 2.3 5.7 5 5.7 2.6 0 4.6-2 4.6-4.6 0-2.5-1.8-4.3-4.2-4.4.5-2.7 2.4-4.9 5-6z" />
  </svg>
);
