import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { createBloodContract } from '../../api/generated/blood-contracts/blood-contracts';
import { getSearchUsersQueryOptions } from '../../api/generated/players/players';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { fieldClass } from '../../components/TextField';
import { arPvp } from '../../i18n/ar-pvp';
import { formatNumber } from '../../lib/format';
import { searchQuery, SEARCH_LIMIT } from './pvp-rules';

/**
 * Posting a contract: find the target by username (the player search API), set the reward, post.
 * The list and the HUD follow by push (`bloodContract:update`, `hud:update`).
 */
export function ContractForm() {
  const t = arPvp.contracts;
  const [text, setText] = useState('');
  const [target, setTarget] = useState<{ userId: string; name: string } | null>(null);
  const [reward, setReward] = useState('');
  const [pending, setPending] = useState(false);
  const query = searchQuery(text);
  const matches = useQuery({
    ...getSearchUsersQueryOptions({ sort: 'level', limit: SEARCH_LIMIT, query }),
    enabled: query !== undefined && target === null,
    retry: false,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return void toast.error(t.chooseTarget);
    const amount = Number(reward);
    if (!Number.isInteger(amount) || amount <= 0) return void toast.error(t.invalidReward);
    setPending(true);
    try {
      await createBloodContract({ targetUserId: target.userId, reward: amount });
      toast.success(t.posted);
      setTarget(null);
      setText('');
      setReward('');
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      data-testid="contract-form"
      className="flex flex-col gap-3 rounded-3xl border border-blood-900/50 bg-blood-950/20 p-4 sm:p-5"
    >
      <h2 className="text-lg font-bold text-white">{t.newTitle}</h2>
      <div className="grid gap-3 md:grid-cols-[2fr_1fr_auto] md:items-end">
        <div className="relative flex flex-col gap-1.5">
          <label htmlFor="contract-target" className="text-sm font-semibold text-night-200">
            {t.targetSearch}
          </label>
          {target ? (
            <div className="flex min-h-11 items-center justify-between gap-2 rounded-xl border border-blood-700 bg-night-950/70 px-4">
              <span className="font-bold text-white" data-testid="contract-chosen">
                {t.chosen(target.name)}
              </span>
              <button
                type="button"
                className="text-sm text-blood-300 hover:underline"
                onClick={() => setTarget(null)}
              >
                {t.change}
              </button>
            </div>
          ) : (
            <input
              id="contract-target"
              value={text}
              autoComplete="off"
              placeholder={t.targetPlaceholder}
              onChange={(e) => setText(e.target.value)}
              className={fieldClass(false)}
            />
          )}
          {!target && query && matches.data && (
            <ul className="absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded-xl border border-night-700 bg-night-900 shadow-xl">
              {matches.data.length === 0 && <li className="px-4 py-2 text-night-300">{t.noMatches}</li>}
              {matches.data.slice(0, 8).map((user) => (
                <li key={user.userId}>
                  <button
                    type="button"
                    className="flex w-full items-center justify-between px-4 py-2 text-start hover:bg-night-800"
                    onClick={() =>
                      setTarget({ userId: user.userId, name: user.username ?? user.displayName })
                    }
                  >
                    <span className="font-bold text-white">{user.username ?? user.displayName}</span>
                    <span className="text-xs text-night-300">
                      {arPvp.pvp.level(formatNumber(user.level))}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="contract-reward" className="text-sm font-semibold text-night-200">
            {t.rewardLabel}
          </label>
          <input
            id="contract-reward"
            inputMode="numeric"
            dir="ltr"
            value={reward}
            onChange={(e) => setReward(e.target.value.replace(/[^\d]/g, ''))}
            className={fieldClass(false)}
          />
        </div>
        <Button type="submit" pending={pending}>
          {t.post}
        </Button>
      </div>
    </form>
  );
}
