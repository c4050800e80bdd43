import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { UploadField, type Uploader } from '@/components/uploads/upload-field';
import { UploadError, uploadImage, UPLOAD_NETWORK_ERROR } from '@/lib/uploads/client';
import type { UploadOptions } from '@/lib/uploads/client';
import uploads from '@/messages/en/uploads.json';
import { renderWithIntl } from '../support/intl';

type Pending = { file: File; options: UploadOptions; resolve: (id: string) => void; reject: (e: unknown) => void };

function controllableUploader() {
  const calls: Pending[] = [];
  const upload = vi.fn<Uploader>(
    (file, _kind, options) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ file, options, resolve, reject });
      }),
  );
  return { upload, calls };
}

function png(name = 'photo.png', size = 2048): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

function choose(...files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

beforeAll(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview-1'), revokeObjectURL: vi.fn() });
});

describe('upload field', () => {
  it('labels the group, explains the accepted files and offers a keyboard-reachable choose button', () => {
    renderWithIntl(<UploadField label="Product photos" upload={vi.fn()} />, { uploads });
    expect(screen.getByRole('group', { name: 'Product photos' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: uploads.choose });
    expect(button).toHaveAccessibleDescription('JPEG, PNG, WebP, GIF or AVIF, at most 10 MB each.');
    button.focus();
    expect(button).toHaveFocus();
  });

  it('shows a preview and the progress, then reports the id and posts it with the form', async () => {
    const { upload, calls } = controllableUploader();
    const onChange = vi.fn();
    renderWithIntl(<UploadField label="Photos" name="imageIds" onChange={onChange} upload={upload} />, { uploads });
    choose(png());
    expect(screen.getByRole('img', { name: 'Preview of photo.png' })).toHaveAttribute('src', 'blob:preview-1');
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'image', expect.objectContaining({ lang: 'en' }));
    act(() => calls[0]?.options.onProgress?.(0.5));
    const bar = screen.getByRole('progressbar', { name: 'Uploading photo.png' });
    expect(bar).toHaveAttribute('value', '50');
    await act(async () => calls[0]?.resolve('5b3c0d4e-0000-4000-8000-000000000001'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('photo.png uploaded.');
    expect(onChange).toHaveBeenLastCalledWith(['5b3c0d4e-0000-4000-8000-000000000001']);
    expect(document.querySelector('input[type="hidden"][name="imageIds"]')).toHaveValue(
      '5b3c0d4e-0000-4000-8000-000000000001',
    );
    // one file is the default: the button is off until the file is removed
    expect(screen.getByRole('button', { name: uploads.choose })).toBeDisabled();
  });

  it('removes a file: the id goes, focus returns to the choose button, and the removal is announced', async () => {
    const { upload, calls } = controllableUploader();
    const onChange = vi.fn();
    renderWithIntl(<UploadField label="Photos" onChange={onChange} upload={upload} />, { uploads });
    choose(png());
    await act(async () => calls[0]?.resolve('id-1'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo.png' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: uploads.choose })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('photo.png removed.');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('stops a running upload when its file is removed', () => {
    const { upload, calls } = controllableUploader();
    renderWithIntl(<UploadField label="Photos" upload={upload} />, { uploads });
    choose(png());
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo.png' }));
    expect(calls[0]?.options.signal?.aborted).toBe(true);
  });

  it('refuses a file over 10 MB before sending it, with the translated limit', () => {
    const { upload } = controllableUploader();
    renderWithIntl(<UploadField label="Photos" upload={upload} />, { uploads });
    choose(png('huge.png', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 10 MB.');
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's translated refusal, or the network message when no answer came", async () => {
    const { upload, calls } = controllableUploader();
    renderWithIntl(<UploadField label="Files" kind="attachment" maxFiles={3} upload={upload} />, { uploads });
    expect(
      screen.getByText(/Images or PDF files, at most 10 MB each\. You can add up to 3 files\./),
    ).toBeInTheDocument();
    choose(png('a.png'), png('b.png'));
    expect(upload).toHaveBeenCalledTimes(2);
    await act(async () =>
      calls[0]?.reject(new UploadError('unsupportedAttachment', 'Dieser Dateityp wird nicht angenommen.')),
    );
    await act(async () => calls[1]?.reject(new UploadError('networkError')));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(['Dieser Dateityp wird nicht angenommen.', uploads.errors.networkError]);
  });

  it('offers only as many files as it holds', () => {
    const { upload } = controllableUploader();
    renderWithIntl(<UploadField label="Files" kind="attachment" maxFiles={2} upload={upload} />, { uploads });
    choose(png('a.png'), png('b.png'), png('c.png'));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: uploads.chooseMany })).toBeDisabled();
  });
});

/** A stand-in for XMLHttpRequest that answers with the given status and body. */
function fakeXhr(status: number, body: string, sent: FormData[]) {
  return class {
    status = 0;
    responseText = '';
    timeout = 0;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push(form);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        if (status === 0) return this.onerror?.();
        this.status = status;
        this.responseText = body;
        this.onload?.();
      });
    }
  };
}

describe('uploadImage (spec §5, §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the file as multipart field "file" and resolves with the id of the answer', async () => {
    const sent: FormData[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(200, JSON.stringify([{ id: 'abc-1', msgs: 'Uploaded.', code: 'ok' }]), sent),
    );
    const progress: number[] = [];
    await expect(uploadImage(png(), { onProgress: (p) => progress.push(p) })).resolves.toBe('abc-1');
    expect(sent[0]?.get('file')).toBeInstanceOf(File);
    expect(progress).toEqual([0.5, 1]);
  });

  it("fails with 'Network Error' when the answer has no id, keeping the server's reason", async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(415, JSON.stringify([{ id: null, msgs: 'Not an image.', code: 'unsupportedImage' }]), []),
    );
    const failure = uploadImage(png());
    await expect(failure).rejects.toThrow(UPLOAD_NETWORK_ERROR);
    await expect(failure).rejects.toMatchObject({ code: 'unsupportedImage', serverMessage: 'Not an image.' });
  });

  it("fails with 'Network Error' on an empty list, a body that is not JSON, or no answer at all", async () => {
    for (const [status, body] of [
      [200, '[]'],
      [200, '<html>Bad gateway</html>'],
      [0, ''],
    ] as const) {
      vi.stubGlobal('XMLHttpRequest', fakeXhr(status, body, []));
      await expect(uploadImage(png())).rejects.toMatchObject({ message: 'Network Error', code: 'networkError' });
    }
  });
});

describe('upload field with the real client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the translated network message when the image server answers without an id', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(200, '[]', []));
    renderWithIntl(<UploadField label="Photos" />, { uploads });
    choose(png());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(uploads.errors.networkError));
  });
});
