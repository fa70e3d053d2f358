import { ApiProperty } from '@nestjs/swagger';
import { msg } from '../../common/validation/messages';
import { BooleanField, NestedField, TextField } from '../../common/validation/fields';

/** `GET /api/push/vapid-public-key`: the key browsers subscribe with (`applicationServerKey`). */
export class VapidPublicKeyDto {
  /** base64url of the 65-byte P-256 public key; null when the server has no VAPID keys (push is off). */
  @ApiProperty({ type: 'string', nullable: true })
  publicKey: string | null;
}

/** The keys of a `PushSubscription` (its `toJSON().keys`). */
export class PushSubscriptionKeysDto {
  /** The browser's P-256 public key: 65 bytes, base64url (87 characters). */
  @TextField({ label: 'مفتاح الاشتراك', pattern: /^[A-Za-z0-9_-]{87}$/, messages: { string: msg.invalid } })
  p256dh: string;

  /** The browser's authentication secret: 16 bytes, base64url (22 characters). */
  @TextField({ label: 'سر الاشتراك', pattern: /^[A-Za-z0-9_-]{22}$/, messages: { string: msg.invalid } })
  auth: string;
}

/**
 * Body of `POST /api/push/subscriptions`: the browser's `PushSubscription.toJSON()` (other fields,
 * such as `expirationTime`, are ignored). The endpoint must be https (http to this machine only in
 * development and tests).
 */
export class PushSubscriptionBodyDto {
  @TextField({ label: 'عنوان خدمة الإشعارات', maxLength: 2048, messages: { string: msg.invalid } })
  endpoint: string;

  @NestedField(() => PushSubscriptionKeysDto, { label: 'مفاتيح الاشتراك', object: true })
  keys: PushSubscriptionKeysDto;
}

/**
 * Body of `PUT /api/push/subscriptions`: the service worker's replacement of a subscription the
 * browser rotated or dropped (`pushsubscriptionchange`), without a sign-in. The new subscription as in
 * `POST` (`endpoint`, `keys`), and the proof that the caller held the old one: its endpoint and its
 * auth secret (16 random bytes only the browser and this server know; the push service never sees it).
 */
export class PushSubscriptionRenewalDto extends PushSubscriptionBodyDto {
  /** The endpoint of the subscription being replaced (`event.oldSubscription.endpoint`). */
  @TextField({ label: 'عنوان الاشتراك السابق', maxLength: 2048, messages: { string: msg.invalid } })
  oldEndpoint: string;

  /** The old subscription's auth secret: 16 bytes, base64url (22 characters). */
  @TextField({
    label: 'سر الاشتراك السابق',
    pattern: /^[A-Za-z0-9_-]{22}$/,
    messages: { string: msg.invalid },
  })
  oldAuth: string;
}

/** Body of `DELETE /api/push/subscriptions`: the endpoint of this device's subscription. */
export class PushUnsubscribeDto {
  @TextField({ label: 'عنوان خدمة الإشعارات', maxLength: 2048, messages: { string: msg.invalid } })
  endpoint: string;
}

/** What `POST`/`DELETE /api/push/subscriptions` answer. */
export class PushSubscriptionResultDto {
  success: boolean;
  /** How many devices of the player receive pushes now. */
  @ApiProperty({ type: 'integer' }) devices: number;
}

/**
 * The player's push preferences (issue 26, part 2): the master switch (`enabled`, off until turned
 * on; off sends nothing to any device) and one switch per kind.
 */
export class PushPreferencesDto {
  enabled: boolean;
  /** Release from jail or hospital. */
  release: boolean;
  /** A training finished. */
  training: boolean;
  /** Someone attacked the player. */
  attacked: boolean;
  /** A private message. */
  message: boolean;
  /** A friend request. */
  friendRequest: boolean;
  /** A gang request answered, or a rank change in the gang. */
  gang: boolean;
  /** A blood contract executed on the player. */
  contractExecuted: boolean;
  /** The daily gift is ready (a new game day). */
  dailyGift: boolean;
}

/** Body of `PUT /api/push/preferences`: the switches to change (the others stay). */
export class UpdatePushPreferencesDto {
  @BooleanField({ label: 'تفعيل الإشعارات', optional: true })
  enabled?: boolean;

  @BooleanField({ label: 'إشعار الخروج من السجن أو المستشفى', optional: true })
  release?: boolean;

  @BooleanField({ label: 'إشعار انتهاء التدريب', optional: true })
  training?: boolean;

  @BooleanField({ label: 'إشعار الهجوم', optional: true })
  attacked?: boolean;

  @BooleanField({ label: 'إشعار الرسائل', optional: true })
  message?: boolean;

  @BooleanField({ label: 'إشعار طلبات الصداقة', optional: true })
  friendRequest?: boolean;

  @BooleanField({ label: 'إشعار العصابة', optional: true })
  gang?: boolean;

  @BooleanField({ label: 'إشعار تنفيذ العقد', optional: true })
  contractExecuted?: boolean;

  @BooleanField({ label: 'إشعار الهدية اليومية', optional: true })
  dailyGift?: boolean;
}
