import { useEffect, useState } from 'react';
import { LOG_REVEAL_MS, SUMMARY_DELAY_MS } from './pvp-rules';

/**
 * Spec 000 section 2 (Fight result): reveals a battle log one line every 400 ms, then shows the
 * summary 400 ms after the last line.
 * @returns how many lines are visible and whether the summary is shown.
 */
export function useLogReveal(lineCount: number): { visible: number; summary: boolean } {
  const [visible, setVisible] = useState(0);
  const [summary, setSummary] = useState(false);
  useEffect(() => {
    setVisible(0);
    setSummary(false);
    let shown = 0;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      if (shown < lineCount) {
        shown += 1;
        setVisible(shown);
        timer = setTimeout(step, shown < lineCount ? LOG_REVEAL_MS : SUMMARY_DELAY_MS);
      } else {
        setSummary(true);
      }
    };
    timer = setTimeout(step, lineCount > 0 ? LOG_REVEAL_MS : SUMMARY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lineCount]);
  return { visible, summary };
}
