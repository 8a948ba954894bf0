export interface Stage {
  name: string;
  command: string;
  args: string[];
  after?: string[];
  alone?: boolean;
  background?: boolean;
}
export interface StageRow {
  name: string;
  how?: 'alone' | 'background' | '';
  startedAt: number | undefined;
  seconds: number | undefined;
  result: 'passed' | 'failed' | 'skipped' | 'running';
}
export interface StagesResult {
  failed: boolean;
  seconds: number;
  rows: StageRow[];
}
export declare function runStages(stages: Stage[], env: NodeJS.ProcessEnv): Promise<StagesResult>;
export declare function formatStageTable(result: Pick<StagesResult, 'rows' | 'seconds'>): string;
