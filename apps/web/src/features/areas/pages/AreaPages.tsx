import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { AreaPlaceholder } from '../../../ui/Page';

export const JobsPage = () => (
  <AreaPlaceholder
    title="Jobs"
    description="Roles from companies on Nexus, matched to your profile."
    icon={<WorkOutlined />}
    emptyTitle="No open roles for you right now"
    empty="Openings from companies you follow, and roles that fit your experience, will appear here."
  />
);

export const SummitPage = () => (
  <AreaPlaceholder
    title="Summit"
    description="Passes, sessions, speakers and sponsors of the summit."
    icon={<EmojiEventsOutlined />}
    emptyTitle="No summit scheduled"
    empty="When a summit opens for registration, its agenda and passes will be listed here."
  />
);

export const RecruitPage = () => (
  <AreaPlaceholder
    title="Recruit"
    description="Candidates for your open roles."
    icon={<PersonSearchOutlined />}
    emptyTitle="No candidates yet"
    empty="Post a job and the people who match it will be listed here."
  />
);
