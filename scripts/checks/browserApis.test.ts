import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without declarations.
import { targetsFrom, unsupportedApis } from '../../apps/web/scripts/checkBrowserApis.mjs';

const targets = targetsFrom(['chrome >= 111', 'edge >= 111', 'firefox >= 114', 'safari >= 16.4', 'ios_saf >= 16.4']);

describe('the built files name no browser API that a target lacks (apps/web/scripts/checkBrowserApis.mjs)', () => {
  it('finds URL.canParse, which Safari has only from 17, and Object.groupBy', () => {
    expect(unsupportedApis('function g(e,t){if(!e||!URL.canParse(e))return null;return new URL(e)}', targets)).toEqual([
      'URL.canParse (chrome 111, edge 111, firefox 114, safari 16.4, safari_ios 16.4)',
    ]);
    expect(unsupportedApis('const n=Object.groupBy(r,e=>e.kind);', targets)).toHaveLength(1);
  });

  it('passes what every target has, a use a feature test guards, and names in strings or keys', () => {
    const code = [
      'const u=new URL(e);structuredClone(u);fetch(`/api`);',
      'typeof URL<`u`&&typeof URL.canParse==`function`?URL.canParse(e):(new URL(e),!0)',
      'var re=`captureStackTrace`in Error?Error.captureStackTrace:(...e)=>{};',
      'const o={Profiler:p};if(e.name===`QuotaExceededError`)r();',
    ].join('\n');
    expect(unsupportedApis(code, targets)).toEqual([]);
  });

  it('refuses a browserslist it cannot read as minimum versions', () => {
    expect(() => targetsFrom(['> 0.5%'])).toThrow(/is not of the form/);
  });
});
