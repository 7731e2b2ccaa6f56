import { formatSamples } from './intlWarmup';

// Formats once in the locales asked for, then ends: the data stays loaded for the page's thread.
addEventListener('message', (event: MessageEvent<string[]>) => {
  formatSamples(event.data);
  close();
});
