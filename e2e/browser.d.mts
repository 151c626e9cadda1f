export function chromiumPath(): string | undefined;
export function fullChromiumPath(): string | undefined;
