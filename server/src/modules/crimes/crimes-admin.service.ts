import { Injectable } from '@nestjs/common';
import { MediaService } from '../media/media.service';
import { CrimeEntity } from './crime.entity';
import { CreateCrimeDto, CrimeAdminDto, toCrimeAdminDto, UpdateCrimeDto } from './crimes.dto';
import { CrimeErrorCode, crimeError } from './crimes.errors';
import { CrimesRepository } from './crimes.repository';

/** Spec 001 section 9: a new crime's defaults. */
const CRIME_DEFAULTS = {
  reqLevel: 1,
  energyCost: 5,
  successRate: 0.5,
  reward: 100,
  cooldownSeconds: 60,
  expReward: 50,
  failOutcome: 'jail',
  jailMinutes: 3,
  hospitalMinutes: 2,
  isEnabled: true,
} as const;

function toEntityValues(dto: UpdateCrimeDto): Partial<CrimeEntity> {
  const values: Partial<CrimeEntity> = {
    name: dto.name?.trim(),
    description: dto.description?.trim(),
    reqLevel: dto.req_level,
    energyCost: dto.energyCost,
    successRate: dto.successRate === undefined ? undefined : Math.round(dto.successRate * 1000) / 1000,
    reward: dto.reward,
    expReward: dto.expReward,
    cooldownSeconds: dto.cooldown,
    imageUrl: dto.imageUrl,
    failOutcome: dto.failOutcome,
    jailMinutes: dto.jailMinutes,
    hospitalMinutes: dto.hospitalMinutes,
    isEnabled: dto.isEnabled,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** The crime catalogue for admins (spec 001 sections 2.4 and 7). */
@Injectable()
export class CrimesAdminService {
  constructor(
    private readonly crimes: CrimesRepository,
    private readonly media: MediaService,
  ) {}

  async listCrimesForAdmin(): Promise<CrimeAdminDto[]> {
    return (await this.crimes.findAll()).map(toCrimeAdminDto);
  }

  async createCrime(dto: CreateCrimeDto): Promise<CrimeAdminDto> {
    const crime = await this.crimes.create({ description: '', ...CRIME_DEFAULTS, ...toEntityValues(dto) });
    return toCrimeAdminDto(crime);
  }

  /** Partial update, including the enable toggle. @throws CRIME_NOT_FOUND */
  async updateCrime(id: number, dto: UpdateCrimeDto): Promise<CrimeAdminDto> {
    if (!(await this.crimes.findById(id))) throw crimeError(CrimeErrorCode.CRIME_NOT_FOUND);
    const values = toEntityValues(dto);
    if (Object.keys(values).length) await this.crimes.update(id, values);
    return toCrimeAdminDto((await this.crimes.findById(id))!);
  }

  /** @throws CRIME_NOT_FOUND */
  async deleteCrime(id: number): Promise<{ success: boolean }> {
    if (!(await this.crimes.delete(id))) throw crimeError(CrimeErrorCode.CRIME_NOT_FOUND);
    return { success: true };
  }

  /** Stores an uploaded crime image (DESIGN.md section 4 rules). @throws IMAGE_TOO_LARGE, IMAGE_TYPE_NOT_ALLOWED */
  async uploadCrimeImage(image: Buffer): Promise<{ imageUrl: string }> {
    return { imageUrl: (await this.media.storeImage(image)).url };
  }
}
