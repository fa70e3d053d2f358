import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MissionEditor } from './MissionEditor';
import { newMissionForm } from './mission-form';

describe('MissionEditor (spec 002 sections 2.9 and 5)', () => {
  it('picks the page to edit on a named strip of the four pages', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MissionEditor
          initial={newMissionForm()}
          editing={false}
          pending={false}
          onSave={() => undefined}
          onCancel={() => undefined}
        />
      </QueryClientProvider>,
    );
    const strip = screen.getByRole('tablist', { name: 'صفحات المهمة' });
    const tabs = within(strip).getAllByRole('tab');
    expect(tabs).toHaveLength(4);
    fireEvent.click(tabs[1]);
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
  });
});
