import { delay, HttpResponse } from 'msw';

/** A call that never answers: the screen stays in its loading state for the story. */
export const neverAnswers = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** A call the server fails with this status (no body), for error states. */
export const failsWith =
  (status = 500) =>
  () =>
    new HttpResponse(null, { status });
