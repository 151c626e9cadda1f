const rules = new Intl.PluralRules('en-US');

/** The noun that goes with a count: countNoun(1, 'follower', 'followers') is 'follower'. */
export const countNoun = (count: number, one: string, other: string): string => (rules.select(count) === 'one' ? one : other);

/** A count with its noun, as every count the product shows: '1 follower', '1,204 followers'. */
export const plural = (count: number, one: string, other: string): string =>
  `${count.toLocaleString('en-US')} ${countNoun(count, one, other)}`;
