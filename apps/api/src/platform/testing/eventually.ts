/** Waits (by default up to 10 s: what a job does takes two jobs at times, the work and its socket event) for a condition. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  for (let i = 0; i < timeoutMs / 50 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
}
