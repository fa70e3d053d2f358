import { IsBoolean } from 'class-validator';
import { msg } from '../../common/validation/messages';

/** Whether a guide box was finished or minimised (spec 000 section 3). */
export class InfoboxStatusDto {
  hasSeenComplete: boolean;
  isMinimized: boolean;
}

export class SetInfoboxMinimizedDto {
  @IsBoolean({ message: msg.invalid('حالة التصغير') })
  isMinimized: boolean;
}

export class InfoboxSuccessDto {
  success: boolean;
}
