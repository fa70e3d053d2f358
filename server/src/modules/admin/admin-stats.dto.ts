import { ApiProperty } from '@nestjs/swagger';

/** `GET /api/admin/stats` (spec 001 sections 2.8 and 3, "System stats response"). */
export class SystemStatsDto {
  @ApiProperty({ type: 'integer' }) totalUsers: number;
  /** Accounts that signed in or refreshed a session in the last 24 hours. */
  @ApiProperty({ type: 'integer' }) activeUsers: number;
  @ApiProperty({ type: 'integer' }) bannedUsers: number;
  @ApiProperty({ type: 'integer' }) totalCharacters: number;
  /** Money held by characters: cash and bank. */
  @ApiProperty({ type: 'integer' }) totalMoney: number;
  /** Blackcoins held by characters. */
  @ApiProperty({ type: 'integer' }) totalBlackcoins: number;
  @ApiProperty({ type: 'integer' }) totalExperience: number;
  /** Two decimals. */
  averageLevel: number;
  @ApiProperty({ type: 'integer' }) maxLevel: number;
  @ApiProperty({ type: 'integer' }) totalCrimes: number;
  @ApiProperty({ type: 'integer' }) totalMinistryMissions: number;
  @ApiProperty({ type: 'integer' }) totalJobs: number;
  @ApiProperty({ type: 'integer' }) totalRides: number;
  @ApiProperty({ type: 'integer' }) totalPets: number;
  @ApiProperty({ type: 'integer' }) totalWeapons: number;
  @ApiProperty({ type: 'integer' }) totalBodyArmors: number;
  @ApiProperty({ type: 'integer' }) totalHeadArmors: number;
  @ApiProperty({ type: 'integer' }) totalSpecialItems: number;
  @ApiProperty({ type: 'integer' }) totalVipPackages: number;
  @ApiProperty({ type: 'integer' }) totalMoneyPackages: number;
  @ApiProperty({ type: 'integer' }) totalBlackcoinPackages: number;
  @ApiProperty({ type: 'integer' }) totalHouses: number;
  @ApiProperty({ type: 'integer' }) totalTasks: number;
  @ApiProperty({ type: 'integer' }) totalRanks: number;
  @ApiProperty({ type: 'integer' }) totalGangs: number;
  /** ISO time the figures were read (the dashboard's last-updated time). */
  generatedAt: string;
}

/** One game day of the overview chart. */
export class DailyActivityDto {
  /** `YYYY-MM-DD`, in the game's time zone. */
  day: string;
  @ApiProperty({ type: 'integer' }) newAccounts: number;
  /** Accounts that signed in or refreshed a session that day. */
  @ApiProperty({ type: 'integer' }) activePlayers: number;
}

/** How many characters are at one level. */
export class LevelCountDto {
  @ApiProperty({ type: 'integer' }) level: number;
  @ApiProperty({ type: 'integer' }) count: number;
}

/** `GET /api/admin/stats/charts`: the overview's charts (issue 15), 30 days ending today. */
export class AdminChartsDto {
  days: DailyActivityDto[];
  levels: LevelCountDto[];
}
