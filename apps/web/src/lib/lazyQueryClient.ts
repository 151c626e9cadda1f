/** The query client's module (`./queryClient`), loaded by the pages that read data, never by the first screen. */
export const loadQueryClient = () => import('./queryClient');
