/** Hours to the hundredth, as the wire carries them: sums of tenths must not show float noise. */
export const roundHours = (value: number) => Math.round(value * 100) / 100;

/** The sum of some hours, rounded as the wire carries them. */
export const sumHours = (values: readonly number[]) => roundHours(values.reduce((total, value) => total + value, 0));
