import type { PushKind } from '../lib/push-rules';

/** The settings' device notifications (issue 26, part 2): web push preferences and this device's state. */
export const arPush = {
  title: 'إشعارات الجهاز',
  intro: 'تصلك حين لا تكون اللعبة مفتوحة: عند خروجك من السجن، أو انتهاء تدريبك، أو مهاجمتك، وغيرها.',
  master: 'إشعارات الجهاز عند غيابي عن اللعبة',
  kindsTitle: 'أرسل لي إشعاراً عند:',
  kinds: {
    release: 'الخروج من السجن أو المستشفى',
    training: 'انتهاء التدريب',
    attacked: 'مهاجمتي',
    message: 'وصول رسالة خاصة',
    friendRequest: 'طلب صداقة جديد',
    gang: 'الرد على طلب العصابة أو تغيّر رتبتي',
    contractExecuted: 'تنفيذ عقد عليّ',
    dailyGift: 'جاهزية الهدية اليومية',
  } satisfies Record<PushKind, string>,
  deviceOn: 'هذا الجهاز يستقبل الإشعارات.',
  deviceOff: 'هذا الجهاز لا يستقبل الإشعارات بعد.',
  enableHere: 'استقبالها على هذا الجهاز',
  unsupported:
    'متصفحك لا يدعم إشعارات الجهاز. جرّب متصفحاً حديثاً، أو أضف اللعبة إلى الشاشة الرئيسية على الآيفون ثم افتحها من هناك.',
  denied: 'رفض المتصفح إذن الإشعارات. اسمح بالإشعارات لهذا الموقع من إعدادات المتصفح، ثم أعد المحاولة.',
  failed: 'تعذّر تفعيل الإشعارات على هذا الجهاز، حاول مرة أخرى.',
  notConfigured: 'إشعارات الجهاز غير متاحة على هذا الخادم حالياً.',
  saved: 'تم حفظ إعدادات الإشعارات',
} as const;
