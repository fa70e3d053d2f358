import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Megaphone } from 'lucide-react';
import { useUpdateGangBoard } from '../../api/generated/gangs/gangs';
import type { GangDto } from '../../api/generated/model/gangDto';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { arGangs } from '../../i18n/ar-gangs';
import { BOARD_MAX } from './gang-rules';
import { GangCard, InlineError } from './gang-ui';
import { TextArea } from './TextArea';

/** Spec 001 sections 2.1 and 6: the board message, editable by BOSS and WAZIR only. */
export function GangBoardCard({ gang, editable }: { gang: GangDto; editable: boolean }) {
  const t = arGangs.gangs;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const save = useUpdateGangBoard();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    setError(undefined);
    void save.mutateAsync({ id: gang.id, data: { board: draft } }).then(
      () => {
        setDraft(null);
        toast.success(t.boardSaved);
      },
      (failure) => setError(errorText(failure, { fallback: t.failed.board })),
    );
  };

  return (
    <GangCard title={t.board} icon={Megaphone} testId="gang-board">
      {editable ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
          <TextArea
            label={t.boardLabel}
            value={draft ?? gang.board}
            maxLength={BOARD_MAX}
            rows={4}
            onChange={(event) => setDraft(event.target.value)}
          />
          <InlineError message={error} />
          <Button type="submit" className="self-start" pending={save.isPending} disabled={draft === null}>
            {t.saveBoard}
          </Button>
        </form>
      ) : (
        <p data-testid="gang-board-text" className="whitespace-pre-line break-words text-night-100">
          {gang.board || <span className="text-night-400">{t.boardEmpty}</span>}
        </p>
      )}
    </GangCard>
  );
}
