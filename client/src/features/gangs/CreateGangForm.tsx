import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '../../lib/toast';
import { Coins, Flag } from 'lucide-react';
import { useCreateGang } from '../../api/generated/gangs/gangs';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { arGangs } from '../../i18n/ar-gangs';
import { formatMoney } from '../../lib/format';
import { GANG_CREATION_COST, GANG_DESCRIPTION_MAX, GANG_NAME_MAX, GANG_NAME_MIN } from './gang-rules';
import { TextArea } from './TextArea';

/** Founding a gang (DESIGN.md section 6): name 3 to 20 characters, description up to 500, 50,000 money. */
export function CreateGangForm() {
  const t = arGangs.gangs;
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateGang();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    void create.mutateAsync({ data: { name: name.trim(), description: description.trim() } }).then(
      (gang) => {
        // The own gang (the drawer, the /gangs card) comes by push (`gang:update`); the page loads it.
        toast.success(t.created);
        void navigate({ to: '/gangs/$id', params: { id: gang.id } });
      },
      (failure) => setError(errorText(failure, { fallback: t.createFailed })),
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      data-testid="create-gang"
      className="flex flex-col gap-3 rounded-3xl border border-night-800 bg-night-900/80 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-extrabold text-white">
          <Flag className="size-5 text-blood-400" aria-hidden />
          {t.createTitle}
        </h2>
        <span
          data-testid="create-gang-cost"
          className="flex items-center gap-1.5 rounded-full bg-gold-400/10 px-3 py-1 text-sm font-bold text-gold-300 ring-1 ring-gold-400/30"
        >
          <Coins className="size-4" aria-hidden />
          {t.createCost(formatMoney(GANG_CREATION_COST))}
        </span>
      </div>
      <TextField
        label={t.nameLabel}
        value={name}
        maxLength={GANG_NAME_MAX}
        hint={t.nameLength(GANG_NAME_MIN, GANG_NAME_MAX)}
        onChange={(event) => setName(event.target.value)}
      />
      <TextArea
        label={t.descriptionLabel}
        value={description}
        maxLength={GANG_DESCRIPTION_MAX}
        rows={3}
        onChange={(event) => setDescription(event.target.value)}
      />
      {error && (
        <p role="alert" className="text-sm text-blood-300">
          {error}
        </p>
      )}
      <Button type="submit" pending={create.isPending} disabled={name.trim().length < GANG_NAME_MIN}>
        {t.create}
      </Button>
    </form>
  );
}
