import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { toast } from '../../lib/toast';
import { useListGangs } from '../../api/generated/gangs/gangs';
import type { OwnedSpecialItemDto } from '../../api/generated/model/ownedSpecialItemDto';
import type { UseSpecialItemDto } from '../../api/generated/model/useSpecialItemDto';
import {
  useConsumeSpecialItem,
  useGetSpecialInventory,
} from '../../api/generated/special-items/special-items';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Modal } from '../../components/Modal';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useConfirm } from '../../components/use-confirm';
import { arComponents } from '../../i18n/ar-components';
import { arSpecialShop } from '../../i18n/ar-special-shop';
import { formatNumber } from '../../lib/format';
import { toastActionError } from '../../lib/action-error';
import { accountProfileChanged } from '../../realtime/answer-writes';
import { effectText } from './special-shop-text';

const t = arSpecialShop.specialInventory;

/** The gang bomb's target or the name change's new username, asked before the confirmation. */
function TargetDialog({
  item,
  onCancel,
  onChosen,
}: {
  item: OwnedSpecialItemDto | null;
  onCancel: () => void;
  onChosen: (extra: Pick<UseSpecialItemDto, 'targetGangId' | 'newUsername'>, label: string) => void;
}) {
  const [gangId, setGangId] = useState('');
  const [username, setUsername] = useState('');
  const isBomb = item?.type === 'GANG_BOMB';
  const gangs = useListGangs({ limit: 50 }, { query: { enabled: isBomb } });
  const options = (gangs.data?.gangs ?? []).map((gang) => ({ value: String(gang.id), label: gang.name }));
  const ready = isBomb ? gangId !== '' : username.trim().length >= 3;

  const submit = () => {
    if (!ready) return;
    if (isBomb)
      onChosen({ targetGangId: Number(gangId) }, options.find((o) => o.value === gangId)?.label ?? '');
    else onChosen({ newUsername: username.trim() }, username.trim());
    setGangId('');
    setUsername('');
  };

  return (
    <Modal
      open={item !== null}
      title={item?.name ?? ''}
      description={item ? effectText(item) : ''}
      onClose={onCancel}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {isBomb ? (
          <SelectField
            label={t.targetGang}
            placeholder={options.length ? t.chooseGang : t.noGangs}
            options={options}
            value={gangId}
            onChange={(event) => setGangId(event.target.value)}
            data-testid="bomb-target"
          />
        ) : (
          <TextField
            label={t.newUsername}
            value={username}
            maxLength={15}
            onChange={(event) => setUsername(event.target.value)}
            data-testid="new-username"
          />
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {arComponents.confirmDialog.cancel}
          </Button>
          <Button type="submit" disabled={!ready}>
            {t.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The special items of the inventory with "use" (DESIGN.md section 6, "Special items"): each use is
 * confirmed; a gang bomb asks for the target gang and a name change for the new username first.
 * Rendered under the inventory screen; live through `inventory:update` (sync.ts refetches this list).
 */
export function SpecialItemsInventoryPanel() {
  const owned = useGetSpecialInventory();
  const consume = useConsumeSpecialItem();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [asking, setAsking] = useState<OwnedSpecialItemDto | null>(null);
  const [usingId, setUsingId] = useState<number | null>(null);

  const use = async (item: OwnedSpecialItemDto, question: string, extra: Partial<UseSpecialItemDto> = {}) => {
    if (usingId !== null || !(await confirm(question))) return;
    setUsingId(item.id);
    try {
      const result = await consume.mutateAsync({ data: { itemId: item.id, ...extra } });
      toast.success(result.message);
      // The items left, the HUD and the character page follow by push (`inventory:update`). A new
      // identity: the top bar's name (the account profile, not pushed) is read again, so the new name
      // shows without a reload (issue 31).
      if (result.type === 'NAME_CHANGE') void accountProfileChanged(queryClient);
    } catch (error) {
      toastActionError(error);
    } finally {
      setUsingId(null);
    }
  };

  const onUse = (item: OwnedSpecialItemDto) => {
    if (item.type === 'GANG_BOMB' || item.type === 'NAME_CHANGE') setAsking(item);
    else void use(item, t.confirmUse(item.name));
  };

  return (
    <section className="flex flex-col gap-3" data-testid="special-inventory">
      {dialog}
      <TargetDialog
        item={asking}
        onCancel={() => setAsking(null)}
        onChosen={(extra, label) => {
          const item = asking!;
          setAsking(null);
          void use(item, item.type === 'GANG_BOMB' ? t.confirmBomb(label) : t.confirmRename(label), extra);
        }}
      />
      <h2 className="flex items-center gap-2 text-xl font-extrabold text-gold-300">
        <Sparkles className="size-5" aria-hidden />
        {t.title}
      </h2>
      {owned.isError && <ErrorPanel detail={errorText(owned.error)} onRetry={() => owned.refetch()} />}
      {owned.data && owned.data.items.length === 0 && <p className="text-night-300">{t.empty}</p>}
      {owned.data && owned.data.items.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {owned.data.items.map((item) => (
            <li
              key={item.id}
              data-testid="owned-special-item"
              className="flex items-center gap-3 rounded-2xl border border-gold-400/30 bg-night-900/70 p-3"
            >
              {item.imageUrl && (
                <img src={item.imageUrl} alt="" className="size-12 shrink-0 rounded-xl bg-night-800" />
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="truncate font-bold text-white">{item.name}</span>
                <span className="text-xs text-gold-300">{effectText(item)}</span>
                <span className="text-xs text-night-400">{t.quantity(formatNumber(item.quantity))}</span>
              </div>
              {item.type === 'OTHER' ? (
                <span className="shrink-0 text-xs text-night-400">{t.collectible}</span>
              ) : (
                <Button
                  className="shrink-0 px-4"
                  pending={usingId === item.id}
                  disabled={usingId !== null}
                  onClick={() => onUse(item)}
                  aria-label={`${t.use} ${item.name}`}
                >
                  {t.use}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
