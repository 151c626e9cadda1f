/** Query keys of the areas still to come. */
export const areaKeys = {
  all: ['areas'] as const,
  company: (id: string) => ['areas', 'company', id] as const,
};
