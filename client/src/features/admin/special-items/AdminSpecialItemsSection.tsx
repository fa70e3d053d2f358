import { useState } from 'react';
import { CircleCheck, Gem, Pencil, Plus } from 'lucide-react';
import type { SpecialItemDto } from '../../../api/generated/model/specialItemDto';
import {
  getListSpecialItemsForAdminQueryKey,
  useCreateSpecialItem,
  useDeleteSpecialItem,
  useListSpecialItemsForAdmin,
  useUpdateSpecialItem,
} from '../../../api/generated/special-items/special-items';
import { getGetSpecialShopQueryKey } from '../../../api/generated/special-shop/special-shop';
import { errorText } from '../../../api/error-text';
import { Button } from '../../../components/Button';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { EmptyState } from '../../../components/SectionPage';
import { SelectField } from '../../../components/SelectField';
import { ar } from '../../../i18n/ar-admin';
import { formatNumber, formatPrice } from '../../../lib/format';
import { StatCard } from '../AdminListControls';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Switch } from '../../../components/Switch';
import { DeleteButton } from '../CatalogueItemControls';
import { DELETE_CONFIRMATION, useAdminEditor } from '../use-admin-editor';
import {
  AVAILABILITY_FILTERS,
  blankSpecialItemForm,
  SPECIAL_SORTS,
  sortAndFilter,
  specialItemBody,
  specialItemFormFrom,
  type AvailabilityFilter,
  type SpecialItemFormValues,
  type SpecialSort,
} from './special-item-form';
import { SpecialItemForm } from './SpecialItemForm';

/**
 * The special items tab (spec 002 section 2.8): list, create and edit views (the form replaces the
 * list; cancel returns to it), sort by type, name, price (descending) or level, filter all / available
 * / unavailable, availability and active toggles, delete after a confirmation (refused with the
 * server's message while players hold the item).
 */
export function AdminSpecialItemsSection() {
  const t = ar.adminSpecialItems;
  const list = useListSpecialItemsForAdmin({ query: { staleTime: 30_000 } });
  const create = useCreateSpecialItem();
  const update = useUpdateSpecialItem();
  const editor = useAdminEditor({
    items: list.data,
    invalidates: [getListSpecialItemsForAdminQueryKey(), getGetSpecialShopQueryKey()],
    messages: t,
    create,
    update,
    remove: useDeleteSpecialItem(),
  });
  const [sort, setSort] = useState<SpecialSort>('type');
  const [filter, setFilter] = useState<AvailabilityFilter>('all');

  if (editor.mode.kind !== 'list')
    return (
      <SpecialItemForm
        key={editor.formKey}
        mode={editor.mode.kind}
        initial={editor.editing ? specialItemFormFrom(editor.editing) : blankSpecialItemForm()}
        pending={editor.saving}
        onSubmit={(values: SpecialItemFormValues) => editor.save(specialItemBody(values))}
        onCancel={editor.showList}
      />
    );

  const items = list.data ?? [];
  const shown = sortAndFilter(items, sort, filter);
  const flip = (item: SpecialItemDto, data: { isAvailable: boolean } | { isActive: boolean }) =>
    update.mutate({ id: item.id, data }, editor.outcome(t.updated, t.updateFailed));
  const toggling = (item: SpecialItemDto) => update.isPending && update.variables?.id === item.id;

  return (
    <div className="flex flex-col gap-4" data-testid="admin-special-items">
      <div className="grid grid-cols-2 gap-3">
        <StatCard
          label={t.title}
          value={items.length}
          testId="special-items-total"
          icon={<Gem className="size-5 text-gold-300" aria-hidden />}
        />
        <StatCard
          label={t.available}
          value={items.filter((item) => item.isAvailable).length}
          testId="special-items-available"
          icon={<CircleCheck className="size-5 text-emerald-400" aria-hidden />}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SelectField
          label={t.sortLabel}
          hideLabel
          className="w-44 shrink-0"
          value={sort}
          onChange={(e) => setSort(e.target.value as SpecialSort)}
        >
          {SPECIAL_SORTS.map((s) => (
            <option key={s} value={s}>
              {t.sorts[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.filterLabel}
          hideLabel
          className="w-44 shrink-0"
          value={filter}
          onChange={(e) => setFilter(e.target.value as AvailabilityFilter)}
        >
          {AVAILABILITY_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t.filters[f]}
            </option>
          ))}
        </SelectField>
        <Button className="ms-auto" onClick={editor.startCreate} data-testid="special-item-add">
          <Plus className="size-5" aria-hidden />
          {t.add}
        </Button>
      </div>
      {list.isPending && <div className="h-40 animate-pulse rounded-2xl bg-night-900/80" />}
      {list.isError && <ErrorPanel detail={errorText(list.error)} onRetry={() => list.refetch()} />}
      {list.data && shown.length === 0 && <EmptyState title={t.empty} />}
      <ul className="grid gap-3 md:grid-cols-2">
        {shown.map((item) => (
          <li
            key={item.id}
            data-testid="admin-special-item"
            className="flex flex-col gap-3 rounded-2xl border border-night-800 bg-night-900/80 p-4"
          >
            <div className="flex items-center gap-3">
              {item.imageUrl && (
                <img src={item.imageUrl} alt="" className="size-12 shrink-0 rounded-xl bg-night-800" />
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate font-bold text-white">{item.name}</p>
                <p className="text-xs text-night-400">
                  {t.types[item.type]} · {formatPrice(item.price, item.currency)} · {t.fields.levelRequired}{' '}
                  {formatNumber(item.levelRequired)}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Switch
                checked={item.isAvailable}
                label={t.available}
                testId="special-item-available"
                pending={toggling(item)}
                onChange={(isAvailable) => flip(item, { isAvailable })}
              />
              <Switch
                checked={item.isActive}
                label={t.active}
                testId="special-item-active"
                pending={toggling(item)}
                onChange={(isActive) => flip(item, { isActive })}
              />
              <span className="ms-auto flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => editor.startEdit(item.id)}>
                  <Pencil className="size-4" aria-hidden />
                  {t.edit}
                </Button>
                <DeleteButton onClick={() => editor.askDelete(item)} />
              </span>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog {...DELETE_CONFIRMATION} {...editor.deleteDialog} question={t.confirmDelete} />
    </div>
  );
}
