import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from '../../lib/toast';
import { GearItemForm, type GearFormConfig } from './GearItemForm';
import type { ImageUploadMutation } from './ImageUploadField';
import { WEAPON_FORM_DEFAULTS, validateWeaponForm, type WeaponFormValues } from './weapons/weapon-form';

jest.mock('../../lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const config: GearFormConfig<WeaponFormValues> = {
  testId: 'weapon-form',
  layout: 'page',
  titles: { create: 'سلاح جديد', edit: 'تعديل السلاح' },
  labels: { name: 'اسم السلاح', description: 'الوصف' },
  numbers: [
    { key: 'damage', label: 'الضرر', min: 1 },
    { key: 'price', label: 'السعر', min: 1 },
  ],
  selects: [
    {
      key: 'currency',
      label: 'العملة',
      options: [
        { value: 'money', label: 'مال' },
        { value: 'blackcoin', label: 'بلاك كوين' },
      ],
    },
  ],
  validate: validateWeaponForm,
  uploadToast: 'تم رفع الصورة بنجاح',
};

function renderForm(upload: ImageUploadMutation, initial = WEAPON_FORM_DEFAULTS) {
  const onSubmit = jest.fn();
  const view = render(
    <GearItemForm
      config={config}
      upload={upload}
      mode="create"
      initial={initial}
      pending={false}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return { onSubmit, ...view };
}

const image = new File(['x'], 'gun.png', { type: 'image/png' });

beforeEach(() => jest.clearAllMocks());

describe('GearItemForm', () => {
  it('shows the defaults and refuses to save without the image', () => {
    const { onSubmit } = renderForm({ mutate: jest.fn(), isPending: false });
    expect((screen.getByLabelText('السعر') as HTMLInputElement).value).toBe('100');
    expect((screen.getByLabelText('الضرر') as HTMLInputElement).value).toBe('1');
    fireEvent.change(screen.getByLabelText('اسم السلاح'), { target: { value: 'مسدس' } });
    fireEvent.click(screen.getByTestId('weapon-form-submit'));
    expect(screen.getByText('يرجى رفع صورة للسلاح.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('uploads an image, previews it with the uploaded note, then submits the typed values', () => {
    const mutate = jest.fn();
    const { onSubmit } = renderForm({ mutate, isPending: false });
    fireEvent.change(screen.getByTestId('weapon-form-image-input'), { target: { files: [image] } });
    expect(mutate).toHaveBeenCalledWith({ data: { image } }, expect.anything());
    act(() => mutate.mock.calls[0][1].onSuccess({ imageUrl: '/media/abc' }));
    expect(screen.getByTestId('weapon-form-image-preview').getAttribute('src')).toBe('/media/abc');
    expect(screen.getByText('تم رفع الصورة')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('تم رفع الصورة بنجاح');
    fireEvent.change(screen.getByLabelText('اسم السلاح'), { target: { value: 'مسدس' } });
    fireEvent.change(screen.getByLabelText('العملة'), { target: { value: 'blackcoin' } });
    fireEvent.click(screen.getByTestId('weapon-form-submit'));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'مسدس', imageUrl: '/media/abc', currency: 'blackcoin' }),
    );
  });

  it('sends only image files and says so when the upload fails', () => {
    const mutate = jest.fn();
    renderForm({ mutate, isPending: false });
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByTestId('weapon-form-image-input'), { target: { files: [text] } });
    expect(mutate).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('يرجى اختيار ملف صورة');
    fireEvent.change(screen.getByTestId('weapon-form-image-input'), { target: { files: [image] } });
    act(() => mutate.mock.calls[0][1].onError(new Error('network')));
    expect(toast.error).toHaveBeenLastCalledWith('فشل في رفع الصورة');
  });

  it('disables save while an image uploads and names the current image when editing', () => {
    renderForm({ mutate: jest.fn(), isPending: true }, { ...WEAPON_FORM_DEFAULTS, imageUrl: '/media/old' });
    expect((screen.getByTestId('weapon-form-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('جاري رفع الصورة...')).toBeTruthy();
  });

  it('shows the current-image note for an item that has one', () => {
    renderForm({ mutate: jest.fn(), isPending: false }, { ...WEAPON_FORM_DEFAULTS, imageUrl: '/media/old' });
    expect(screen.getByText('الصورة الحالية')).toBeTruthy();
  });
});
