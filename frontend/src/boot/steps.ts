/**
 * What each start-up step made (build/first-script.ts loads every step as a script of its own):
 * using a step's imports here keeps them in that step's script, so their modules run in its task.
 */
export const madeAtStart = new Set<unknown>();
