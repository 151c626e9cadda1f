import { routes, type CompanyImageKind, type CompanyProfile } from '@nexus/contracts';
import { api } from '../../../api/client';
import { ImageUploadButton } from '../../../ui/profile-files';
import { toast } from '../../../ui/toast/toast';

const route = routes.files.uploadCompanyImage;

export const CompanyImageLabels = {
  logo: { upload: 'Upload logo', uploading: 'Uploading the logo', done: 'Your new logo is on the company page' },
  banner: { upload: 'Upload banner', uploading: 'Uploading the banner', done: 'Your new banner is on the company page' },
} as const;

/** 'Upload logo' / 'Upload banner': checks the file, uploads with progress; the page has it once it answers. */
export function CompanyPageImageUpload({
  partnerId,
  kind,
  onUploaded,
}: {
  partnerId: string;
  kind: CompanyImageKind;
  onUploaded: (company: CompanyProfile) => void;
}) {
  const labels = CompanyImageLabels[kind];
  return (
    <ImageUploadButton
      upload={route.upload}
      labels={labels}
      what={kind}
      testId={`company-${kind}-file`}
      send={(file, onUploadProgress) =>
        api.call(route, { params: { id: partnerId, kind }, file }, { handleError: true, silent: true, onUploadProgress })
      }
      onUploaded={(company) => {
        onUploaded(company);
        toast.success(labels.done);
      }}
    />
  );
}
