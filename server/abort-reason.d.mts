export declare function releaseAbortReasonStacks(): void;
