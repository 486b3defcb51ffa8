/**
 * Report import (issue 5, "report import" among the job kinds): report figures (报表查询, record kind
 * `report`) can be imported from a sheet like any importable record kind (server/tasks/kinds/
 * record-import.ts), keyed by the report number. This adds the 导入 button (reports:report:import) to
 * 报表查询, granted to the roles that hold the page; a fresh database gets it from the seed.
 */
import type { Migration } from 'kysely';
import { addButton } from './add-button.js';

const REPORT_IMPORT_BUTTON: [string, string] = ['导入', 'reports:report:import'];

export const reportImport: Migration = {
  async up(db) {
    await addButton(db, { pageKey: 'reports:query', name: REPORT_IMPORT_BUTTON[0], perms: REPORT_IMPORT_BUTTON[1], moduleId: 1005 });
  },
};
