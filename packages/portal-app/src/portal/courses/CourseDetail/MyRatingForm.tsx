import { courseRatingDimensions, useSaveCourseRating } from '@study-portal/api';
import { Button, Rating } from '@study-portal/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { refusalText } from '../courseFailure';
import { ratingDraftError, ratingRequestOf, type RatingDraft } from '../ratingMaths';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);

  & fieldset {
    display: flex;
    flex-direction: column;
    gap: var(--sp-space-2);
    margin: 0;
    padding: 0;
    border: 0;
  }

  & legend {
    margin-bottom: var(--sp-space-2);
    padding: 0;
    color: var(--sp-color-text-muted);
  }
`;

const ErrorText = styled.p`
  min-height: 1.6em;
  margin: 0;
  color: var(--sp-color-danger);
`;

/**
 * The learner's five-dimension rating: five star choices, each two points a star, saved once
 * (the server refuses a second rating with 已评价). An incomplete rating says which
 * dimensions are left instead of being sent.
 */
export function MyRatingForm({ courseId }: { courseId: string }) {
  const save = useSaveCourseRating();
  const [draft, setDraft] = useState<RatingDraft>({});
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const errorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = ratingRequestOf(courseId, draft);
    if (!request) {
      setError(ratingDraftError(draft));
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      // The hook refreshes the rating, which then shows the saved scores in place of the form.
      await save(request, { ownMessage: true });
    } catch (failure) {
      setError(refusalText(failure, '评价提交失败，请稍后再试'));
      setSaving(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-describedby={errorId}>
      <fieldset>
        <legend>每颗星2分，满分10分</legend>
        {courseRatingDimensions.map(({ key, label }) => (
          <Rating
            key={key}
            label={label}
            showLabel
            showScore
            value={draft[key] ?? 0}
            onChange={(score) => {
              setDraft((current) => ({ ...current, [key]: score }));
              setError(undefined);
            }}
          />
        ))}
      </fieldset>
      <ErrorText id={errorId} role="alert">
        {error}
      </ErrorText>
      <div>
        <Button type="submit" variant="primary" loading={saving}>
          提交评价
        </Button>
      </div>
    </Form>
  );
}
