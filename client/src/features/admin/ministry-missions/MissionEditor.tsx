import { useId, useState, type FormEvent } from 'react';
import { TabPanel, Tabs } from '../../../components/Tabs';
import { FieldFrame, TextAreaField, TextField } from '../../../components/TextField';
import { ar } from '../../../i18n/ar-admin';
import { formatNumber } from '../../../lib/format';
import { MissionImageField } from './MissionImageField';
import {
  EDITOR_PAGES,
  missionFormComplete,
  POINT_KEYS,
  type EditorPage,
  type MissionForm,
  type RewardForm,
} from './mission-form';
import { EnabledCheckbox, FormButtons } from '../CatalogueFormFields';

/**
 * Spec 002 sections 2.9 and 5: the create/edit view of a mission. The admin picks one page among
 * intro, scene1, scene2, scene3 and edits its text, image and two choices; below, the endings and
 * rewards for 0 to 3 points. The first choice of a scene gives the point (spec 002 section 4).
 */
export function MissionEditor({
  initial,
  editing,
  pending,
  onSave,
  onCancel,
}: {
  initial: MissionForm;
  editing: boolean;
  pending: boolean;
  onSave: (form: MissionForm) => void;
  onCancel: () => void;
}) {
  const t = ar.adminMissions;
  const [form, setForm] = useState(initial);
  const [page, setPage] = useState<EditorPage>('intro');
  const tabsId = useId();
  const [missing, setMissing] = useState(false);
  const scene = form.pages[page];
  const setScene = (next: Partial<MissionForm['pages'][EditorPage]>) =>
    setForm({ ...form, pages: { ...form.pages, [page]: { ...scene, ...next } } });
  const setReward = (key: (typeof POINT_KEYS)[number], field: keyof RewardForm, value: number) =>
    setForm({ ...form, rewards: { ...form.rewards, [key]: { ...form.rewards[key], [field]: value } } });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!missionFormComplete(form)) {
      setMissing(true);
      return;
    }
    onSave(form);
  };

  const number = (label: string, value: number, min: number, onChange: (n: number) => void) => (
    <TextField
      label={label}
      type="number"
      min={min}
      value={value}
      onChange={(e) => onChange(e.target.valueAsNumber)}
    />
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5 rounded-3xl border border-night-700 bg-night-900/80 p-4 sm:p-6"
      data-testid="mission-editor"
    >
      <h3 className="text-xl font-extrabold text-white">{editing ? t.editTitle : t.createTitle}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t.missionId}
          value={form.missionId}
          onChange={(e) => setForm({ ...form, missionId: e.target.value })}
        />
        <TextField
          label={t.title}
          value={form.title}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
        <TextAreaField
          label={t.description}
          className="sm:col-span-2"
          rows={2}
          value={form.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
        />
        {number(t.minLevel, form.minLevel, 1, (minLevel) => setForm({ ...form, minLevel }))}
        {number(t.order, form.order, 0, (order) => setForm({ ...form, order }))}
        <MissionImageField
          label={t.thumbnail}
          value={form.thumbnail}
          onChange={(thumbnail) => setForm({ ...form, thumbnail })}
          testId="mission-thumbnail-input"
        />
        <EnabledCheckbox
          className="self-end"
          label={t.isActive}
          checked={form.isActive}
          onChange={(isActive) => setForm({ ...form, isActive })}
        />
      </div>

      <Tabs
        id={tabsId}
        label={t.pagesLabel}
        variant="tinted"
        size="sm"
        layout="wrap"
        items={EDITOR_PAGES.map((key) => ({ value: key, label: ar.missions.pages[key] }))}
        value={page}
        onChange={setPage}
      />
      <TabPanel
        id={tabsId}
        value={page}
        className="flex flex-col gap-3 rounded-2xl border border-night-800 p-3 sm:p-4"
        testId="scene-editor"
        data-page={page}
      >
        <TextAreaField
          label={t.sceneText}
          rows={4}
          value={scene.text}
          onChange={(e) => setScene({ text: e.target.value })}
        />
        <MissionImageField
          key={page}
          label={t.sceneImage}
          value={scene.image}
          onChange={(image) => setScene({ image })}
          testId="mission-scene-image-input"
        />
        {scene.choices.map((choice, index) => (
          <FieldFrame
            key={index}
            label={t.choice(formatNumber(index + 1))}
            hint={page !== 'intro' && index === 0 ? t.givesPoint : t.noPoint}
          >
            {(control) => (
              <input
                {...control}
                value={choice}
                onChange={(e) => {
                  const choices: [string, string] = [...scene.choices];
                  choices[index] = e.target.value;
                  setScene({ choices });
                }}
              />
            )}
          </FieldFrame>
        ))}
      </TabPanel>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-extrabold text-white">{t.endings}</legend>
        {POINT_KEYS.map((key) => (
          <div key={key} className="grid gap-2 rounded-2xl border border-night-800 p-3 sm:grid-cols-3">
            <TextAreaField
              label={t.endingFor(formatNumber(Number(key)))}
              className="sm:col-span-3"
              rows={2}
              value={form.endings[key]}
              onChange={(e) => setForm({ ...form, endings: { ...form.endings, [key]: e.target.value } })}
            />
            {number(t.rewardExp, form.rewards[key].exp, 0, (n) => setReward(key, 'exp', n))}
            {number(t.rewardMoney, form.rewards[key].money, 0, (n) => setReward(key, 'money', n))}
            {number(t.rewardBlackcoins, form.rewards[key].blackcoins, 0, (n) =>
              setReward(key, 'blackcoins', n),
            )}
          </div>
        ))}
      </fieldset>
      {missing && (
        <p role="alert" className="font-bold text-blood-400">
          {t.requiredFields}
        </p>
      )}
      <FormButtons pending={pending} submitTestId="mission-save" onCancel={onCancel} />
    </form>
  );
}
