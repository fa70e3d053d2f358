import { useState } from 'react';
import { ArrowRight, Trophy } from 'lucide-react';
import { usePlayMinistryMission } from '../../api/generated/ministry-missions/ministry-missions';
import type { PlayerMissionDto } from '../../api/generated/model/playerMissionDto';
import type { PlayMinistryMissionResultDto } from '../../api/generated/model/playMinistryMissionResultDto';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { arContent } from '../../i18n/ar-content';
import { formatNumber } from '../../lib/format';
import { choose, currentPage, MISSION_PAGES, type MissionChoice } from './mission-steps';
import { MissionRewards } from './MissionRewards';

/**
 * The story player: the intro and three scenes, each its text, image and two choices; after the fourth
 * choice the server scores the path and answers with the ending and the rewards it paid.
 */
export function MissionPlayer({ mission, onExit }: { mission: PlayerMissionDto; onExit: () => void }) {
  const t = arContent.missions;
  const [choices, setChoices] = useState<MissionChoice[]>([]);
  const [result, setResult] = useState<PlayMinistryMissionResultDto | null>(null);
  const play = usePlayMinistryMission();
  const page = currentPage(choices);

  const onChoose = (choice: MissionChoice) => {
    const next = choose(choices, choice);
    setChoices(next);
    if (currentPage(next) !== null) return;
    play.mutate(
      { id: mission.id, data: { choices: next } },
      {
        // The missions list and the HUD follow by push (`ministryMission:update`, `hud:update`).
        onSuccess: (answer) => setResult(answer),
      },
    );
  };

  return (
    <article
      className="flex flex-col gap-4 rounded-3xl border border-night-700 bg-night-900/90 p-4 sm:p-6"
      data-testid="mission-player"
      data-page={page ?? 'result'}
    >
      <header className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-extrabold text-white">{mission.title}</h2>
        {page && (
          <span className="rounded-full bg-night-800 px-3 py-1 text-xs font-bold text-night-200">
            {t.pages[page]} · {t.step(formatNumber(choices.length + 1))}
          </span>
        )}
        <Button variant="ghost" className="ms-auto min-h-9 px-3 py-1.5 text-sm" onClick={onExit}>
          <ArrowRight className="size-4" aria-hidden />
          {result ? t.back : t.quit}
        </Button>
      </header>

      {page && <ScenePage mission={mission} page={page} onChoose={onChoose} />}
      {!page && play.isPending && (
        <p role="status" className="py-10 text-center text-night-300">
          {t.sending}
        </p>
      )}
      {!page && play.isError && (
        <ErrorPanel detail={errorText(play.error, { fallback: t.playFailed })} onRetry={onExit} />
      )}
      {result && (
        <section
          className="flex flex-col gap-4"
          data-testid="mission-result"
          data-points={result.result.points}
        >
          <h3 className="flex items-center gap-2 text-lg font-extrabold text-gold-300">
            <Trophy className="size-5" aria-hidden />
            {t.result}
          </h3>
          <p className="text-sm font-bold text-night-300">{t.points(formatNumber(result.result.points))}</p>
          <p
            className="rounded-2xl bg-night-950/70 p-4 leading-loose text-night-50"
            data-testid="mission-ending"
          >
            {result.result.ending}
          </p>
          <div className="flex flex-col gap-2">
            <p className="text-sm font-bold text-night-200">{t.rewards}</p>
            <MissionRewards reward={result.result.reward} />
          </div>
          {result.levelsGained > 0 && (
            <p className="font-bold text-emerald-300">{t.levelUp(formatNumber(result.levelsGained))}</p>
          )}
        </section>
      )}
    </article>
  );
}

function ScenePage({
  mission,
  page,
  onChoose,
}: {
  mission: PlayerMissionDto;
  page: (typeof MISSION_PAGES)[number];
  onChoose: (choice: MissionChoice) => void;
}) {
  const scene = mission[page];
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_1fr]" data-testid="mission-scene">
      {scene.image ? (
        <img
          src={scene.image}
          alt=""
          className="aspect-square w-full max-w-64 justify-self-center rounded-2xl object-cover"
        />
      ) : (
        <div className="hidden md:block" />
      )}
      <div className="flex flex-col gap-4">
        <p className="leading-loose text-night-50" data-testid="scene-text">
          {scene.text}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {scene.choices.map((choice, index) => (
            <Button
              key={index}
              variant={index === 0 ? 'primary' : 'secondary'}
              className="h-auto min-h-12 whitespace-normal text-start"
              data-testid={`mission-choice-${index}`}
              onClick={() => onChoose(index === 0 ? 0 : 1)}
            >
              {choice.text}
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}
