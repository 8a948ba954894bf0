import { activeSysParamCodes, type SysParam } from '@study-portal/api';

/**
 * System parameter codes the portal reads (docs/product/platform.md#features). A parameter is on unless its value is
 * `N` or empty.
 * - ZWY_SHOW: the external academy (menu button and toolbar panel button; docs/product/frame.md#the-external-academy-entry).
 * - [A] HEADER_BG_IMG and FOCUS_COLOR: the header background picture and focus colour of
 *   the header (docs/product/frame.md#the-header); the codes are ours. Their value is the setting.
 */
export const sysParamCodes = {
  externalAcademy: 'ZWY_SHOW',
  headerBackground: 'HEADER_BG_IMG',
  focusColor: 'FOCUS_COLOR',
} as const;

/** The switches and settings the portal takes from the sub-site's system parameters. */
export interface PortalFeatures {
  externalAcademy: boolean;
  headerBackground?: string;
  focusColor?: string;
}

export function readFeatures(params: readonly SysParam[]): PortalFeatures {
  const on = new Set(activeSysParamCodes(params));
  const valueOf = (code: string) => (on.has(code) ? params.find((param) => param.code === code)?.value.trim() : undefined);
  const headerBackground = valueOf(sysParamCodes.headerBackground);
  const focusColor = valueOf(sysParamCodes.focusColor);
  return {
    externalAcademy: on.has(sysParamCodes.externalAcademy),
    ...(headerBackground ? { headerBackground } : {}),
    ...(focusColor ? { focusColor } : {}),
  };
}
