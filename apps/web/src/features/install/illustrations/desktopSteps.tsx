import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { AppMark, AppPage, ink, Label, Lines, Mark, Picture, Row, Tap } from './sketch';

const win = { x: 8, y: 10, w: 264, h: 160 };
const address = { x: win.x + 44, y: win.y + 26, w: win.w - 74, h: 16 };
const installIcon = { cx: address.x + address.w - 12, cy: address.y + 8 };
const menuButton = { cx: win.x + win.w - 14, cy: address.y + 8 };

/** A browser window: a tab, the address bar with the install icon at its right end, the ⋮ menu, and the app's page. */
function BrowserWindow({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <Picture wide>
      <rect x={win.x} y={win.y} width={win.w} height={win.h} rx={8} fill={ink.frame} />
      <clipPath id={id}>
        <rect x={win.x + 2} y={win.y + 2} width={win.w - 4} height={win.h - 4} rx={7} />
      </clipPath>
      <g clipPath={`url(#${id})`}>
        <rect x={win.x + 2} y={win.y + 2} width={win.w - 4} height={win.h - 4} fill={ink.chrome} />
        <rect x={win.x + 10} y={win.y + 6} width={70} height={14} rx={4} fill={ink.screen} />
        <AppMark x={win.x + 14} y={win.y + 8} size={10} />
        <Lines x={win.x + 28} y={win.y + 11} widths={[40]} color={ink.muted} />
        <path
          d={`M${win.x + 16} ${address.y + 4}l-4 4l4 4M${win.x + 28} ${address.y + 4}l4 4l-4 4`}
          stroke={ink.muted}
          strokeWidth={1.5}
          fill="none"
        />
        <rect x={address.x} y={address.y} width={address.w} height={address.h} rx={8} fill={ink.screen} />
        <Lines x={address.x + 10} y={address.y + 6} widths={[70]} color={ink.muted} />
        <g fill="none" stroke={ink.frame} strokeWidth={1.3} strokeLinecap="round" strokeLinejoin="round">
          <rect x={installIcon.cx - 6} y={installIcon.cy - 5} width={12} height={9} rx={1.5} />
          <path d={`M${installIcon.cx - 3} ${installIcon.cy + 6.5}h6M${installIcon.cx} ${installIcon.cy - 3}v4m-2 -2l2 2l2 -2`} />
        </g>
        {[-4, 0, 4].map((dy) => (
          <circle key={dy} cx={menuButton.cx} cy={menuButton.cy + dy} r={1.4} fill={ink.frame} />
        ))}
        <AppPage x={win.x + 2} top={address.y + 22} width={win.w - 4} />
      </g>
      {children}
    </Picture>
  );
}

export function DesktopIconStep() {
  return (
    <BrowserWindow id="desktop-icon">
      <Tap x={installIcon.cx} y={installIcon.cy} r={11} />
    </BrowserWindow>
  );
}

export function DesktopMenuStep() {
  const { t } = useTranslation('install');
  const menu = { left: win.x + win.w - 132, top: address.y + 14, width: 124 };
  return (
    <BrowserWindow id="desktop-menu">
      <Tap x={menuButton.cx} y={menuButton.cy} r={8} />
      <rect x={menu.left} y={menu.top} width={menu.width} height={96} rx={6} fill={ink.screen} stroke={ink.line} />
      <Lines x={menu.left + 10} y={menu.top + 12} widths={[60, 74, 52]} gap={16} />
      <Row x={menu.left + 4} y={menu.top + 62} w={menu.width - 8} label={t('guide.labels.installPageAsApp')} />
    </BrowserWindow>
  );
}

export function DesktopConfirmStep() {
  const { t } = useTranslation('install');
  const box = { left: win.x + win.w - 140, top: address.y + 20, width: 130 };
  return (
    <BrowserWindow id="desktop-confirm">
      <rect x={box.left} y={box.top} width={box.width} height={70} rx={8} fill={ink.screen} stroke={ink.line} />
      <AppMark x={box.left + 10} y={box.top + 10} size={22} />
      <Label x={box.left + 38} y={box.top + 25} room={box.width - 46} size={9}>
        {t('guide.labels.appName')}
      </Label>
      <Mark x={box.left + box.width - 56} y={box.top + 44} w={46} h={17} />
      <rect x={box.left + box.width - 56} y={box.top + 44} width={46} height={17} rx={8.5} fill={ink.brand} />
      <Label x={box.left + box.width - 33} y={box.top + 55.5} room={40} size={8.5} fill="#fff" textAnchor="middle">
        {t('guide.labels.install')}
      </Label>
      <Lines x={box.left + 14} y={box.top + 50} widths={[26]} color={ink.muted} />
    </BrowserWindow>
  );
}
