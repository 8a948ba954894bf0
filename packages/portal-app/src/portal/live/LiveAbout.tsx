import type { LiveDetail } from '@study-portal/api';
import { RichText } from '@study-portal/ui';

/** A stream's introduction and its speaker, as plain text: the contract sends no HTML here. */
export function LiveAbout({ live }: { live: LiveDetail }) {
  return (
    <>
      <section aria-labelledby="live-intro-title">
        <h2 id="live-intro-title">直播简介</h2>
        <RichText text={live.intro} />
      </section>
      {live.speakerProfile && (
        <section aria-labelledby="live-speaker-title">
          <h2 id="live-speaker-title">主讲人介绍</h2>
          <RichText text={`${[live.speaker, live.speakerTitle].filter(Boolean).join('，')}\n${live.speakerProfile}`} />
        </section>
      )}
    </>
  );
}
