import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { ImagePlus } from 'lucide-react';
import { useUploadMinistryMissionImage } from '../../../api/generated/admin/admin';
import { errorBody, errorText } from '../../../api/error-text';
import { buttonClass } from '../../../components/Button';
import { ar } from '../../../i18n/ar-admin';
import { imageFileProblem } from './mission-form';

/**
 * Spec 002 sections 4, 5, 8: an image upload (idle, uploading, uploaded with a preview) for the
 * thumbnail or a page. 413 and 415 have their own sentences; other failures the generic one.
 */
export function MissionImageField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  testId: string;
}) {
  const t = ar.adminMissions;
  const id = useId();
  const upload = useUploadMinistryMissionImage();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem === 'invalid' ? t.invalidImage : t.imageTooBig);
      return;
    }
    upload.mutate(
      { data: { image: file } },
      {
        onSuccess: ({ url }) => {
          onChange(url);
          toast.success(t.uploaded);
        },
        onError: (error) => {
          const status = errorBody(error)?.statusCode;
          toast.error(
            status === 413
              ? t.uploadTooLarge
              : status === 415
                ? t.uploadType
                : errorText(error, { fallback: t.uploadFailed, serverText: false }),
          );
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-night-200">{label}</span>
      <div className="flex flex-wrap items-center gap-3">
        {value && <img src={value} alt="" className="size-16 rounded-xl object-cover" />}
        <label htmlFor={id} className={buttonClass('secondary', 'cursor-pointer', 'sm')}>
          <ImagePlus className="size-4" aria-hidden />
          {upload.isPending ? t.uploading : t.chooseImage}
        </label>
        <input
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={upload.isPending}
          data-testid={testId}
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {value && (
          <span className="text-xs text-night-400">
            {upload.isSuccess ? t.imageUploaded : t.currentImage}
          </span>
        )}
      </div>
    </div>
  );
}
