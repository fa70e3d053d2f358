import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { msg } from '../../common/validation/messages';
import { lowerCase } from '../../common/validation/transforms';

/** A friend in the player's list. */
export class FriendDto {
  userId: string;
  username: string;
  @ApiProperty({ type: 'integer' }) level: number;
  /** Online on any node now (shared presence). */
  isOnline: boolean;
  /** ISO time the friendship was accepted. */
  since: string;
}

export class FriendListDto {
  friends: FriendDto[];
}

/** A pending friend request, seen from either side. */
export class FriendRequestDto {
  /** The other player: the requester for incoming, the addressee for outgoing. */
  userId: string;
  username: string;
  @ApiProperty({ type: 'integer' }) level: number;
  isOnline: boolean;
  /** ISO time the request was sent. */
  requestedAt: string;
}

export class PendingFriendRequestsDto {
  /** Requests other players sent to the caller, newest first. */
  incoming: FriendRequestDto[];
  /** Requests the caller sent and that are still unanswered, newest first. */
  outgoing: FriendRequestDto[];
}

/** Path of the routes that name the other player. */
export class FriendUserParamsDto {
  /** User id (UUID) of the other player. */
  @IsUUID('all', { message: msg.invalid('معرف اللاعب') })
  userId: string;
}

/** `POST /api/friends/requests`. */
export class SendFriendRequestDto {
  @lowerCase()
  @IsUUID('all', { message: msg.invalid('معرف اللاعب') })
  userId: string;
}

/** `pending` when the request was sent; `accepted` when the other player had already asked. */
export class FriendRequestResultDto {
  success: boolean;
  @ApiProperty({ enum: ['pending', 'accepted'], enumName: 'FriendshipStatus' }) status:
    'pending' | 'accepted';
}

export class FriendSuccessDto {
  success: boolean;
}
