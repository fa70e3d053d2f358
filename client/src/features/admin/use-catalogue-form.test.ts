import type { ChangeEvent, FormEvent } from 'react';
import { act, renderHook } from '@testing-library/react';
import { useCatalogueForm, type FormErrors } from './use-catalogue-form';

interface Values {
  name: string;
  level: number;
  imageUrl: string;
}

const INITIAL: Values = { name: '', level: 1, imageUrl: '' };

const validate = (values: Values): FormErrors<Values> => ({
  ...(values.name.trim() ? {} : { name: 'الاسم مطلوب' }),
  ...(values.imageUrl ? {} : { imageUrl: 'الصورة مطلوبة' }),
});

const submitEvent = () => ({ preventDefault: jest.fn() }) as unknown as FormEvent;
const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

function setUp() {
  const onSubmit = jest.fn();
  const { result } = renderHook(() => useCatalogueForm(INITIAL, validate, onSubmit));
  return { result, onSubmit };
}

describe('useCatalogueForm', () => {
  it('shows every error and sends nothing while the form is invalid', () => {
    const { result, onSubmit } = setUp();
    const event = submitEvent();
    act(() => result.current.submit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'الاسم مطلوب', imageUrl: 'الصورة مطلوبة' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('binds a field to its value and error, and keeps the text as typed', () => {
    const { result } = setUp();
    act(() => result.current.submit(submitEvent()));
    expect(result.current.field('level')).toMatchObject({ name: 'level', value: '1', error: undefined });
    act(() => result.current.field('level').onChange(typed('12')));
    expect(result.current.values.level).toBe('12');
    expect(result.current.field('name').error).toBe('الاسم مطلوب');
  });

  it("drops a field's message once it is edited, and keeps the others", () => {
    const { result } = setUp();
    act(() => result.current.submit(submitEvent()));
    act(() => result.current.field('name').onChange(typed('سطو')));
    expect(result.current.field('name').error).toBeUndefined();
    expect(result.current.errors.imageUrl).toBe('الصورة مطلوبة');
  });

  it('drops one message on request, e.g. after an upload', () => {
    const { result } = setUp();
    act(() => result.current.submit(submitEvent()));
    act(() => result.current.clearError('imageUrl'));
    expect(result.current.errors.imageUrl).toBeUndefined();
    expect(result.current.errors.name).toBe('الاسم مطلوب');
  });

  it('hands the values on once they are valid', () => {
    const { result, onSubmit } = setUp();
    act(() => result.current.field('name').onChange(typed('سطو')));
    act(() => result.current.set('imageUrl', '/media/x'));
    act(() => result.current.submit(submitEvent()));
    expect(result.current.errors).toEqual({});
    expect(onSubmit).toHaveBeenCalledWith({ name: 'سطو', level: 1, imageUrl: '/media/x' });
  });
});
