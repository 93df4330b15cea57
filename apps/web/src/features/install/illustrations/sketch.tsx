import type { ReactNode, SVGProps } from 'react';

/**
 * The pieces the guide's step pictures are drawn with: a phone, a page of the app, the app's icon and
 * the ring that marks what to tap. The pictures are decorative (each step says it in words), so every
 * one is aria-hidden; the words drawn inside them come from the install texts, in the reader's language.
 */
export const ink = {
  frame: '#22343c',
  screen: '#ffffff',
  chrome: '#eef3f6',
  line: '#d5e2e9',
  muted: '#9fb3bd',
  brand: '#1a6f8f',
  warm: '#f0a126',
  warmSoft: 'rgba(240, 161, 38, 0.22)',
  shade: 'rgba(34, 52, 60, 0.35)',
};

/** The screen of a phone: 108 × 232, drawn from (26, 14) in a 160 × 260 picture. */
export const screenBox = { x: 26, y: 14, w: 108, h: 232 };

export function Picture({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  const [w, h] = wide ? [280, 180] : [160, 260];
  return (
    <svg
      viewBox={`0 0 ${w} ${h}`}
      width="100%"
      style={{ display: 'block', maxWidth: wide ? 280 : 140, height: 'auto' }}
      aria-hidden="true"
      focusable="false"
      fontFamily="inherit"
    >
      {children}
    </svg>
  );
}

/** A phone with the given screen content, clipped to the screen's rounded corners. */
export function Phone({ id, children }: { id: string; children: ReactNode }) {
  const { x, y, w, h } = screenBox;
  return (
    <Picture>
      <rect x={20} y={6} width={120} height={248} rx={20} fill={ink.frame} />
      <clipPath id={id}>
        <rect x={x} y={y} width={w} height={h} rx={13} />
      </clipPath>
      <g clipPath={`url(#${id})`}>
        <rect x={x} y={y} width={w} height={h} fill={ink.screen} />
        {children}
      </g>
    </Picture>
  );
}

/** Grey lines standing for text. */
export function Lines({
  x,
  y,
  widths,
  gap = 9,
  color = ink.line,
}: {
  x: number;
  y: number;
  widths: number[];
  gap?: number;
  color?: string;
}) {
  return (
    <>
      {widths.map((width, index) => (
        <rect key={index} x={x} y={y + index * gap} width={width} height={4} rx={2} fill={color} />
      ))}
    </>
  );
}

/** The app's own page: its header in the brand colour and a few cards, between `top` and `bottom`. */
export function AppPage({ x = screenBox.x, top, width = screenBox.w }: { x?: number; top: number; width?: number }) {
  return (
    <>
      <rect x={x} y={top} width={width} height={22} fill={ink.brand} />
      <AppMark x={x + 6} y={top + 4} size={14} plain />
      <Lines x={x + 26} y={top + 9} widths={[36]} color="rgba(255,255,255,0.8)" />
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <rect x={x + 6} y={top + 30 + row * 40} width={width - 12} height={32} rx={6} fill={ink.chrome} />
          <Lines x={x + 12} y={top + 38 + row * 40} widths={[width * 0.45, width * 0.6]} />
        </g>
      ))}
    </>
  );
}

/** The app's icon: the heart with the drop on the brand colour (public/icons, drawn by scripts/drawIcons.mjs). */
export function AppMark({ x, y, size, plain = false }: { x: number; y: number; size: number; plain?: boolean }) {
  const s = size / 24;
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      {!plain && <rect width={24} height={24} rx={5.5} fill={ink.brand} />}
      <path d="M12 20.2s-7.4-4.4-7.4-9.6A3.9 3.9 0 0 1 12 8.6a3.9 3.9 0 0 1 7.4 2c0 5.2-7.4 9.6-7.4 9.6z" fill="#fff" />
      <path d="M12 10.6s-2.3 2.8-2.3 4.3a2.3 2.3 0 0 0 4.6 0c0-1.5-2.3-4.3-2.3-4.3z" fill={ink.warm} />
    </g>
  );
}

/** The ring around what to tap or click; open in the middle, so the button inside stays crisp. */
export function Tap({ x, y, r = 11 }: { x: number; y: number; r?: number }) {
  return (
    <g fill="none">
      <circle cx={x} cy={y} r={r + 2.5} stroke={ink.warmSoft} strokeWidth={6} />
      <circle cx={x} cy={y} r={r} stroke={ink.warm} strokeWidth={2.5} />
    </g>
  );
}

/** The frame around a button to tap (drawn before the button, so its halo sits behind it). */
export function Mark({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  return <rect x={x - 3} y={y - 3} width={w + 6} height={h + 6} rx={(h + 6) / 2} fill={ink.warmSoft} stroke={ink.warm} strokeWidth={2.5} />;
}

/**
 * Words drawn in a picture, squeezed to `room` when they would run past it: the labels come from the
 * texts of either language, and a Latin letter is about half as wide as a Chinese character.
 */
export function Label({
  x,
  y,
  room,
  size,
  children,
  ...rest
}: { x: number; y: number; room: number; size: number; children: string } & SVGProps<SVGTextElement>) {
  const width = [...children].reduce((sum, char) => sum + size * (char.charCodeAt(0) > 0x2e80 ? 1 : 0.6), 0);
  const squeeze = width > room ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' as const } : {};
  return (
    <text x={x} y={y} fontSize={size} fontWeight={700} fill={ink.frame} {...squeeze} {...rest}>
      {children}
    </text>
  );
}

/** A highlighted row (a menu entry, a share-sheet action) with its words. */
export function Row({ x, y, w, label, icon }: { x: number; y: number; w: number; label: string; icon?: ReactNode }) {
  const indent = icon ? 24 : 8;
  return (
    <g>
      <rect x={x - 2} y={y - 2} width={w + 4} height={24} rx={7} fill={ink.warmSoft} stroke={ink.warm} strokeWidth={2} />
      {icon}
      <Label x={x + indent} y={y + 14} room={w - indent - 4} size={9.5}>
        {label}
      </Label>
    </g>
  );
}

/** A home screen with the app's icon among others, marked. */
export function HomeScreen({ id, name }: { id: string; name: string }) {
  const { x, y, w, h } = screenBox;
  const tints = ['#c9e4d8', '#f6d7b8', '#cfd8f2', '#f2c9d3', '#d9cdee', '#c6e3ee', '#ede2b8', '#d2e6c4'];
  return (
    <Phone id={id}>
      <rect x={x} y={y} width={w} height={h} fill="#e4eef2" />
      {tints.map((tint, index) => (
        <rect key={tint} x={x + 10 + (index % 4) * 24} y={y + 28 + Math.floor(index / 4) * 30} width={18} height={18} rx={5} fill={tint} />
      ))}
      <AppMark x={x + 34} y={y + 96} size={40} />
      <Tap x={x + 54} y={y + 116} r={26} />
      <Label x={x + 54} y={y + 156} room={w - 16} size={10} textAnchor="middle">
        {name}
      </Label>
    </Phone>
  );
}
