// The pages of the areas still to come, loaded together as one chunk when the first of them is shown.
export * from './AreaPages';
