export { AvatarUpload, AvatarUploadLabels } from './AvatarUpload';
export { ResumeUpload, ResumeUploadLabels } from './ResumeUpload';
export { ResumeProposalsDialog, ResumeProposalsInline, ResumeProposalLabels } from './ResumeProposals';
export { useUpload } from './useUpload';
export { ImageUploadButton } from './ImageUploadButton';
