/** How many pinned notices the home page lists. */
export const topNoticeCount = 6;

/** The notice list's fixed height: six rows of 44 px, whatever arrives, so nothing below moves. */
export const topNoticesHeight = topNoticeCount * 44;

/** The line under each banner picture that carries its title. */
export const bannerCaptionHeight = 44;
