/**
 * What stories of the live pages share: the fixtures' "today" as a fixed clock (read as local
 * time, as the pages read the server's times), and a stream whose every text tries to run a
 * script. Only stories import this.
 */
export const liveStoryClock = (at = '2026-03-16T09:30:00') => {
  const ms = new Date(at).getTime();
  return () => ms;
};

export const hostileLive = {
  id: 'live-hostile',
  title: '<script>alert(1)</script>直播安全测试',
  cover: 'javascript:alert(1)',
  speaker: '<img src=x onerror=alert(1)>',
  speakerTitle: '<b onmouseover=alert(1)>职务</b>',
  speakerProfile: '<a href="javascript:alert(1)">主讲人简介</a>',
  organiser: '<iframe src="javascript:alert(1)"></iframe>',
  startTime: '2026-03-16 09:00:00',
  endTime: '2026-03-16 11:00:00',
  status: 'live',
  mode: 'online',
  viewers: 1,
  replayAvailable: false,
  intro: '<script>alert(1)</script>直播简介',
};
