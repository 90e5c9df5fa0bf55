import { defineAppConfig } from '../shared/build/defineAppConfig';
import { exposes } from './src/exposed/exposes';

export default defineAppConfig({ app: 'contact', exposes });
