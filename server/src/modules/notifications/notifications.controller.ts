import { Controller, Delete, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import {
  NotificationIdParamsDto,
  NotificationsCountDto,
  NotificationsPageDto,
  NotificationSuccessDto,
  NotificationsQueryDto,
} from './notifications.dto';
import { NotificationsService } from './notifications.service';

/** Spec 000 section 7, settings and notifications. */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  /** The player's notifications, newest first, `limit` per page (default 30), with `hasMore`. */
  @Get()
  getNotifications(
    @CurrentUser() user: AuthUser,
    @Query() query: NotificationsQueryDto,
  ): Promise<NotificationsPageDto> {
    return this.notifications.getNotifications(user.id, query);
  }

  @Get('unread-count')
  getUnreadNotificationsCount(@CurrentUser() user: AuthUser): Promise<NotificationsCountDto> {
    return this.notifications.getUnreadNotificationsCount(user.id);
  }

  @Patch('mark-all-read')
  markAllNotificationsRead(@CurrentUser() user: AuthUser): Promise<NotificationSuccessDto> {
    return this.notifications.markAllNotificationsRead(user.id);
  }

  /** 404 unless the notification is the caller's. */
  @Patch(':id/read')
  markNotificationRead(
    @CurrentUser() user: AuthUser,
    @Param() params: NotificationIdParamsDto,
  ): Promise<NotificationSuccessDto> {
    return this.notifications.markNotificationRead(user.id, params.id);
  }

  /** 404 unless the notification is the caller's. */
  @Delete(':id')
  deleteNotification(
    @CurrentUser() user: AuthUser,
    @Param() params: NotificationIdParamsDto,
  ): Promise<NotificationSuccessDto> {
    return this.notifications.deleteNotification(user.id, params.id);
  }
}
