'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { uploadFile, UploadError, type UploadOptions } from '@/lib/uploads/client';
import { acceptedTypes, MEGABYTE, UPLOAD_LIMITS, type UploadErrorCode, type UploadKind } from '@/lib/uploads/limits';
import styles from './upload-field.module.css';
import { fullStopOnce } from '@/lib/i18n/full-stop';
import { countValues } from '@/lib/format/number';

/** Sends one file and resolves with its id (lib/uploads/client.ts by default; tests give their own). */
export type Uploader = (file: File, kind: UploadKind, options: UploadOptions) => Promise<string>;

type Item = {
  key: number;
  name: string;
  previewUrl: string | null;
  isImage: boolean;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  id: string | null;
  error: string | null;
  controller: AbortController;
};

type Props = {
  /** The visible label, the form's own words ("Photos of the product", "Attachments"). */
  label: string;
  kind?: UploadKind;
  /** How many files the field holds; 1 by default. */
  maxFiles?: number;
  /** Called with the ids of the uploaded files whenever they change. */
  onChange?: (ids: string[]) => void;
  /** Also posts the ids with a surrounding form, one hidden input each. */
  name?: string;
  disabled?: boolean;
  upload?: Uploader;
};

let nextKey = 0;

function previewOf(file: File): string | null {
  if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return null;
  return URL.createObjectURL(file);
}

function release(item: Item): void {
  if (item.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(item.previewUrl);
}

/**
 * A file field for images (or attachments: images and PDF): choose, preview, progress, remove, with
 * translated errors. Checks size and declared type before sending; the server decides by content.
 */
export function UploadField({
  label,
  kind = 'image',
  maxFiles = 1,
  onChange,
  name,
  disabled,
  upload = uploadFile,
}: Props) {
  const t = useTranslations('uploads');
  const locale = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const reported = useRef<string>('');
  const refocus = useRef(false);
  const itemsRef = useRef(items);

  const ids = items.flatMap((item) => (item.status === 'done' && item.id ? [item.id] : []));
  const idsKey = ids.join(',');
  useEffect(() => {
    if (reported.current === idsKey) return;
    reported.current = idsKey;
    onChange?.(idsKey ? idsKey.split(',') : []);
  }, [idsKey, onChange]);

  // object URLs and running uploads end with the field
  useEffect(
    () => () => {
      for (const item of itemsRef.current) {
        release(item);
        item.controller.abort();
      }
    },
    [],
  );

  const update = (key: number, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const errorText = (code: UploadErrorCode | 'networkError'): string =>
    t(`errors.${code}`, {
      max:
        code === 'tooManyPixels'
          ? UPLOAD_LIMITS.maxInputPixels / 1_000_000
          : code === 'tooManyFiles'
            ? UPLOAD_LIMITS.maxFilesPerRequest
            : UPLOAD_LIMITS.maxFileBytes / MEGABYTE,
    });

  const start = (file: File) => {
    const accepted = acceptedTypes(kind);
    const item: Item = {
      key: (nextKey += 1),
      name: file.name,
      previewUrl: previewOf(file),
      isImage: file.type.startsWith('image/'),
      progress: 0,
      status: 'uploading',
      id: null,
      error: null,
      controller: new AbortController(),
    };
    const refused: UploadErrorCode | null =
      file.size > UPLOAD_LIMITS.maxFileBytes
        ? 'tooLarge'
        : file.type && !accepted.includes(file.type)
          ? kind === 'image'
            ? 'unsupportedImage'
            : 'unsupportedAttachment'
          : null;
    if (refused) {
      setItems((current) => [...current, { ...item, status: 'error', error: errorText(refused) }]);
      return;
    }
    setItems((current) => [...current, item]);
    setAnnouncement(t('uploading', { name: file.name }));
    upload(file, kind, {
      lang: locale,
      signal: item.controller.signal,
      onProgress: (share) => update(item.key, { progress: share }),
    }).then(
      (uploadedId) => {
        update(item.key, { status: 'done', id: uploadedId, progress: 1 });
        setAnnouncement(fullStopOnce(t('uploaded', { name: file.name }), file.name));
      },
      (error: unknown) => {
        if (item.controller.signal.aborted) return; // removed while uploading
        const message =
          error instanceof UploadError ? (error.serverMessage ?? errorText(error.code)) : errorText('networkError');
        update(item.key, { status: 'error', error: message });
      },
    );
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const room = maxFiles - itemsRef.current.length;
    const files = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
    event.target.value = ''; // the same file can be chosen again after removing it
    for (const file of files) start(file);
  };

  const remove = (item: Item) => {
    item.controller.abort();
    release(item);
    setItems((current) => current.filter((other) => other.key !== item.key));
    setAnnouncement(fullStopOnce(t('removed', { name: item.name }), item.name));
    refocus.current = true;
  };

  // the removed item's button is gone: focus goes to the choose button, once it is enabled again
  useEffect(() => {
    itemsRef.current = items;
    if (!refocus.current) return;
    refocus.current = false;
    chooser.current?.focus();
  }, [items]);

  const full = items.length >= maxFiles;
  const hint = t(kind === 'image' ? 'hintImage' : 'hintAttachment', { max: UPLOAD_LIMITS.maxFileBytes / MEGABYTE });
  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint} {maxFiles > 1 && t('limitReached', countValues({ max: maxFiles }))}
      </p>
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={acceptedTypes(kind).join(',')}
        multiple={maxFiles > 1}
        disabled={disabled || full}
        onChange={onFiles}
        data-upload-input=""
      />
      <button
        ref={chooser}
        type="button"
        className={styles.choose}
        aria-describedby={`${id}-hint`}
        disabled={disabled || full}
        onClick={() => input.current?.click()}
      >
        {maxFiles > 1 ? t('chooseMany') : t('choose')}
      </button>
      {items.length > 0 && (
        <ul className={styles.list} aria-label={t('list')}>
          {items.map((item) => (
            <li key={item.key} className={styles.item} data-status={item.status}>
              {item.previewUrl ? (
                // a local object URL of the chosen file: next/image cannot optimise it
                // eslint-disable-next-line @next/next/no-img-element
                <img className={styles.preview} src={item.previewUrl} alt={t('previewAlt', { name: item.name })} />
              ) : (
                <span className={styles.badge} aria-hidden="true">
                  {item.isImage ? '🖼' : t('pdf')}
                </span>
              )}
              <span className={styles.name}>{item.name}</span>
              {item.status === 'uploading' && (
                <progress
                  className={styles.progress}
                  max={100}
                  value={Math.round(item.progress * 100)}
                  aria-label={t('uploading', { name: item.name })}
                />
              )}
              {item.error && (
                <p className={styles.error} role="alert">
                  {item.error}
                </p>
              )}
              <button
                type="button"
                className={styles.remove}
                aria-label={t('remove', { name: item.name })}
                onClick={() => remove(item)}
              >
                ×
              </button>
              {name && item.status === 'done' && item.id && <input type="hidden" name={name} value={item.id} />}
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
