import { useId, useState, type ReactNode } from 'react';
import { arCharacter } from '../i18n/ar-character';
import { baseStats, damageRange, expForNextLevel, fame } from '../lib/calculator';
import { formatNumber } from '../lib/format';
import { Modal } from './Modal';
import { MODAL_PRIORITY } from './modal-stack';
import { TabPanel, Tabs } from './Tabs';
import { TextField } from './TextField';

const c = arCharacter.calculator;

/** Keeps the digits of what was typed; an empty box reads as the minimum. */
function readInt(text: string, min: number, max: number): number {
  const value = Number.parseInt(text.replace(/\D/g, ''), 10);
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

function digitsOnly(value: string): string {
  return value.replace(/\D/g, '').slice(0, 9);
}

function Row({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-night-800/70 px-4 py-2.5">
      <dt className="text-sm text-night-300">{label}</dt>
      <dd className="font-bold text-white" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Level tab (spec 001 section 2.2): the base stats of a level and the experience for the next. */
function LevelTab() {
  const [text, setText] = useState('1');
  const level = readInt(text, 1, 100_000);
  const stats = baseStats(level);
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={c.level}
        inputMode="numeric"
        value={text}
        onChange={(e) => setText(digitsOnly(e.target.value))}
      />
      <dl className="grid gap-2">
        <Row testId="calc-max-hp" label={c.maxHp} value={formatNumber(stats.maxHp)} />
        <Row testId="calc-strength" label={c.strength} value={formatNumber(stats.strength)} />
        <Row testId="calc-defense" label={c.defense} value={formatNumber(stats.defense)} />
        <Row testId="calc-max-energy" label={c.maxEnergy} value={formatNumber(stats.maxEnergy)} />
        <Row testId="calc-fame" label={c.fame} value={formatNumber(fame({ level, ...stats }))} />
        <Row testId="calc-next-exp" label={c.nextLevelExp} value={formatNumber(expForNextLevel(level))} />
      </dl>
    </div>
  );
}

/** Fame tab (spec 001 section 2.2): level 0..100 and stats >= 0, each contribution, total and damage range. */
function FameTab() {
  const [values, setValues] = useState({ level: '1', maxHp: '1000', strength: '10', defense: '5' });
  const level = readInt(values.level, 0, 100);
  const maxHp = readInt(values.maxHp, 0, Number.MAX_SAFE_INTEGER);
  const strength = readInt(values.strength, 0, Number.MAX_SAFE_INTEGER);
  const defense = readInt(values.defense, 0, Number.MAX_SAFE_INTEGER);
  const total = fame({ level, maxHp, strength, defense });
  const damage = damageRange(total);
  const field = (key: keyof typeof values, label: string) => (
    <TextField
      label={label}
      inputMode="numeric"
      value={values[key]}
      onChange={(e) => setValues({ ...values, [key]: digitsOnly(e.target.value) })}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        {field('level', c.level)}
        {field('maxHp', c.maxHp)}
        {field('strength', c.strength)}
        {field('defense', c.defense)}
      </div>
      <h3 className="text-sm font-bold text-night-200">{c.contributions}</h3>
      <dl className="grid gap-2">
        <Row testId="calc-level-part" label={c.levelPart} value={formatNumber(100 * level)} />
        <Row testId="calc-strength-part" label={c.strengthPart} value={formatNumber(20 * strength)} />
        <Row testId="calc-hp-part" label={c.hpPart} value={formatNumber(8 * maxHp)} />
        <Row testId="calc-defense-part" label={c.defensePart} value={formatNumber(20 * defense)} />
        <Row testId="calc-total-fame" label={c.totalFame} value={formatNumber(total)} />
        <Row
          testId="calc-damage"
          label={c.damage}
          value={c.damageRange(formatNumber(damage.min), formatNumber(damage.max))}
        />
      </dl>
    </div>
  );
}

/** The level and fame calculator dialog with its two tabs (spec 001 section 2.2). */
export function CalculatorModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [tab, setTab] = useState<'level' | 'fame'>('level');
  const tabsId = useId();
  return (
    <Modal open={open} title={c.title} onClose={onClose} priority={MODAL_PRIORITY.calculator}>
      <Tabs
        id={tabsId}
        label={c.title}
        variant="segmented"
        className="mb-4"
        items={[
          { value: 'level', label: c.levelTab },
          { value: 'fame', label: c.fameTab },
        ]}
        value={tab}
        onChange={setTab}
      />
      <TabPanel id={tabsId} value={tab}>
        {tab === 'level' ? <LevelTab /> : <FameTab />}
      </TabPanel>
    </Modal>
  );
}
