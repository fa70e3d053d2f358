import { toast } from '../../lib/toast';
import { ImageUp } from 'lucide-react';
import { errorText } from '../../api/error-text';
import { buttonClass } from '../../components/Button';
import { FieldMessage } from '../../components/TextField';
import { ar } from '../../i18n/ar-admin';

/** The part of a generated image-upload hook (`POST .../upload-image`, field `image`) the field drives. */
export interface ImageUploadMutation {
  mutate: (
    variables: { data: { image: Blob } },
    callbacks: { onSuccess: (result: { imageUrl: string }) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

/**
 * Spec 002 sections 4 and 5: a catalogue item's image. Idle, then uploading (the button says so),
 * then uploaded (a preview and an 'image uploaded' note); an item's existing image shows 'current
 * image'. Only image files are sent; a failed upload shows the server's text or `failure`.
 * `testId` names the input (`<testId>-input`), the preview (`<testId>-preview`) and the message.
 */
export function ImageUploadField({
  label,
  imageUrl,
  initialImageUrl,
  upload,
  onUploaded,
  error,
  testId,
  successToast,
  failure = ar.adminGear.uploadFailed,
}: {
  label: string;
  imageUrl: string;
  /** The image the item had when the form opened ('' for a new item). */
  initialImageUrl: string;
  upload: ImageUploadMutation;
  onUploaded: (imageUrl: string) => void;
  error?: string;
  testId: string;
  /** A toast once stored (spec 002 section 8: rides say 'image uploaded successfully'). */
  successToast?: string;
  failure?: string;
}) {
  const t = ar.adminGear;
  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(t.notImage);
      return;
    }
    upload.mutate(
      { data: { image: file } },
      {
        onSuccess: (result) => {
          onUploaded(result.imageUrl);
          if (successToast) toast.success(successToast);
        },
        onError: (failed) => toast.error(errorText(failed, { fallback: failure })),
      },
    );
  };
  const note = !imageUrl ? null : imageUrl === initialImageUrl ? t.currentImage : t.uploaded;

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold text-night-200">{label}</span>
      <div className="flex flex-wrap items-center gap-3">
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-xl border border-night-700 bg-night-950">
          {imageUrl ? (
            <img src={imageUrl} alt="" className="size-full object-cover" data-testid={`${testId}-preview`} />
          ) : (
            <ImageUp className="size-7 text-night-500" aria-hidden />
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label className={buttonClass('secondary', 'cursor-pointer')}>
            <ImageUp className="size-4" aria-hidden />
            {upload.isPending ? t.uploading : t.chooseImage}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              data-testid={`${testId}-input`}
              disabled={upload.isPending}
              onChange={(event) => {
                onFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          {note && !upload.isPending && <span className="text-xs text-emerald-300">{note}</span>}
        </div>
      </div>
      <FieldMessage id={`${testId}-message`} error={error} />
    </div>
  );
}
