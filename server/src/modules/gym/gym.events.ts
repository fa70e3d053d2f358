import type { TrainingCompleteDto, TrainingDto } from './gym.dto';

export interface GymServerEvents {
  'training:start': (training: TrainingDto) => void;
  /** The player search refreshes on it (spec 000 section 7). */
  'training:complete': (payload: TrainingCompleteDto) => void;
}
