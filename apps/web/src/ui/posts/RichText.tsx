import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { parseRichText } from './richText';

/** A post's or comment's text with its links, mentions and hashtags (§5); line breaks kept. */
export function RichText({ content, ...props }: { content: string } & Omit<TypographyProps, 'children'>) {
  return (
    <Typography
      component="div"
      {...props}
      sx={[{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }, ...[props.sx ?? []].flat()]}
    >
      {parseRichText(content).map((token, i) => {
        switch (token.kind) {
          case 'text':
            return token.text;
          case 'link':
            return token.href.startsWith('mailto:') ? (
              <Link key={i} href={token.href}>
                {token.text}
              </Link>
            ) : (
              <Link key={i} href={token.href} target="_blank" rel="noopener noreferrer nofollow">
                {token.text}
              </Link>
            );
          case 'mention':
          case 'hashtag':
            return (
              <Link key={i} component={RouterLink} to={token.href} sx={{ fontWeight: 600 }} underline="hover">
                {token.text}
              </Link>
            );
        }
      })}
    </Typography>
  );
}
