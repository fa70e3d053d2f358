import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/decorators';
import { ParseIdPipe } from '../../common/validation/integers';
import { CreateTaskDto, DeletedDto, TaskDto, UpdateTaskDto } from './tasks.dto';
import { TasksService } from './tasks.service';

/** The admin tasks tab (spec 002 sections 2.5 and 7). */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('tasks')
export class TasksAdminController {
  constructor(private readonly tasks: TasksService) {}

  /** Every task, active or not, newest first. */
  @Get('all')
  getAllTasks(): Promise<TaskDto[]> {
    return this.tasks.listAllTasks();
  }

  @Post()
  createTask(@Body() dto: CreateTaskDto): Promise<TaskDto> {
    return this.tasks.createTask(dto);
  }

  @Put(':id')
  updateTask(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateTaskDto): Promise<TaskDto> {
    return this.tasks.updateTask(id, dto);
  }

  /** Deletes a task; points players earned from it stay. */
  @Delete(':id')
  deleteTask(@Param('id', ParseIdPipe) id: number): Promise<DeletedDto> {
    return this.tasks.deleteTask(id);
  }
}
