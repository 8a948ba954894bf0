export declare function chromiumPath(): string;
export declare function assertChromium(): string;
export declare const chromiumArgs: string[];
