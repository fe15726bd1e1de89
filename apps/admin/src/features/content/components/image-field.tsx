import { useId, useState } from 'react';
import { ar } from '../../../i18n/ar';
import { apiErrorOf } from '../../../lib/api-client';
import { buttonClass } from '../../../components/ui/states';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, uploadImage } from '../api/upload-image';

/**
 * A news image: choose a file, it is uploaded at once and the field keeps its URL. The size and
 * type are checked here for a quick answer, and again (by magic bytes) on the server.
 */
export function ImageField({
  label,
  value,
  errors,
  onChange,
}: {
  label: string;
  value: string;
  errors?: string[];
  onChange: (url: string) => void;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? errors?.join(' ') ?? null;

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      setProblem(ar.upload.badType);
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setProblem(ar.upload.tooLarge);
      return;
    }
    setPending(true);
    try {
      onChange(await uploadImage(file));
    } catch (error) {
      setProblem(apiErrorOf(error).message ?? ar.states.errorText);
    } finally {
      setPending(false);
    }
  }

  return (
    <div>
      <label htmlFor={inputId} className="font-bold">
        {label}
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        {ar.news.imageHint}
      </p>
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_CONTENT_TYPES.join(',')}
        aria-describedby={shown ? `${hintId} ${inputId}-error` : hintId}
        aria-invalid={shown ? true : undefined}
        disabled={pending}
        className="mt-1 block w-full text-sm file:me-3 file:rounded-full file:border-0 file:bg-loader file:px-4 file:py-2 file:font-bold file:text-white"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {pending ? (
        <p role="status" className="mt-1 text-sm">
          {ar.news.uploading}
        </p>
      ) : null}
      {shown ? (
        <p id={`${inputId}-error`} className="mt-1 text-sm font-bold text-red-800">
          {shown}
        </p>
      ) : null}
      {value ? (
        <div className="mt-2 flex items-end gap-3">
          <img src={value} alt={ar.news.imagePreview} className="h-24 w-36 rounded-lg object-cover" />
          <button type="button" className={buttonClass.secondary} onClick={() => onChange('')}>
            {ar.news.removeImage}
          </button>
        </div>
      ) : null}
    </div>
  );
}
