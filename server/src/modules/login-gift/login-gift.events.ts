import type { LoginGiftStatusDto } from './login-gift.dto';

export interface LoginGiftServerEvents {
  /** The login-gift calendar, as `GET /api/login-gift`; also pushed after a claim. */
  'loginGift:update': (payload: LoginGiftStatusDto) => void;
}

export interface LoginGiftClientEvents {
  'loginGift:request': () => void;
}
