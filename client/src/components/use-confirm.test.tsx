import { act, fireEvent, render, screen } from '@testing-library/react';
import { useConfirm } from './use-confirm';

/** A button that asks before acting and records each answer. */
function Asker({ answers }: { answers: boolean[] }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <button onClick={async () => answers.push(await confirm('حذف هذه الرسالة؟'))}>احذف</button>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('asks in the game dialog and resolves true on yes, false on cancel, closing each time', async () => {
    const answers: boolean[] = [];
    render(<Asker answers={answers} />);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByText('احذف'));
    expect(screen.getByRole('dialog', { name: 'تأكيد' })).toBeTruthy();
    expect(screen.getByText('حذف هذه الرسالة؟')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'نعم' })));
    expect(answers).toEqual([true]);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByText('احذف'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'إلغاء' })));
    expect(answers).toEqual([true, false]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
