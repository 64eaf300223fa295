export declare const WEB_NODE_FLAGS: string[];
