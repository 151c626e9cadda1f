import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import { Text } from '@nexus/contracts';
import { PageTitle } from './Page';
import { PublicLayout } from './PublicLayout';
import { Paths } from '../lib/postLogin';

/** Any unknown route (§2). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <PublicLayout maxWidth="md">
      <PageTitle title={Text.notFoundTitle} />
      <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 } }}>
        <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 72 }, mb: 2 }}>
          <TravelExploreOutlined />
        </Box>
        <Typography variant="h2" component="h1" gutterBottom>
          {Text.notFoundTitle}
        </Typography>
        <Button variant="contained" size="large" onClick={() => navigate(Paths.root)} sx={{ mt: 2 }}>
          {Text.returnHome}
        </Button>
      </Box>
    </PublicLayout>
  );
}
