import { defineAppConfig } from '../shared/build/defineAppConfig';
import { formServiceEnv } from './build/formServiceEnv.ts';
import { exposes } from './src/exposed/exposes';

export default defineAppConfig({ app: 'contact', exposes, plugins: [formServiceEnv()] });
