import { useTranslation } from '../../../shared/i18n/useTranslation';
import { AppMark, AppPage, HomeScreen, ink, Label, Lines, Mark, Phone, Row, screenBox, Tap } from './sketch';

const { x, y, w, h } = screenBox;

/** Chrome's bar at the top: the address and the ⋮ menu button at its right. */
function ChromeBar({ markMenu = false }: { markMenu?: boolean }) {
  const menu = { cx: x + w - 10, cy: y + 22 };
  return (
    <>
      <rect x={x} y={y} width={w} height={34} fill={ink.chrome} />
      <rect x={x + 6} y={y + 14} width={w - 30} height={16} rx={8} fill={ink.screen} />
      <Lines x={x + 14} y={y + 20} widths={[50]} color={ink.muted} />
      {markMenu && <Tap x={menu.cx} y={menu.cy} r={10} />}
      {[-5, 0, 5].map((dy) => (
        <circle key={dy} cx={menu.cx} cy={menu.cy + dy} r={1.6} fill={ink.frame} />
      ))}
    </>
  );
}

export function AndroidMenuStep() {
  return (
    <Phone id="android-menu">
      <AppPage top={y + 34} />
      <ChromeBar markMenu />
    </Phone>
  );
}

export function AndroidInstallStep() {
  const { t } = useTranslation('install');
  const menu = { left: x + 18, top: y + 16, width: w - 22 };
  return (
    <Phone id="android-install">
      <AppPage top={y + 34} />
      <ChromeBar />
      <rect x={menu.left} y={menu.top} width={menu.width} height={150} rx={6} fill={ink.screen} stroke={ink.line} />
      <Lines x={menu.left + 10} y={menu.top + 12} widths={[46, 56, 40, 50]} gap={18} />
      <Row
        x={menu.left + 4}
        y={menu.top + 86}
        w={menu.width - 8}
        label={t('guide.labels.installApp')}
        icon={
          <g fill="none" stroke={ink.frame} strokeWidth={1.4} strokeLinecap="round">
            <rect x={menu.left + 9} y={menu.top + 88} width={9} height={15} rx={2} />
            <path d={`M${menu.left + 13.5} ${menu.top + 92}v6m-2.5 -2.5l2.5 2.5l2.5 -2.5`} />
          </g>
        }
      />
      <Lines x={menu.left + 10} y={menu.top + 122} widths={[44, 52]} gap={14} />
    </Phone>
  );
}

export function AndroidConfirmStep() {
  const { t } = useTranslation('install');
  const box = { left: x + 8, top: y + 80, width: w - 16 };
  return (
    <Phone id="android-confirm">
      <AppPage top={y + 34} />
      <ChromeBar />
      <rect x={x} y={y} width={w} height={h} fill={ink.shade} />
      <rect x={box.left} y={box.top} width={box.width} height={86} rx={10} fill={ink.screen} />
      <Lines x={box.left + 10} y={box.top + 12} widths={[54]} color={ink.muted} />
      <AppMark x={box.left + 10} y={box.top + 24} size={24} />
      <Label x={box.left + 40} y={box.top + 40} room={box.width - 48} size={9}>
        {t('guide.labels.appName')}
      </Label>
      <Lines x={box.left + 12} y={box.top + 66} widths={[18]} color={ink.muted} />
      <Mark x={box.left + box.width - 54} y={box.top + 58} w={46} h={18} />
      <rect x={box.left + box.width - 54} y={box.top + 58} width={46} height={18} rx={9} fill={ink.brand} />
      <Label x={box.left + box.width - 31} y={box.top + 70} room={40} size={8.5} fill="#fff" textAnchor="middle">
        {t('guide.labels.install')}
      </Label>
    </Phone>
  );
}

export function AndroidOpenStep() {
  const { t } = useTranslation('install');
  return <HomeScreen id="android-open" name={t('guide.labels.appName')} />;
}
