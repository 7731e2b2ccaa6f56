// Start-up step: MUI's and emotion's modules and the app's theme (build/first-script.ts).
import { theme } from '../ui/theme';
import { madeAtStart } from './steps';

madeAtStart.add(theme);
