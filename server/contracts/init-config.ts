/** The initialisation platform's configuration detail (/pppp/config): what a hotel starts with. Types only. */

/** 'missing': initialising would add it; 'default': held with the template's value; 'changed': held with another value. */
export type InitParaState = 'missing' | 'default' | 'changed';

export type InitPara = {
  paraKey: string;
  paraName: string;
  /** The template's value for this organisation (an invoice title is the hotel's own name). */
  defaultValue: string;
  /** The organisation's value, null while it lacks the key. */
  value: string | null;
  remark: string;
  state: InitParaState;
  /** The codes the key takes, when it is one of a few (shown by their labels); absent: free text. */
  choices?: string[];
};

/**
 * `GET /htservice/org/initConfig?orgId=` (initplat:org:list): the organisation's parameters against the
 * group's template, and how far the rest of the template (accounts, this year's periods, licences) is in place.
 */
export type InitConfig = {
  org: { orgId: number; orgCode: string; orgName: string };
  paras: InitPara[];
  /** Parameters the organisation holds beyond the template. */
  ownParas: number;
  accounts: { held: number; template: number };
  periods: { year: number; count: number };
  licences: number;
};
