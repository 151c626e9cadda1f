import Avatar, { avatarClasses } from '@mui/material/Avatar';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';

/** Width and height in px: one value, or one per breakpoint. */
type LogoSize = number | Partial<Record<Breakpoint, number>>;

const half = (size: LogoSize): LogoSize =>
  typeof size === 'number' ? size / 2 : Object.fromEntries(Object.entries(size).map(([at, px]) => [at, px / 2]));

export interface CompanyLogoProps {
  name: string;
  logo: string | null;
  size: LogoSize;
  /** Its company's name is next to it (a post's author, a list row): no text alternative of its own. */
  decorative?: boolean;
  /** Placement only (margins, a border, a shadow): the colours are the logo's or the fallback's. */
  sx?: SxProps<Theme>;
}

/**
 * A company's logo, or (none set, or it fails to load) a building icon in the avatar colours members' initials use:
 * the one fallback wherever a company shows. A logo with transparent parts sits on the paper colour.
 */
export function CompanyLogo({ name, logo, size, decorative = false, sx }: CompanyLogoProps) {
  return (
    <Avatar
      variant="rounded"
      src={logo ?? undefined}
      alt={logo && !decorative ? `${name} logo` : ''}
      sx={[
        {
          width: size,
          height: size,
          '& svg': { fontSize: half(size) },
          [`& .${avatarClasses.img}`]: { bgcolor: 'background.paper' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <ApartmentOutlined />
    </Avatar>
  );
}
