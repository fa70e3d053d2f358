import type { EmblemShape } from '../crimes/emblems';
import type { MissionSceneDto } from './ministry-missions.dto';

/** A page of a default mission with the emblem its image is drawn from. */
interface DefaultPage extends Omit<MissionSceneDto, 'image'> {
  emblem: EmblemShape;
}

/** A default mission: its story and the hue of its images (0..360). */
export interface DefaultMission {
  missionId: string;
  title: string;
  description: string;
  minLevel: number;
  order: number;
  hue: number;
  thumbnail: EmblemShape;
  intro: DefaultPage;
  scene1: DefaultPage;
  scene2: DefaultPage;
  scene3: DefaultPage;
  endings: Record<'0' | '1' | '2' | '3', { text: string }>;
}

const choices = (first: string, second: string) => [{ text: first }, { text: second }];

/**
 * The three seeded Arabic missions (issue 14; DESIGN.md section 6). In every scene the first choice is
 * the careful one that earns the point (spec 002 section 4); the rewards are the default table.
 */
export const DEFAULT_MISSIONS: DefaultMission[] = [
  {
    missionId: 'port-shipment',
    title: 'شحنة الميناء',
    description: 'تطلب منك الوزارة كشف شحنة مهربة تصل إلى الميناء الليلة قبل أن تختفي في المدينة.',
    minLevel: 5,
    order: 1,
    hue: 205,
    thumbnail: 'briefcase',
    intro: {
      emblem: 'briefcase',
      text: 'يستدعيك ضابط الوزارة إلى مكتب معتم ويضع أمامك ملفاً عن شحنة مهربة تصل إلى الميناء عند منتصف الليل. لا أحد يعرف من يقف وراءها.',
      choices: choices('أقبل المهمة فوراً', 'أطلب مزيداً من التفاصيل أولاً'),
    },
    scene1: {
      emblem: 'car',
      text: 'تصل إلى الميناء فتجد حارساً يغلق البوابة الخلفية، وشاحنة سوداء تنتظر بمحرك يعمل.',
      choices: choices('أراقب من بعيد وأدوّن رقم الشاحنة', 'أقتحم البوابة لأرى ما في الداخل'),
    },
    scene2: {
      emblem: 'lock',
      text: 'يخرج رجلان يحملان صندوقاً ثقيلاً، ويسقط من أحدهما هاتف على الأرض دون أن ينتبه.',
      choices: choices('أنتظر رحيلهما ثم آخذ الهاتف بهدوء', 'ألحق بهما وأواجههما'),
    },
    scene3: {
      emblem: 'crosshair',
      text: 'في الهاتف رسالة تحدد موعد التسليم في مستودع قديم، وصاحب الشحنة رجل أعمال معروف.',
      choices: choices('أسلّم الأدلة للوزارة', 'أحاول ابتزاز رجل الأعمال'),
    },
    endings: {
      '0': { text: 'انكشف أمرك قبل أن تجمع أي دليل، واختفت الشحنة في أزقة المدينة. تعلّمت درساً قاسياً.' },
      '1': { text: 'حصلت على خيط صغير، لكن الشحنة أفلتت. الوزارة تقدّر محاولتك.' },
      '2': { text: 'ضُبط جزء من الشحنة بفضل معلوماتك، وفرّ الرأس المدبر. عمل جيد.' },
      '3': { text: 'ضُبطت الشحنة كاملة وسقط رجل الأعمال في قبضة الوزارة. أصبحت اسماً يُحسب له حساب.' },
    },
  },
  {
    missionId: 'casino-informant',
    title: 'مخبر الكازينو',
    description: 'مخبر للوزارة داخل كازينو العصابات انقطع اتصاله، وعليك الوصول إليه قبل أعدائه.',
    minLevel: 5,
    order: 2,
    hue: 45,
    thumbnail: 'coin',
    intro: {
      emblem: 'coin',
      text: 'انقطع الاتصال بمخبر الوزارة داخل أكبر كازينو في المدينة منذ يومين. آخر رسالة منه كانت كلمة واحدة: "الطابق الثالث".',
      choices: choices('أدخل الكازينو متنكراً في زي لاعب', 'أدخل من باب العاملين'),
    },
    scene1: {
      emblem: 'diamond',
      text: 'عند طاولة الروليت يراقبك رجل ضخم بنظرات مريبة، والمصعد إلى الطابق الثالث يحرسه موظف.',
      choices: choices('ألعب جولة لأبدو زبوناً عادياً', 'أتجه مباشرة إلى المصعد'),
    },
    scene2: {
      emblem: 'lock',
      text: 'في الطابق الثالث تجد باباً مقفلاً وتسمع خلفه صوت المخبر يطلب الماء.',
      choices: choices('أبحث عن المفتاح في غرفة الحراس', 'أكسر الباب بالقوة'),
    },
    scene3: {
      emblem: 'car',
      text: 'حررت المخبر، لكن صفارات الإنذار بدأت، ومخرج الطوارئ يؤدي إلى موقف السيارات.',
      choices: choices('أخرج عبر موقف السيارات بهدوء', 'أشق طريقي عبر صالة اللعب'),
    },
    endings: {
      '0': { text: 'أُمسك بك وبالمخبر معاً، ولم تنجُ إلا بأعجوبة. المهمة فشلت.' },
      '1': { text: 'نجا المخبر جريحاً لكن هويتك انكشفت للعصابة. انتبه لظهرك.' },
      '2': { text: 'أخرجت المخبر سالماً مع بعض الفوضى. الوزارة راضية.' },
      '3': { text: 'خرجتما كالأشباح دون أن يلاحظ أحد، والمخبر يحمل أسرار الكازينو كلها. إنجاز باهر.' },
    },
  },
  {
    missionId: 'bank-ledger',
    title: 'دفتر البنك المفقود',
    description: 'دفتر حسابات سري يثبت غسيل الأموال اختفى من خزنة البنك المركزي، والوزارة تريده قبل الفجر.',
    minLevel: 8,
    order: 3,
    hue: 140,
    thumbnail: 'bank',
    intro: {
      emblem: 'bank',
      text: 'دفتر حسابات يكشف شبكة غسيل أموال كاملة سُرق من خزنة البنك. الوزارة تشك في موظف من الداخل.',
      choices: choices('أبدأ بمقابلة مدير البنك', 'أبدأ بمراجعة كاميرات المراقبة'),
    },
    scene1: {
      emblem: 'wallet',
      text: 'يخبرك أمين الخزنة أنه كان مريضاً ليلة السرقة، لكن يديه ترتجفان وهو يتحدث.',
      choices: choices('أتحقق من قصته بهدوء', 'أتهمه مباشرة أمام الجميع'),
    },
    scene2: {
      emblem: 'briefcase',
      text: 'تكتشف أن أمين الخزنة التقى رجلاً غريباً في مقهى قريب وسلّمه حقيبة.',
      choices: choices('أتتبع الرجل الغريب إلى مخبئه', 'أعتقل أمين الخزنة فوراً'),
    },
    scene3: {
      emblem: 'lock',
      text: 'في المخبأ تجد الدفتر في خزنة صغيرة، ومعه رزم من المال لا يعرف أحد بوجودها.',
      choices: choices('أعيد الدفتر والمال إلى الوزارة', 'آخذ المال لنفسي وأسلّم الدفتر'),
    },
    endings: {
      '0': { text: 'ضاع الدفتر وأُغلق التحقيق، والشبكة ما زالت تعمل في الظل.' },
      '1': { text: 'استعدت صفحات قليلة من الدفتر، تكفي لفتح تحقيق جديد لا أكثر.' },
      '2': { text: 'عاد الدفتر إلى الوزارة وسقط بعض أفراد الشبكة. عمل يستحق التقدير.' },
      '3': { text: 'عاد الدفتر كاملاً وسقطت الشبكة بأكملها. الوزارة تفتح لك أبوابها.' },
    },
  },
];
