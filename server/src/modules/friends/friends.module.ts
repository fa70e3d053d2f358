import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FriendshipEntity } from './friendship.entity';
import { NotificationsModule } from '../notifications/notifications.module';
import { FriendsController } from './friends.controller';
import { FriendsRepository } from './friends.repository';
import { FriendsService } from './friends.service';

/** Friend requests and friendships; the other player is told through notifications. */
@Module({
  imports: [TypeOrmModule.forFeature([FriendshipEntity]), NotificationsModule],
  controllers: [FriendsController],
  providers: [FriendsRepository, FriendsService],
  exports: [FriendsService],
})
export class FriendsModule {}
