import { useTranslation } from '../../../shared/i18n/useTranslation';
import { AppMark, AppPage, HomeScreen, ink, Label, Lines, Mark, Phone, Row, screenBox, Tap } from './sketch';

const { x, y, w, h } = screenBox;
const bottom = y + h;

/** Safari's Share symbol: a box with an arrow leaving it upwards. */
function ShareSymbol({ cx, cy, color = ink.brand }: { cx: number; cy: number; color?: string }) {
  return (
    <g fill="none" stroke={color} strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round">
      <path d={`M${cx - 4} ${cy - 2}h-2v9h12v-9h-2`} />
      <path d={`M${cx} ${cy + 3}v-11m-3 3l3 -3l3 3`} />
    </g>
  );
}

/** Safari's bar at the bottom: the address, and the buttons under it. */
function SafariBar({ markShare = false }: { markShare?: boolean }) {
  const icons = [x + 14, x + 34, x + 54, x + 74, x + 94];
  return (
    <>
      <rect x={x} y={bottom - 52} width={w} height={52} fill={ink.chrome} />
      <rect x={x + 8} y={bottom - 46} width={w - 16} height={16} rx={8} fill={ink.screen} />
      <Lines x={x + 30} y={bottom - 40} widths={[48]} color={ink.muted} />
      <path d={`M${icons[0]! + 2} ${bottom - 19}l-4 4l4 4`} stroke={ink.brand} strokeWidth={1.6} fill="none" />
      <path d={`M${icons[1]! - 2} ${bottom - 19}l4 4l-4 4`} stroke={ink.muted} strokeWidth={1.6} fill="none" />
      {markShare && <Tap x={icons[2]!} y={bottom - 15} />}
      <ShareSymbol cx={icons[2]!} cy={bottom - 15} />
      <path d={`M${icons[3]! - 5} ${bottom - 20}h10v10h-10z`} stroke={ink.brand} strokeWidth={1.4} fill="none" />
      <rect x={icons[4]! - 5} y={bottom - 20} width={10} height={10} rx={2} stroke={ink.brand} strokeWidth={1.4} fill="none" />
    </>
  );
}

export function IosShareStep() {
  return (
    <Phone id="ios-share">
      <rect x={x} y={y} width={w} height={12} fill={ink.chrome} />
      <AppPage top={y + 12} />
      <SafariBar markShare />
    </Phone>
  );
}

export function IosAddStep() {
  const { t } = useTranslation('install');
  const sheet = y + 96;
  return (
    <Phone id="ios-add">
      <AppPage top={y + 12} />
      <rect x={x} y={y} width={w} height={h} fill={ink.shade} />
      <rect x={x} y={sheet} width={w} height={h} rx={12} fill={ink.chrome} />
      <rect x={x + 44} y={sheet + 5} width={20} height={3} rx={1.5} fill={ink.muted} />
      {[0, 1, 2, 3].map((slot) => (
        <rect key={slot} x={x + 10 + slot * 24} y={sheet + 16} width={18} height={18} rx={5} fill={ink.line} />
      ))}
      <rect x={x + 6} y={sheet + 44} width={w - 12} height={84} rx={8} fill={ink.screen} />
      <Lines x={x + 12} y={sheet + 54} widths={[52, 40]} gap={12} />
      <Row
        x={x + 8}
        y={sheet + 80}
        w={w - 16}
        label={t('guide.labels.addToHomeScreen')}
        icon={
          <g fill="none" stroke={ink.frame} strokeWidth={1.4}>
            <rect x={x + 12} y={sheet + 84} width={12} height={12} rx={3} />
            <path d={`M${x + 18} ${sheet + 87}v6m-3 -3h6`} strokeLinecap="round" />
          </g>
        }
      />
      <Lines x={x + 12} y={sheet + 112} widths={[44]} />
    </Phone>
  );
}

export function IosConfirmStep() {
  const { t } = useTranslation('install');
  const keys = Array.from({ length: 27 }, (_, index) => ({ row: Math.floor(index / 9), column: index % 9 }));
  return (
    <Phone id="ios-confirm">
      <rect x={x} y={y} width={w} height={h} fill={ink.chrome} />
      <rect x={x} y={y + 10} width={w} height={26} fill={ink.screen} />
      <Lines x={x + 8} y={y + 21} widths={[26]} color={ink.muted} />
      <Mark x={x + w - 32} y={y + 15} w={26} h={16} />
      <Label x={x + w - 19} y={y + 27} room={24} size={10} fill={ink.brand} textAnchor="middle">
        {t('guide.labels.add')}
      </Label>
      <rect x={x + 6} y={y + 46} width={w - 12} height={46} rx={8} fill={ink.screen} />
      <AppMark x={x + 12} y={y + 53} size={32} />
      <Label x={x + 50} y={y + 67} room={w - 62} size={9}>
        {t('guide.labels.appName')}
      </Label>
      <Lines x={x + 50} y={y + 76} widths={[40]} color={ink.muted} />
      <rect x={x} y={bottom - 84} width={w} height={84} fill="#d6dde1" />
      {keys.map(({ row, column }) => (
        <rect
          key={`${row}-${column}`}
          x={x + 4 + column * 11.2}
          y={bottom - 78 + row * 20}
          width={9}
          height={15}
          rx={2}
          fill={ink.screen}
        />
      ))}
    </Phone>
  );
}

export function IosOpenStep() {
  const { t } = useTranslation('install');
  return <HomeScreen id="ios-open" name={t('guide.labels.appName')} />;
}
