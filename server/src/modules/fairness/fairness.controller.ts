import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import {
  AdminFairnessDto,
  FairnessStateDto,
  FairnessUserParamsDto,
  ProofParamsDto,
  RollProofDto,
  RotateResultDto,
  SetClientSeedDto,
} from './fairness.dto';
import { FairnessService } from './fairness.service';

/** The player's provably fair seeds and the proofs of their rolls (issue 29). */
@ApiTags('fairness')
@ApiBearerAuth()
@Controller('fairness')
export class FairnessController {
  constructor(private readonly fairness: FairnessService) {}

  /** The current commitment (SHA-256 of the server seed), client seed and nonce, revealed seeds and recent rolls. */
  @Get()
  getFairnessState(@CurrentUser() user: AuthUser): Promise<FairnessStateDto> {
    return this.fairness.getState(user.id);
  }

  /** Sets the client seed of the next rolls (1 to 64 of A-Z a-z 0-9 - _). */
  @Put('client-seed')
  setClientSeed(@CurrentUser() user: AuthUser, @Body() dto: SetClientSeedDto): Promise<FairnessStateDto> {
    return this.fairness.setClientSeed(user.id, dto.clientSeed);
  }

  /** Reveals the current server seed and commits a new one; the nonce starts again at 0. */
  @Post('rotate')
  @HttpCode(200)
  rotateServerSeed(@CurrentUser() user: AuthUser): Promise<RotateResultDto> {
    return this.fairness.rotate(user.id);
  }

  /** A past roll's inputs and outcome, with its server seed once revealed. */
  @Get('proofs/:proofId')
  getRollProof(@CurrentUser() user: AuthUser, @Param() params: ProofParamsDto): Promise<RollProofDto> {
    return this.fairness.getProof(user.id, params.proofId);
  }
}

/** Admins read a player's commitments and rotations; nothing here changes them. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/users')
export class AdminFairnessController {
  constructor(private readonly fairness: FairnessService) {}

  /** A player's seeds, newest first: the current commitment (seed hidden) and every rotation (seed revealed). */
  @Get(':userId/fairness')
  getPlayerFairness(@Param() params: FairnessUserParamsDto): Promise<AdminFairnessDto> {
    return this.fairness.adminSeeds(params.userId);
  }
}
