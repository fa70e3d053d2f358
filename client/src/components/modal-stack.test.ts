import { openModalCount, pushModal } from './modal-stack';

describe('modal stack (spec 000 section 4)', () => {
  it('drops the open modals of lower priority when a higher one shows', () => {
    const lowDismissed = jest.fn();
    const closeLow = pushModal(1, lowDismissed);
    const closeHigh = pushModal(5);
    expect(lowDismissed).toHaveBeenCalledTimes(1);
    expect(openModalCount()).toBe(1);
    closeHigh();
    closeLow();
    expect(openModalCount()).toBe(0);
  });

  it('keeps modals of equal or higher priority', () => {
    const highDismissed = jest.fn();
    const closeHigh = pushModal(5, highDismissed);
    const closeLow = pushModal(1);
    expect(highDismissed).not.toHaveBeenCalled();
    expect(openModalCount()).toBe(2);
    closeLow();
    closeHigh();
  });
});
