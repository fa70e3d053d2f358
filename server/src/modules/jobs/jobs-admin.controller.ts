import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/decorators';
import { CreateJobDto, JobDeletedDto, JobDto, UpdateJobDto } from './jobs.dto';
import { JobsService } from './jobs.service';
import { ParseIdPipe } from '../../common/validation/integers';

/** The admin jobs screen (spec 001 sections 2.7 and 7). */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('jobs/admin')
export class JobsAdminController {
  constructor(private readonly jobs: JobsService) {}

  /** Every job, enabled or not. */
  @Get()
  getAdminJobs(): Promise<JobDto[]> {
    return this.jobs.listAllJobs();
  }

  /** Creates a job; omitted fields take the defaults (tier 1, minLevel 1, salary 50, expPerDay 10, enabled). */
  @Post()
  createJob(@Body() dto: CreateJobDto): Promise<JobDto> {
    return this.jobs.createJob(dto);
  }

  /** Changes any subset of a job's fields. */
  @Put(':id')
  updateJob(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateJobDto): Promise<JobDto> {
    return this.jobs.updateJob(id, dto);
  }

  /** Deletes a job; the characters holding it lose it. */
  @Delete(':id')
  deleteJob(@Param('id', ParseIdPipe) id: number): Promise<JobDeletedDto> {
    return this.jobs.deleteJob(id);
  }
}
