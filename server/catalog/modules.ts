/** The product's modules in the order module selection lists them; each area's menus live in its own file. */
import { ACCOUNTING } from './accounting.js';
import { ASSETS } from './assets.js';
import { BUSINESS } from './business.js';
import { CONSUMABLES } from './consumables.js';
import { CRM } from './crm.js';
import { INITPLAT } from './initplat.js';
import type { ModuleSpec } from './menu-spec.js';
import { REPORTS } from './reports.js';
import { SERVICE } from './service.js';
import { SYSTEM } from './system.js';

export const MODULES: readonly ModuleSpec[] = [ACCOUNTING, ASSETS, CONSUMABLES, BUSINESS, REPORTS, SYSTEM, CRM, SERVICE, INITPLAT];
