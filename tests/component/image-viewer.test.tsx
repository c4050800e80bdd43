import { fireEvent, screen, within } from '@testing-library/react';
import { ProductGallery } from '@/components/product/product-gallery';
import { DRAG_THRESHOLD_PX } from '@/components/product/image-viewer';
import type { ProductImage } from '@/lib/catalogue/product';
import common from '@/messages/en/common.json';
import product from '@/messages/en/product.json';
import { renderWithIntl } from '../support/intl';

const images: ProductImage[] = [1, 2, 3].map((n) => ({
  url: `/media/gen/product/9-${n}.svg`,
  width: 800,
  height: 600,
  alt: `Water bottle, view ${n}`,
}));

async function openViewer() {
  renderWithIntl(<ProductGallery images={images} name="Water bottle" />, { common, product });
  const opener = screen.getByRole('button', { name: 'Open image 1 in the viewer' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Image viewer' });
  return { opener, dialog, image: () => within(dialog).getByRole('img') };
}

describe('image viewer (spec §9)', () => {
  it('names every toolbar button: zoom, reset, previous, next, rotate and close', async () => {
    const { dialog } = await openViewer();
    const names = within(dialog)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Zoom in',
      'Zoom out',
      'Reset view',
      'Previous image',
      'Next image',
      'Rotate',
      'Close viewer',
    ]);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('zooms with the buttons and the keyboard, and resets', async () => {
    const { dialog, image } = await openViewer();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(image().style.transform).toBe('scale(1.25) rotate(0deg)');
    fireEvent.keyDown(dialog, { key: '+' });
    expect(image().style.transform).toBe('scale(1.5625) rotate(0deg)');
    fireEvent.keyDown(dialog, { key: '-' });
    expect(image().style.transform).toBe('scale(1.25) rotate(0deg)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset view' }));
    expect(image().style.transform).toBe('scale(1) rotate(0deg)');
  });

  it('rotates a quarter turn at a time, back to upright after four', async () => {
    const { dialog, image } = await openViewer();
    const rotate = within(dialog).getByRole('button', { name: 'Rotate' });
    fireEvent.click(rotate);
    expect(image().style.transform).toBe('scale(1) rotate(90deg)');
    fireEvent.click(rotate);
    fireEvent.click(rotate);
    fireEvent.click(rotate);
    expect(image().style.transform).toBe('scale(1) rotate(0deg)');
  });

  it('wraps from the first image to the last and back with the buttons and the arrow keys', async () => {
    const { dialog, image } = await openViewer();
    expect(image()).toHaveAttribute('alt', 'Water bottle, view 1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(image()).toHaveAttribute('alt', 'Water bottle, view 3');
    expect(within(dialog).getByText('Image 3 of 3')).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(image()).toHaveAttribute('alt', 'Water bottle, view 1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(image()).toHaveAttribute('alt', 'Water bottle, view 2');
  });

  it('changes the image on a swipe longer than the drag threshold only', async () => {
    const { image } = await openViewer();
    const stage = image().parentElement as HTMLElement;
    fireEvent.pointerDown(stage, { clientX: 200 });
    fireEvent.pointerUp(stage, { clientX: 200 - DRAG_THRESHOLD_PX });
    expect(image()).toHaveAttribute('alt', 'Water bottle, view 1');
    fireEvent.pointerDown(stage, { clientX: 200 });
    fireEvent.pointerUp(stage, { clientX: 200 - DRAG_THRESHOLD_PX - 5 });
    expect(image()).toHaveAttribute('alt', 'Water bottle, view 2');
  });

  it('keeps focus inside while open', async () => {
    const { dialog } = await openViewer();
    const buttons = within(dialog).getAllByRole('button');
    const close = within(dialog).getByRole('button', { name: 'Close viewer' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(buttons[0]).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(close).toHaveFocus();
  });

  it('closes on Esc and gives focus back to the image that opened it', async () => {
    const { opener, dialog } = await openViewer();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves the gallery on the image the viewer showed last', async () => {
    const { dialog } = await openViewer();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close viewer' }));
    expect(screen.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Open image 2 in the viewer' })).toHaveFocus();
  });

  it('gives the main image its size and loads it eagerly', () => {
    renderWithIntl(<ProductGallery images={images} name="Water bottle" />, { common, product });
    const main = within(screen.getByRole('button', { name: 'Open image 1 in the viewer' })).getByRole('img');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('width', '800');
    expect(main).toHaveAttribute('height', '600');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('button', { name: 'Open image 2 in the viewer' })).getByRole('img')).toHaveAttribute(
      'alt',
      'Water bottle, view 2',
    );
  });
});

describe('image viewer in a right-to-left page', () => {
  it('moves forward with the left arrow, the reading direction of ar and fa', async () => {
    document.documentElement.dir = 'rtl';
    try {
      renderWithIntl(
        <div dir="rtl">
          <ProductGallery images={images} name="Water bottle" />
        </div>,
        { common, product },
      );
      fireEvent.click(screen.getByRole('button', { name: 'Open image 1 in the viewer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Image viewer' });
      fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
      expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Water bottle, view 2');
    } finally {
      document.documentElement.dir = '';
    }
  });
});
