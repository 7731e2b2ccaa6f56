// Start-up step: i18next and the English words (build/first-script.ts).
import { i18n } from '../i18n';
import { madeAtStart } from './steps';

madeAtStart.add(i18n);
