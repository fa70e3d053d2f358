import type { RankingValues, TaskValues } from './tasks.repository';

const task = (
  title: string,
  description: string,
  metric: TaskValues['metric'],
  goal: number,
  rewardMoney: number,
  rewardExp: number,
  rewardBlackcoins: number,
  progressPoints: number,
): TaskValues => ({
  title,
  description,
  metric,
  goal,
  rewardMoney,
  rewardExp,
  rewardBlackcoins,
  progressPoints,
  isActive: true,
});

/** The default tasks (DESIGN.md section 6): at least one per metric, easy ones first. */
export const DEFAULT_TASKS: TaskValues[] = [
  task('أول جريمة', 'نفّذ جريمتك الأولى بنجاح', 'crimes_committed', 1, 500, 50, 0, 5),
  task('مجرم محترف', 'نفّذ ٥٠ جريمة ناجحة', 'crimes_committed', 50, 10_000, 500, 2, 20),
  task('الصعود', 'اصل إلى المستوى ٥', 'level', 5, 2_000, 100, 0, 10),
  task('اسم يُهاب', 'اصل إلى المستوى ١٥', 'level', 15, 20_000, 1_000, 5, 30),
  task('أسبوع في المدينة', 'العب لمدة ٧ أيام', 'days_in_game', 7, 5_000, 300, 2, 15),
  task('الشهرة', 'اجمع ١٥٬٠٠٠ من الشهرة', 'fame', 15_000, 5_000, 300, 0, 15),
  task('أول انتصار', 'اربح معركتك الأولى', 'fights_won', 1, 1_000, 100, 0, 10),
  task('مقاتل الشوارع', 'خض ٢٠ معركة', 'total_fights', 20, 8_000, 400, 2, 20),
  task('مدخرات', 'ادخر ١٠٠٬٠٠٠ في البنك', 'bank_balance', 100_000, 10_000, 500, 3, 25),
  task('صاحب عقار', 'امتلك منزلاً', 'houses_owned', 1, 10_000, 500, 0, 20),
  task('رفيق وفي', 'امتلك حيواناً أليفاً', 'pets_owned', 1, 10_000, 500, 0, 20),
  task('على الطريق', 'امتلك مركبة', 'rides_owned', 1, 10_000, 500, 0, 20),
];

const rank = (
  rankNumber: number,
  title: string,
  requiredPoints: number,
  powerBonus: number,
  defenseBonus: number,
): RankingValues => ({ rank: rankNumber, title, requiredPoints, powerBonus, defenseBonus, isActive: true });

/** The default rank ladder: rank 1 from 0 points, each rung adds strength and defense. */
export const DEFAULT_RANKINGS: RankingValues[] = [
  rank(1, 'مبتدئ', 0, 0, 0),
  rank(2, 'لص صغير', 20, 5, 5),
  rank(3, 'بلطجي', 50, 10, 10),
  rank(4, 'رجل عصابة', 100, 20, 20),
  rank(5, 'زعيم حي', 160, 35, 35),
  rank(6, 'عرّاب', 230, 50, 50),
];
