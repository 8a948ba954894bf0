export declare function chromiumPath(): string;
export declare function testChromiumPath(): string;
export declare function assertChromium(): string;
export declare const chromiumArgs: string[];
export declare const unseenWindowParts: string[];
export declare function playwrightDisabledFeatures(): string[];
export declare function playwrightChromiumArgs(): string[];
