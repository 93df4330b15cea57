import type { ComponentType } from 'react';
import type { Texts } from '../../shared/i18n/resources';
import type { InstallPlatform } from '../../shared/install/platform';
import { AndroidConfirmStep, AndroidInstallStep, AndroidMenuStep, AndroidOpenStep } from './illustrations/androidSteps';
import { DesktopConfirmStep, DesktopIconStep, DesktopMenuStep } from './illustrations/desktopSteps';
import { IosAddStep, IosConfirmStep, IosOpenStep, IosShareStep } from './illustrations/iosSteps';

/** A step's words: any key of a part's texts but its title and its note. */
type StepKey = {
  [P in InstallPlatform]: `guide.${P}.${Exclude<keyof Texts['install']['guide'][P], 'title' | 'note'> & string}`;
}[InstallPlatform];

export interface GuidePart {
  platform: InstallPlatform;
  /** A computer's pictures are landscape: they go above their words rather than beside them. */
  wide: boolean;
  steps: { text: StepKey; Picture: ComponentType }[];
}

/** The manual install guide's three parts, each step a picture and its words (the install texts' guide). */
const guideParts: GuidePart[] = [
  {
    platform: 'ios',
    wide: false,
    steps: [
      { text: 'guide.ios.share', Picture: IosShareStep },
      { text: 'guide.ios.add', Picture: IosAddStep },
      { text: 'guide.ios.confirm', Picture: IosConfirmStep },
      { text: 'guide.ios.open', Picture: IosOpenStep },
    ],
  },
  {
    platform: 'android',
    wide: false,
    steps: [
      { text: 'guide.android.menu', Picture: AndroidMenuStep },
      { text: 'guide.android.install', Picture: AndroidInstallStep },
      { text: 'guide.android.confirm', Picture: AndroidConfirmStep },
      { text: 'guide.android.open', Picture: AndroidOpenStep },
    ],
  },
  {
    platform: 'desktop',
    wide: true,
    steps: [
      { text: 'guide.desktop.icon', Picture: DesktopIconStep },
      { text: 'guide.desktop.menu', Picture: DesktopMenuStep },
      { text: 'guide.desktop.confirm', Picture: DesktopConfirmStep },
    ],
  },
];

/** The parts with the reader's own device first. */
export function partsFor(current: InstallPlatform): GuidePart[] {
  return [...guideParts].sort((a, b) => Number(b.platform === current) - Number(a.platform === current));
}
